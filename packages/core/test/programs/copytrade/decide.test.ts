/** The copy decision: one rule at a time, amounts exact in drops. */
import { describe, expect, it } from 'vitest';
import {
  type CopyLimits,
  type FollowerState,
  type LeaderTrade,
  decideCopy,
} from '../../../src/programs/copytrade/index.js';

const limits: CopyLimits = {
  maxXrpPerTradeDrops: 10_000_000n,
  maxXrpPerDayDrops: 25_000_000n,
  copySells: true,
  minLiquidityDrops: 1_000_000_000n,
};
const state: FollowerState = { spentTodayDrops: 0n, poolXrpDrops: 5_000_000_000n, heldTokens: '0' };
const buy = (xrpDrops: bigint): LeaderTrade => ({ side: 'buy', xrpDrops, tokenAmount: '1000' });
const sell = (xrpDrops: bigint, tokenAmount: string): LeaderTrade => ({
  side: 'sell',
  xrpDrops,
  tokenAmount,
});

describe('copying a buy', () => {
  it("copies a leader's buy under both limits for the same XRP", () => {
    expect(decideCopy(buy(4_500_000n), limits, state)).toEqual({
      action: 'copy',
      side: 'buy',
      xrpDrops: 4_500_000n,
    });
  });

  it('scales a larger buy down to the per-trade limit', () => {
    expect(decideCopy(buy(80_000_000n), limits, state)).toEqual({
      action: 'copy',
      side: 'buy',
      xrpDrops: 10_000_000n,
    });
  });

  it("scales a buy down to what is left of today's limit", () => {
    const spent = { ...state, spentTodayDrops: 18_000_001n };
    expect(decideCopy(buy(80_000_000n), limits, spent)).toEqual({
      action: 'copy',
      side: 'buy',
      xrpDrops: 6_999_999n,
    });
  });

  it("skips a buy once today's limit is reached", () => {
    expect(decideCopy(buy(1_000_000n), limits, { ...state, spentTodayDrops: 25_000_000n })).toEqual({
      action: 'skip',
      reason: 'daily_limit_reached',
    });
  });

  it('skips a buy when less than the smallest copy (0.1 XRP) is left of the day', () => {
    expect(decideCopy(buy(1_000_000n), limits, { ...state, spentTodayDrops: 24_900_001n })).toEqual({
      action: 'skip',
      reason: 'daily_limit_reached',
    });
    expect(decideCopy(buy(1_000_000n), limits, { ...state, spentTodayDrops: 24_900_000n })).toEqual({
      action: 'copy',
      side: 'buy',
      xrpDrops: 100_000n,
    });
  });

  it('skips a leader buy smaller than 0.1 XRP', () => {
    expect(decideCopy(buy(99_999n), limits, state)).toEqual({ action: 'skip', reason: 'amount_too_small' });
  });
});

describe('the liquidity floor', () => {
  it('skips a token whose pool holds less XRP than the floor, and copies at the floor', () => {
    const thin = { ...state, poolXrpDrops: 999_999_999n };
    expect(decideCopy(buy(1_000_000n), limits, thin)).toEqual({
      action: 'skip',
      reason: 'liquidity_below_floor',
    });
    const atFloor = { ...state, poolXrpDrops: 1_000_000_000n };
    expect(decideCopy(buy(1_000_000n), limits, atFloor)).toMatchObject({ action: 'copy' });
  });

  it('skips a token without a pool when there is a floor, and copies it without one', () => {
    const noPool = { ...state, poolXrpDrops: null };
    expect(decideCopy(buy(1_000_000n), limits, noPool)).toEqual({
      action: 'skip',
      reason: 'liquidity_below_floor',
    });
    expect(decideCopy(buy(1_000_000n), { ...limits, minLiquidityDrops: 0n }, noPool)).toEqual({
      action: 'copy',
      side: 'buy',
      xrpDrops: 1_000_000n,
    });
  });
});

describe('copying a sell', () => {
  const holding = { ...state, heldTokens: '500' };

  it('skips sells when the follower does not copy them, before any other rule', () => {
    const noSells = { ...limits, copySells: false };
    expect(decideCopy(sell(2_000_000n, '100'), noSells, { ...holding, poolXrpDrops: null })).toEqual({
      action: 'skip',
      reason: 'sells_not_copied',
    });
  });

  it('skips a sell of a token the follower does not hold', () => {
    expect(decideCopy(sell(2_000_000n, '100'), limits, state)).toEqual({
      action: 'skip',
      reason: 'token_not_held',
    });
  });

  it("sells the leader's tokens when under the per-trade limit", () => {
    expect(decideCopy(sell(2_000_000n, '100'), limits, holding)).toEqual({
      action: 'copy',
      side: 'sell',
      xrpDrops: 2_000_000n,
      tokenAmount: '100',
    });
  });

  it('scales a larger sell to the per-trade limit at the leader price, rounded down', () => {
    // 30 XRP for 900 tokens: 10 XRP of it is 300 tokens.
    expect(decideCopy(sell(30_000_000n, '900'), limits, holding)).toEqual({
      action: 'copy',
      side: 'sell',
      xrpDrops: 10_000_000n,
      tokenAmount: '300',
    });
    // 30 XRP for 1000 tokens: 10 XRP of it is 333.333…, rounded down.
    expect(decideCopy(sell(30_000_000n, '1000'), limits, holding)).toEqual({
      action: 'copy',
      side: 'sell',
      xrpDrops: 10_000_000n,
      tokenAmount: '333.3333333333333',
    });
  });

  it('sells no more than the follower holds', () => {
    expect(decideCopy(sell(9_000_000n, '1200'), limits, holding)).toEqual({
      action: 'copy',
      side: 'sell',
      xrpDrops: 9_000_000n,
      tokenAmount: '500',
    });
  });

  it("is not held back by today's buy limit", () => {
    const spent = { ...holding, spentTodayDrops: 25_000_000n };
    expect(decideCopy(sell(2_000_000n, '100'), limits, spent)).toMatchObject({
      action: 'copy',
      side: 'sell',
    });
  });

  it('skips a sell smaller than 0.1 XRP', () => {
    expect(decideCopy(sell(99_999n, '5'), limits, holding)).toEqual({
      action: 'skip',
      reason: 'amount_too_small',
    });
  });
});
