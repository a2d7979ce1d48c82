/** The wallet's LP position in a token's XRP pool, and deposit / withdrawal estimates (spec §3, §8 soft failures). */
import {
  addDecimals,
  type Decimal,
  decimalFromDrops,
  decimalText,
  dropsOfDecimal,
  isZeroDecimal,
  type LpEstimate,
  type LpTokenInfo,
  multiplyDecimals,
  requireDecimal,
  type WithdrawalEstimate,
  ZERO_DECIMAL,
  zeroLpTokenInfo,
} from '@horizon/core';
import { dropsToXrp } from '@horizon/protocol';
import type { Queryable } from '../db/index.js';
import {
  depositFor,
  depositPriceImpact,
  poolOf,
  sharePercent,
  tradingFeePercent,
  withdrawalFor,
  xrpValueAtSpot,
} from './amm-reads.js';
import { tokenText } from '../views/contract-views.js';
import type { MarketLedger, PoolState } from './ledger-reads.js';
import { xrpUsdRate } from '../indexer/token-data.js';

export const NO_POOL = 'No AMM pool for this token';

/** USD of an XRP amount at the rate, cut toward zero to 6 decimals ("0" without a rate). */
function usd(drops: bigint, rate: Decimal | null): string {
  if (!rate) return '0';
  return decimalText(
    decimalFromDrops(dropsOfDecimal(multiplyDecimals(decimalFromDrops(drops), rate), 'toward-zero')),
  );
}

async function rateOf(db: Queryable, usdTokenId: string | undefined): Promise<Decimal | null> {
  const rate = await xrpUsdRate(db, usdTokenId);
  return rate ? requireDecimal(rate.rate) : null;
}

async function lpBalanceOf(ledger: MarketLedger, address: string, pool: PoolState): Promise<Decimal> {
  const lines = await ledger.trustLines(address);
  return lines.find((l) => l.tokenId === pool.lpTokenId)?.balance ?? ZERO_DECIMAL;
}

export async function lpTokenInfo(
  db: Queryable,
  ledger: MarketLedger,
  address: string,
  tokenId: string,
  usdTokenId: string | undefined,
): Promise<LpTokenInfo> {
  const pool = await poolOf(db, ledger, tokenId);
  if (!pool) return zeroLpTokenInfo(tokenId);
  const [lp, rate] = await Promise.all([lpBalanceOf(ledger, address, pool), rateOf(db, usdTokenId)]);
  const share = withdrawalFor(pool, lp);
  const tokenXrp = xrpValueAtSpot(pool, share.tokens);
  const [providers] = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM holdings WHERE token_id = $1 AND balance > 0',
    [pool.lpTokenId],
  );
  return {
    user_lp_balance: tokenText(lp),
    user_share_percent: sharePercent(lp, pool.lpBalance),
    user_xrp_amount: dropsToXrp(share.drops),
    user_token_amount: tokenText(share.tokens),
    xrp_in_pool: dropsToXrp(pool.xrpDrops),
    token_in_pool: tokenText(pool.tokenAmount),
    estimated_usd_value: usd(share.drops + tokenXrp, rate),
    amm_fee_percent: tradingFeePercent(pool.tradingFee),
    user_token_xrp: dropsToXrp(tokenXrp),
    user_token_usd: usd(tokenXrp, rate),
    underlying_token: tokenId,
    lp_providers: providers?.n ?? 0,
  };
}

export async function withdrawalEstimate(
  db: Queryable,
  ledger: MarketLedger,
  address: string,
  tokenId: string,
  usdTokenId: string | undefined,
): Promise<WithdrawalEstimate> {
  const pool = await poolOf(db, ledger, tokenId);
  const zero = { estimated_xrp: '0', estimated_token: '0', estimated_xrp_usd: '0', estimated_token_usd: '0' };
  if (!pool) return { ...zero, total_value_usd: '0', user_lp_tokens: '0' };
  const [lp, rate] = await Promise.all([lpBalanceOf(ledger, address, pool), rateOf(db, usdTokenId)]);
  const out = withdrawalFor(pool, lp);
  const tokenXrp = xrpValueAtSpot(pool, out.tokens);
  return {
    estimated_xrp: dropsToXrp(out.drops),
    estimated_token: tokenText(out.tokens),
    estimated_xrp_usd: usd(out.drops, rate),
    estimated_token_usd: usd(tokenXrp, rate),
    total_value_usd: usd(out.drops + tokenXrp, rate),
    user_lp_tokens: tokenText(lp),
  };
}

export async function lpEstimate(
  db: Queryable,
  ledger: MarketLedger,
  tokenId: string,
  drops: bigint,
  tokens: Decimal,
): Promise<LpEstimate> {
  const pool = await poolOf(db, ledger, tokenId);
  const request = { xrp_amount: dropsToXrp(drops), token_amount: tokenText(tokens), token_id: tokenId };
  const empty = { estimated_lp_tokens: '0', share_percent: 0, price_impact: 0, actual_xrp_deposit: '0' };
  const singleSided = drops === 0n || isZeroDecimal(tokens);
  if (!pool)
    return { ...request, ...empty, actual_token_deposit: '0', is_single_sided: singleSided, error: NO_POOL };
  const estimate = depositFor(pool, drops, tokens);
  return {
    ...request,
    estimated_lp_tokens: tokenText(estimate.lpTokens),
    share_percent: sharePercent(estimate.lpTokens, addDecimals(pool.lpBalance, estimate.lpTokens)),
    price_impact: estimate.error ? 0 : depositPriceImpact(pool, estimate.drops, estimate.tokens),
    is_single_sided: estimate.singleSided,
    actual_xrp_deposit: dropsToXrp(estimate.drops),
    actual_token_deposit: tokenText(estimate.tokens),
    error: estimate.error,
  };
}
