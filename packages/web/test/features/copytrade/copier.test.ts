/**
 * The open app's copier, with the server and the vault faked: what it decides for each leader trade, what it
 * asks the vault to sign (a buy with copytrade: true, scaled to the limits), and what it logs.
 */
import type { CopyLogPost, CopySettings, Trade } from '@horizon/core';
import { describe, expect, it } from 'vitest';
import { type CopierDeps, copyTrade } from '../../../src/features/copytrade/copier.js';
import type { TradeIntent } from '../../../src/trade-flow/index.js';

const FOLLOWER = 'rPT1Sjq2YGrBMTttX4GZHjKu9dyfzbpAYe';
const LEADER = 'rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTh';
const TOKEN = `ABC:rrrrrrrrrrrrrrrrrrrrBZbvji`;
const HASH = 'AB'.repeat(32);
const COPY_HASH = 'CD'.repeat(32);

const trade = (side: 'buy' | 'sell', xrp: string, tokens = '1000'): Trade => ({
  tx_hash: HASH,
  ledger_index: 10,
  executed_at: '2025-01-01T00:00:00.000Z',
  classic_address: LEADER,
  token_id: TOKEN,
  side,
  xrp_amount: xrp,
  token_amount: tokens,
  price_in_xrp: '0.01',
});

function fakes(
  options: { spent?: string; premium?: boolean; claimed?: boolean; ok?: boolean; held?: string } = {},
) {
  const logged: CopyLogPost[] = [];
  const signed: TradeIntent[] = [];
  const settings: CopySettings = {
    classic_address: FOLLOWER,
    premium: options.premium ?? true,
    leaders: [
      {
        leader_address: LEADER,
        max_xrp_per_trade: '5',
        max_xrp_per_day: '8',
        max_slippage_percent: 2.5,
        copy_sells: true,
        min_liquidity_xrp: '1000',
        spent_today_xrp: options.spent ?? '0',
        followed_at: '2025-01-01T00:00:00.000Z',
      },
    ],
  };
  const deps: CopierDeps = {
    settings: async () => settings,
    market: async () => ({ poolXrpDrops: 2_000_000_000n, heldTokens: options.held ?? '0' }),
    postLog: async (entry) => {
      logged.push(entry);
      return { claimed: options.claimed ?? true };
    },
    trade: async (intent) => {
      signed.push(intent);
      return { txHash: COPY_HASH, ok: options.ok ?? true };
    },
  };
  return { deps, logged, signed };
}

const base = {
  classic_address: FOLLOWER,
  leader_address: LEADER,
  leader_tx_hash: HASH,
  token_id: TOKEN,
  side: 'buy',
  leader_xrp_amount: '20',
};

describe('copying a leader trade while the app is open', () => {
  it('claims, signs a buy of the per-trade limit with copytrade: true, and logs the copy', async () => {
    const f = fakes();
    const outcome = await copyTrade(FOLLOWER, trade('buy', '20'), f.deps);
    expect(outcome).toEqual({
      kind: 'decided',
      decision: { action: 'copy', side: 'buy', xrpDrops: 5_000_000n },
      ok: true,
    });
    expect(f.signed).toEqual([
      { kind: 'buy', tokenId: TOKEN, xrpAmount: '5', slippagePercent: 2.5, copytrade: true },
    ]);
    expect(f.logged).toEqual([
      { ...base, outcome: 'pending', reason: null, xrp_amount: '5', token_amount: null, tx_hash: null },
      { ...base, outcome: 'copied', reason: null, xrp_amount: '5', token_amount: null, tx_hash: COPY_HASH },
    ]);
  });

  it("buys only what is left of the day's limit", async () => {
    const f = fakes({ spent: '6.5' });
    await copyTrade(FOLLOWER, trade('buy', '20'), f.deps);
    expect(f.signed).toEqual([
      { kind: 'buy', tokenId: TOKEN, xrpAmount: '1.5', slippagePercent: 2.5, copytrade: true },
    ]);
  });

  it('logs a skip with its reason and signs nothing once the day is spent', async () => {
    const f = fakes({ spent: '8' });
    await copyTrade(FOLLOWER, trade('buy', '20'), f.deps);
    expect(f.signed).toEqual([]);
    expect(f.logged).toEqual([
      {
        ...base,
        outcome: 'skipped',
        reason: 'daily_limit_reached',
        xrp_amount: null,
        token_amount: null,
        tx_hash: null,
      },
    ]);
  });

  it('sells the tokens worth the per-trade limit at the leader price', async () => {
    const f = fakes({ held: '400' });
    await copyTrade(FOLLOWER, trade('sell', '10', '1000'), f.deps);
    expect(f.signed).toEqual([{ kind: 'sell', tokenId: TOKEN, tokenAmount: '400', slippagePercent: 2.5 }]);
    expect(f.logged[1]).toMatchObject({
      outcome: 'copied',
      side: 'sell',
      xrp_amount: '5',
      token_amount: '400',
    });
  });

  it('leaves a trade another tab already claimed', async () => {
    const f = fakes({ claimed: false });
    expect(await copyTrade(FOLLOWER, trade('buy', '2'), f.deps)).toEqual({ kind: 'taken' });
    expect(f.signed).toEqual([]);
  });

  it('logs a failed copy when the ledger refuses it', async () => {
    const f = fakes({ ok: false });
    await copyTrade(FOLLOWER, trade('buy', '2'), f.deps);
    expect(f.logged[1]).toMatchObject({ outcome: 'failed', reason: 'failed', tx_hash: COPY_HASH });
  });

  it('logs a failed copy when signing fails (a locked vault), without a transaction', async () => {
    const f = fakes();
    const deps = { ...f.deps, trade: () => Promise.reject(new Error('locked')) };
    await copyTrade(FOLLOWER, trade('buy', '2'), deps);
    expect(f.logged[1]).toMatchObject({ outcome: 'failed', reason: 'failed', tx_hash: null });
  });

  it("ignores the follower's own trades, unfollowed wallets, and everything once premium lapses", async () => {
    const f = fakes();
    expect(await copyTrade(FOLLOWER, { ...trade('buy', '2'), classic_address: FOLLOWER }, f.deps)).toEqual({
      kind: 'ignored',
    });
    const stranger = { ...trade('buy', '2'), classic_address: 'rrrrrrrrrrrrrrrrrrrrrhoLvTp' };
    expect(await copyTrade(FOLLOWER, stranger, f.deps)).toEqual({ kind: 'ignored' });
    const lapsed = fakes({ premium: false });
    expect(await copyTrade(FOLLOWER, trade('buy', '2'), lapsed.deps)).toEqual({ kind: 'ignored' });
    expect([...f.logged, ...lapsed.logged]).toEqual([]);
  });
});
