/** The follow form sends exactly what the follower typed, or says what is wrong in the server's words. */
import { describe, expect, it } from 'vitest';
import { DEFAULT_LIMITS, followBody } from '../../../src/features/copytrade/limits-form.js';
import { leaderTradeText, logLine } from '../../../src/features/copytrade/log-view.js';

const FOLLOWER = 'rPT1Sjq2YGrBMTttX4GZHjKu9dyfzbpAYe';
const LEADER = 'rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTh';

describe('the follow form', () => {
  it('sends the defaults as the follow call body', () => {
    expect(followBody(FOLLOWER, LEADER, DEFAULT_LIMITS)).toEqual({
      ok: true,
      body: {
        classic_address: FOLLOWER,
        leader_address: LEADER,
        max_xrp_per_trade: '10',
        max_xrp_per_day: '50',
        max_slippage_percent: 1,
        copy_sells: true,
        min_liquidity_xrp: '1000',
      },
    });
  });

  it('reads an empty liquidity floor as no floor', () => {
    const checked = followBody(FOLLOWER, LEADER, { ...DEFAULT_LIMITS, minLiquidityXrp: '' });
    expect(checked.ok && checked.body.min_liquidity_xrp).toBe('0');
  });

  it.each([
    [
      'an invalid leader address',
      { leader: 'rNope' },
      'Enter the classic address (r…) of the wallet to follow',
    ],
    ['following itself', { leader: FOLLOWER }, 'A wallet cannot follow itself'],
    [
      'a daily limit under the per-trade one',
      { maxXrpPerDay: '9.999999' },
      'The daily limit must be at least the per-trade limit',
    ],
    ['a zero per-trade limit', { maxXrpPerTrade: '0' }, 'The amount must be greater than 0'],
    [
      '7 decimals of XRP',
      { maxXrpPerTrade: '1.0000001' },
      'Enter the XRP amount as a number with at most 6 decimals, like 12.5',
    ],
    ['slippage over 50%', { maxSlippagePercent: '51' }, 'Slippage must be between 0.1% and 50%'],
    // zod's own words would be "Invalid input: expected number, received NaN".
    ['a slippage that is no number', { maxSlippagePercent: 'abc' }, 'The slippage is not valid'],
  ])('refuses %s', (_, change, error) => {
    const { leader = LEADER, ...limits } = change as { leader?: string };
    expect(followBody(FOLLOWER, leader, { ...DEFAULT_LIMITS, ...limits })).toEqual({ ok: false, error });
  });
});

describe('the log in words', () => {
  const entry = {
    leader_address: LEADER,
    leader_tx_hash: 'AB'.repeat(32),
    token_id: `ABC:${LEADER}`,
    side: 'buy' as const,
    leader_xrp_amount: '12.5',
    outcome: 'skipped' as const,
    reason: 'liquidity_below_floor' as const,
    xrp_amount: null,
    token_amount: null,
    tx_hash: null,
    seen_at: '2025-01-01T00:00:00.000Z',
    decided_at: '2025-01-01T00:00:01.000Z',
  };

  it('says why a trade was skipped', () => {
    expect(logLine(entry)).toEqual({
      outcome: 'Skipped',
      detail: "The token's pool holds less XRP than your liquidity floor",
      tone: 'muted',
    });
    expect(leaderTradeText(entry)).toBe('buy 12.5 XRP');
  });

  it('shows a copy with its amount and transaction', () => {
    const copied = {
      ...entry,
      outcome: 'copied' as const,
      reason: null,
      xrp_amount: '5',
      tx_hash: 'CD'.repeat(32),
    };
    expect(logLine(copied)).toEqual({ outcome: 'Copied for 5 XRP', detail: 'CD'.repeat(32), tone: 'ok' });
  });

  it('shows a failed copy as an error', () => {
    expect(logLine({ ...entry, outcome: 'failed', reason: 'failed' })).toEqual({
      outcome: 'Failed',
      detail: 'The copy was not validated',
      tone: 'error',
    });
  });
});
