/**
 * Copy Trading's decision for one leader trade (issue 10 item 3), exact in drops: copy it with an XRP amount
 * scaled down to the follower's limits, or skip it with a reason. The browser runs it; the server logs it.
 */
import { IssuedValue } from '@horizon/protocol';
import { COPY_MIN_XRP_DROPS } from './constants.js';

export interface CopyLimits {
  readonly maxXrpPerTradeDrops: bigint;
  /** Buys only: XRP a follower spends copying this leader in one UTC day. */
  readonly maxXrpPerDayDrops: bigint;
  readonly copySells: boolean;
  /** Skip tokens whose AMM pool holds less XRP than this; 0 = no floor. */
  readonly minLiquidityDrops: bigint;
}

export interface LeaderTrade {
  readonly side: 'buy' | 'sell';
  /** The trade's XRP value. */
  readonly xrpDrops: bigint;
  /** Tokens the leader bought or sold (decimal string). */
  readonly tokenAmount: string;
}

export interface FollowerState {
  /** XRP already spent today copying this leader's buys. */
  readonly spentTodayDrops: bigint;
  /** XRP in the token's AMM pool; null when it has no pool. */
  readonly poolXrpDrops: bigint | null;
  /** Tokens the follower holds (decimal string); read for sells. */
  readonly heldTokens: string;
}

export const SKIP_REASONS = [
  'sells_not_copied',
  'liquidity_below_floor',
  'daily_limit_reached',
  'token_not_held',
  'amount_too_small',
] as const;
export type SkipReason = (typeof SKIP_REASONS)[number];

export type CopyDecision =
  | { readonly action: 'copy'; readonly side: 'buy'; readonly xrpDrops: bigint }
  | {
      readonly action: 'copy';
      readonly side: 'sell';
      readonly xrpDrops: bigint;
      readonly tokenAmount: string;
    }
  | { readonly action: 'skip'; readonly reason: SkipReason };

const skip = (reason: SkipReason): CopyDecision => ({ action: 'skip', reason });

function min(a: bigint, b: bigint): bigint {
  return a < b ? a : b;
}

/** Tokens worth `xrpDrops` at the leader's price, rounded down, capped at what the follower holds. */
function tokensToSell(trade: LeaderTrade, xrpDrops: bigint, held: IssuedValue): IssuedValue {
  const leaderTokens = IssuedValue.fromString(trade.tokenAmount);
  const share = leaderTokens
    .mulRound(IssuedValue.from(xrpDrops, 0), false)
    .divRound(IssuedValue.from(trade.xrpDrops, 0), false);
  return share.gt(held) ? held : share;
}

function decideSell(trade: LeaderTrade, limits: CopyLimits, state: FollowerState): CopyDecision {
  const held = IssuedValue.fromString(state.heldTokens);
  if (held.signum() <= 0) return skip('token_not_held');
  const xrpDrops = min(trade.xrpDrops, limits.maxXrpPerTradeDrops);
  if (xrpDrops < COPY_MIN_XRP_DROPS) return skip('amount_too_small');
  const tokens = tokensToSell(trade, xrpDrops, held);
  if (tokens.signum() <= 0) return skip('amount_too_small');
  return { action: 'copy', side: 'sell', xrpDrops, tokenAmount: tokens.toString() };
}

function decideBuy(trade: LeaderTrade, limits: CopyLimits, state: FollowerState): CopyDecision {
  const remaining = limits.maxXrpPerDayDrops - state.spentTodayDrops;
  if (remaining < COPY_MIN_XRP_DROPS) return skip('daily_limit_reached');
  const xrpDrops = min(min(trade.xrpDrops, limits.maxXrpPerTradeDrops), remaining);
  if (xrpDrops < COPY_MIN_XRP_DROPS) return skip('amount_too_small');
  return { action: 'copy', side: 'buy', xrpDrops };
}

/** Rules in order: sells copied at all, the liquidity floor, then the side's own limits. */
export function decideCopy(trade: LeaderTrade, limits: CopyLimits, state: FollowerState): CopyDecision {
  if (trade.side === 'sell' && !limits.copySells) return skip('sells_not_copied');
  if (limits.minLiquidityDrops > 0n && (state.poolXrpDrops ?? 0n) < limits.minLiquidityDrops) {
    return skip('liquidity_below_floor');
  }
  return trade.side === 'buy' ? decideBuy(trade, limits, state) : decideSell(trade, limits, state);
}
