/**
 * Exact pool math for the LP reads (rippled's fixAMMv1_1 rounding, from @horizon/protocol): the wallet's LP
 * share, deposit and withdrawal estimates, a deposit's price impact (the quotes are read-quotes.ts). The pool is the
 * indexer's snapshot at the last validated ledger, else the ledger's amm_info. Percents are worked out in exact
 * decimals and become numbers only at the end.
 */
import {
  absDecimal,
  addDecimals,
  type Decimal,
  type DecimalPrecision,
  decimalFromDrops,
  decimalFromUnits,
  decimalOfXrplNumber,
  divideOrThrow,
  dropsOfDecimal,
  INDEXED_PRECISION,
  isZeroDecimal,
  multiplyDecimals,
  parseTokenId,
  requireDecimal,
  roundDecimal,
  subtractDecimals,
  TRADING_FEE_SCALE,
  xrplNumberOf,
  ZERO_DECIMAL,
  tokenIdOf,
} from '@horizon/core';
import {
  type GridAmm,
  type GridValue,
  depositSingleAsset,
  depositTwoAssets,
  fromDrops,
  lpTokenCurrency,
  toDrops,
  withdrawForTokens,
} from '@horizon/protocol';
import { type Queryable, big } from '../db/index.js';
import { ratioPercent } from '../views/contract-views.js';
import type { MarketLedger, PoolState } from './ledger-reads.js';

// Ledger trading-fee units are 10^-5 of the amount traded (TRADING_FEE_SCALE 100000).
const TRADING_FEE_PLACES = Math.log10(TRADING_FEE_SCALE);
const ONE = decimalFromUnits(1n, 0);

export function lpTokenIdOf(tokenId: string, ammAccount: string): string {
  return tokenIdOf(lpTokenCurrency('XRP', parseTokenId(tokenId).currency), ammAccount);
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
      tokenAmount: requireDecimal(String(row['tokens'])),
      lpTokenId: lpTokenIdOf(tokenId, account),
      lpBalance: requireDecimal(String(row['lp'])),
      tradingFee: Number(row['trading_fee'] ?? 0),
    };
  }
  return ledger.ammPool(tokenId);
}

const tokenGrid = (d: Decimal): GridValue => ({ n: xrplNumberOf(d), xrp: false });
const xrpGrid = (drops: bigint): GridValue => ({ n: fromDrops(drops), xrp: true });

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

/** How exactly pool ratios are shown: 12 significant digits, cut toward zero (a display ratio, not money). */
export const RATIO_PRECISION: DecimalPrecision = { significant: 12, wholeKept: true };

/** Share of the pool `part` LP tokens are, in percent, with the ratio's digits (a tiny share is not rounded away). */
export function sharePercent(part: Decimal, total: Decimal): number {
  if (isZeroDecimal(total)) return 0;
  return ratioPercent(divideOrThrow(part, total, RATIO_PRECISION, 'toward-zero'));
}

/** The pool's trading fee (ledger units, 1/100000) as the contract's percent: 500 → 0.5. */
export function tradingFeePercent(units: number): number {
  return ratioPercent(decimalFromUnits(BigInt(units), TRADING_FEE_PLACES));
}

export interface Withdrawal {
  readonly drops: bigint;
  readonly tokens: Decimal;
}

/** What redeeming `lpTokens` (both assets, proportionally) returns; zero when the math refuses. */
export function withdrawalFor(pool: PoolState, lpTokens: Decimal): Withdrawal {
  if (isZeroDecimal(lpTokens)) return { drops: 0n, tokens: ZERO_DECIMAL };
  const outcome = withdrawForTokens(gridAmm(pool, true), tokenGrid(lpTokens), tokenGrid(lpTokens));
  if (!outcome.ok) return { drops: 0n, tokens: ZERO_DECIMAL };
  const value = outcome.value;
  return {
    drops: dropsOfGrid(value.amount1),
    tokens: decimalOfXrplNumber((value.amount2 ?? value.amount1).n),
  };
}

export interface DepositEstimate {
  readonly lpTokens: Decimal;
  readonly drops: bigint;
  readonly tokens: Decimal;
  readonly singleSided: boolean;
  readonly error: string | null;
}

/** The LP tokens a deposit would get: both assets in proportion, or one asset alone (fee on the swap part). */
export function depositFor(pool: PoolState, drops: bigint, tokens: Decimal): DepositEstimate {
  const singleSided = drops === 0n || isZeroDecimal(tokens);
  const outcome =
    drops > 0n && !isZeroDecimal(tokens)
      ? depositTwoAssets(gridAmm(pool, true), xrpGrid(drops), tokenGrid(tokens))
      : drops > 0n
        ? depositSingleAsset(gridAmm(pool, true), xrpGrid(drops), pool.tradingFee)
        : depositSingleAsset(gridAmm(pool, false), tokenGrid(tokens), pool.tradingFee);
  if (!outcome.ok)
    return { lpTokens: ZERO_DECIMAL, drops: 0n, tokens: ZERO_DECIMAL, singleSided, error: outcome.code };
  const v = outcome.value;
  const xrpFirst = drops > 0n;
  const xrpPart = xrpFirst ? v.amount1 : v.amount2;
  const tokenPart = xrpFirst ? v.amount2 : v.amount1;
  return {
    lpTokens: roundDecimal(decimalOfXrplNumber(v.tokens.n), INDEXED_PRECISION, 'toward-zero'),
    drops: xrpPart ? dropsOfGrid(xrpPart) : 0n,
    tokens: tokenPart ? decimalOfXrplNumber(tokenPart.n) : ZERO_DECIMAL,
    singleSided,
    error: null,
  };
}

/** What `tokens` are worth in drops at the pool's spot price: one division, so a whole side is worth exactly the other. */
export function xrpValueAtSpot(pool: PoolState, tokens: Decimal): bigint {
  if (isZeroDecimal(tokens)) return 0n;
  return dropsOfDecimal(
    divideOrThrow(
      multiplyDecimals(tokens, decimalFromDrops(pool.xrpDrops)),
      pool.tokenAmount,
      INDEXED_PRECISION,
      'toward-zero',
    ),
    'toward-zero',
  );
}

/** Spot price XRP per token of a pool. */
export function spotPrice(pool: PoolState): Decimal {
  return divideOrThrow(decimalFromDrops(pool.xrpDrops), pool.tokenAmount, INDEXED_PRECISION, 'toward-zero');
}

/** How far a deposit moves the pool's spot price, in percent (0 for a proportional one). */
export function depositPriceImpact(pool: PoolState, drops: bigint, tokens: Decimal): number {
  const before = spotPrice(pool);
  if (isZeroDecimal(before)) return 0;
  const after = divideOrThrow(
    decimalFromDrops(pool.xrpDrops + drops),
    addDecimals(pool.tokenAmount, tokens),
    INDEXED_PRECISION,
    'toward-zero',
  );
  const ratio = divideOrThrow(after, before, RATIO_PRECISION, 'toward-zero');
  return ratioPercent(absDecimal(subtractDecimals(ratio, ONE)));
}
