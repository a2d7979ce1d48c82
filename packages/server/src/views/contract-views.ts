/** Database rows and derived values as the API contract writes them: exact decimal strings, ISO times. */
import { type Trade, percentFromHundredths } from '@horizon/core';
import { dropsToXrp } from '@horizon/protocol';
import { big } from '../db/int8.js';
import {
  type Decimal,
  INDEXED_PRECISION,
  decimalFromUnits,
  decimalOfValue,
  decimalText,
  multiplyDecimals,
  requireDecimal,
  roundDecimal,
} from '@horizon/core';

export const xrpText = (drops: unknown): string => dropsToXrp(big(drops));

/** A token quantity or price with at most the ledger's 16 significant digits. */
export function tokenText(value: Decimal | string | unknown): string {
  const d =
    typeof value === 'object' && value !== null && 'digits' in value
      ? (value as Decimal)
      : decimalOfValue(value);
  return decimalText(roundDecimal(d, INDEXED_PRECISION, 'toward-zero'));
}

/** A USD value or other statistic: plain decimal, never negative in the contract. */
export function statText(value: unknown): string {
  const text = decimalText(decimalOfValue(value ?? '0'));
  return text.startsWith('-') ? '0' : text;
}

/** A percent the database holds in exact hundredths, as the contract carries it (core's one percent shape): 1.23. */
export function storedPercent(value: unknown): number {
  const hundredths = decimalText(multiplyDecimals(decimalOfValue(value), requireDecimal('100')));
  if (hundredths.includes('.')) throw new RangeError(`Not whole hundredths: ${String(value)}`);
  return percentFromHundredths(BigInt(hundredths));
}

const HUNDRED = decimalFromUnits(100n, 0);

/**
 * A ratio (0.125) as the contract's percent number (12.5) with every digit it has: × 100 in exact decimal, one
 * conversion to a number at the end (a float × 100 would carry noise: 0.07 × 100 = 7.000000000000001).
 */
export function ratioPercent(ratio: Decimal): number {
  return Number(decimalText(multiplyDecimals(ratio, HUNDRED)));
}

export const isoOf = (value: unknown): string =>
  (value instanceof Date ? value : new Date(String(value))).toISOString();

export interface TradeRow {
  readonly tx_hash: string;
  readonly ledger_index: unknown;
  readonly executed_at: unknown;
  readonly classic_address: string;
  readonly token_id: string;
  readonly side: 'buy' | 'sell';
  readonly xrp_drops: unknown;
  readonly token_amount: string;
  readonly price_in_xrp: string;
}

/** Columns to select for a TradeRow (money as text, so no driver rounds it). */
export const TRADE_COLUMNS = `tx_hash, ledger_index::int AS ledger_index, executed_at, classic_address, token_id, side,
  xrp_drops::text AS xrp_drops, token_amount::text AS token_amount, price_in_xrp::text AS price_in_xrp`;

export function tradeView(row: TradeRow): Trade {
  return {
    tx_hash: row.tx_hash,
    ledger_index: Number(row.ledger_index),
    executed_at: isoOf(row.executed_at),
    classic_address: row.classic_address,
    token_id: row.token_id,
    side: row.side,
    xrp_amount: xrpText(row.xrp_drops),
    token_amount: tokenText(row.token_amount),
    price_in_xrp: tokenText(row.price_in_xrp),
  };
}
