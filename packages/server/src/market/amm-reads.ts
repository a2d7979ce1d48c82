/**
 * Exact pool math for the LP reads (rippled's fixAMMv1_1 rounding, from @horizon/protocol): the wallet's LP
 * share, deposit and withdrawal estimates (the quotes are read-quotes.ts). The pool is the indexer's snapshot at the last
 * validated ledger, else the ledger's amm_info.
 */
import { parseTokenId } from '@horizon/core';
import {
  type GridAmm,
  type GridValue,
  XrplNumber,
  depositSingleAsset,
  depositTwoAssets,
  fromDrops,
  lpTokenCurrency,
  toDrops,
  withdrawForTokens,
} from '@horizon/protocol';
import type { Queryable } from '../db/index.js';
import {
  type Dec,
  ZERO,
  dec,
  decFromDrops,
  divide,
  dropsOf,
  isZero,
  mul,
  toPlain,
  toSignificant,
} from '../indexer/decimal.js';
import { big } from './format.js';
import type { MarketLedger, PoolState } from './ledger-reads.js';

export function lpTokenIdOf(tokenId: string, ammAccount: string): string {
  return `${lpTokenCurrency('XRP', parseTokenId(tokenId).currency)}:${ammAccount}`;
}

/** The token's XRP pool: the indexer's snapshot, else amm_info; null when there is none. */
export async function poolOf(
  db: Queryable,
  ledger: MarketLedger,
  tokenId: string,
): Promise<PoolState | null> {
  const [row] = await db.query<Record<string, string>>(
    `SELECT amm_account, xrp_drops::text AS xrp, token_amount::text AS tokens, lp_balance::text AS lp, trading_fee
     FROM amm_pools WHERE token_id = $1 AND NOT deleted AND is_xrp_pool IS NOT FALSE AND xrp_drops > 0
       AND token_amount > 0 AND lp_balance IS NOT NULL ORDER BY xrp_drops DESC LIMIT 1`,
    [tokenId],
  );
  if (row) {
    const account = String(row['amm_account']);
    return {
      ammAccount: account,
      tokenId,
      xrpDrops: big(row['xrp']),
      tokenAmount: dec(String(row['tokens'])),
      lpTokenId: lpTokenIdOf(tokenId, account),
      lpBalance: dec(String(row['lp'])),
      tradingFee: Number(row['trading_fee'] ?? 0),
    };
  }
  return ledger.ammPool(tokenId);
}

const tokenGrid = (d: Dec): GridValue => ({ n: XrplNumber.fromString(toPlain(d)), xrp: false });
const xrpGrid = (drops: bigint): GridValue => ({ n: fromDrops(drops), xrp: true });

/** A Number as an exact decimal. */
export function decOfNumber(n: XrplNumber): Dec {
  const mantissa = n.mantissa;
  return n.exponent >= 0
    ? dec((mantissa * 10n ** BigInt(n.exponent)).toString())
    : { units: mantissa, scale: -n.exponent };
}

const dropsOfGrid = (v: GridValue): bigint => toDrops(v.n);

function gridAmm(pool: PoolState, xrpFirst: boolean): GridAmm {
  const xrp = xrpGrid(pool.xrpDrops);
  const token = tokenGrid(pool.tokenAmount);
  return {
    balance1: xrpFirst ? xrp : token,
    balance2: xrpFirst ? token : xrp,
    lpBalance: tokenGrid(pool.lpBalance),
  };
}

/** Share of the pool `part` LP tokens are, in percent (a display ratio). */
export function sharePercent(part: Dec, total: Dec): number {
  if (isZero(total)) return 0;
  return Number(toPlain(divide(part, total, 12))) * 100;
}

export interface Withdrawal {
  readonly drops: bigint;
  readonly tokens: Dec;
}

/** What redeeming `lpTokens` (both assets, proportionally) returns; zero when the math refuses. */
export function withdrawalFor(pool: PoolState, lpTokens: Dec): Withdrawal {
  if (isZero(lpTokens)) return { drops: 0n, tokens: ZERO };
  const outcome = withdrawForTokens(gridAmm(pool, true), tokenGrid(lpTokens), tokenGrid(lpTokens));
  if (!outcome.ok) return { drops: 0n, tokens: ZERO };
  const value = outcome.value;
  return { drops: dropsOfGrid(value.amount1), tokens: decOfNumber((value.amount2 ?? value.amount1).n) };
}

export interface DepositEstimate {
  readonly lpTokens: Dec;
  readonly drops: bigint;
  readonly tokens: Dec;
  readonly singleSided: boolean;
  readonly error: string | null;
}

/** The LP tokens a deposit would get: both assets in proportion, or one asset alone (fee on the swap part). */
export function depositFor(pool: PoolState, drops: bigint, tokens: Dec): DepositEstimate {
  const singleSided = drops === 0n || isZero(tokens);
  const outcome =
    drops > 0n && !isZero(tokens)
      ? depositTwoAssets(gridAmm(pool, true), xrpGrid(drops), tokenGrid(tokens))
      : drops > 0n
        ? depositSingleAsset(gridAmm(pool, true), xrpGrid(drops), pool.tradingFee)
        : depositSingleAsset(gridAmm(pool, false), tokenGrid(tokens), pool.tradingFee);
  if (!outcome.ok) return { lpTokens: ZERO, drops: 0n, tokens: ZERO, singleSided, error: outcome.code };
  const v = outcome.value;
  const xrpFirst = drops > 0n;
  const xrpPart = xrpFirst ? v.amount1 : v.amount2;
  const tokenPart = xrpFirst ? v.amount2 : v.amount1;
  return {
    lpTokens: toSignificant(decOfNumber(v.tokens.n)),
    drops: xrpPart ? dropsOfGrid(xrpPart) : 0n,
    tokens: tokenPart ? decOfNumber(tokenPart.n) : ZERO,
    singleSided,
    error: null,
  };
}

/** What `tokens` are worth in drops at the pool's spot price: one division, so a whole side is worth exactly the other. */
export function xrpValueAtSpot(pool: PoolState, tokens: Dec): bigint {
  if (isZero(tokens)) return 0n;
  return dropsOf(divide(mul(tokens, decFromDrops(pool.xrpDrops)), pool.tokenAmount));
}

/** Spot price XRP per token of a pool. */
export function spotPrice(pool: PoolState): Dec {
  return divide(decFromDrops(pool.xrpDrops), pool.tokenAmount);
}
