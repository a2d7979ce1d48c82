/** Database rows and derived values as the API contract writes them: exact decimal strings, ISO times. */
import type { Trade } from '@horizon/core';
import { dropsToXrp } from '@horizon/protocol';
import { type Dec, dec, decOf, mul, toPlain, toSignificant } from '../indexer/decimal.js';

/** int8 from either database driver (PGlite may give a number, pg a bigint) or a text cast. */
export function big(value: unknown): bigint {
  if (typeof value === 'bigint') return value;
  if (typeof value === 'number') return BigInt(value);
  if (typeof value === 'string') return BigInt(value);
  return 0n;
}

export const xrpText = (drops: unknown): string => dropsToXrp(big(drops));

/** A token quantity or price with at most the ledger's 16 significant digits. */
export function tokenText(value: Dec | string | unknown): string {
  const d = typeof value === 'object' && value !== null && 'units' in value ? (value as Dec) : decOf(value);
  return toPlain(toSignificant(d, 16));
}

/** A USD value or other statistic: plain decimal, never negative in the contract. */
export function statText(value: unknown): string {
  const text = toPlain(decOf(value ?? '0'));
  return text.startsWith('-') ? '0' : text;
}

/** A percent held in exact hundredths as the contract writes it: '1.23', '-4.56', '0.00'. */
export function percentText(value: unknown): string {
  const hundredths = toPlain(mul(decOf(value), dec('100')));
  if (hundredths.includes('.')) throw new RangeError(`Not whole hundredths: ${String(value)}`);
  const units = BigInt(hundredths);
  const abs = units < 0n ? -units : units;
  return `${units < 0n ? '-' : ''}${abs / 100n}.${(abs % 100n).toString().padStart(2, '0')}`;
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
