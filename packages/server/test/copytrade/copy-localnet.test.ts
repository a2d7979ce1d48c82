/**
 * On a real localnet: the premium rule both ways (100 platform tokens; a 5 XRP payment to the treasury), and
 * a leader's trades, heard from the indexer as the browser hears them, mirrored by a premium follower within
 * its limits (buys validated with copytrade: true, each logged) or skipped with the reason logged.
 */
import type { Trade } from '@horizon/core';
import { Wallet } from 'xrpl';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ASF_DEFAULT_RIPPLE } from '@horizon/protocol';
import { MarketEvents } from '../../src/indexer/events.js';
import { LedgerFollower } from '../../src/follower/follower.js';
import { LedgerConnection } from '../../src/xrpl/index.js';
import { fund } from '../support/localnet.js';
import { proveWallet } from '../support/wallets.js';
import { type Harness, newFundedWallet, post, startHarness, submitDirect } from '../trade/harness.js';
import { type Market, createMarket, giveTokens, poolState } from '../trade/pools.js';
import { BUY_BLOBS, SELL_BLOBS, signBlobs, tokenBalance, unsignedSet } from '../trade/trade-calls.js';
import { copySettings, mirror } from './browser.js';

const platformIssuer = Wallet.generate();
let h: Harness | undefined;
let market: Market;
let platform: Market;
let indexer: LedgerFollower;
let connection: LedgerConnection;
const trades: Trade[] = [];

const need = (): Harness => {
  if (!h) throw new Error('the localnet could not be loaded');
  return h;
};

beforeAll(async () => {
  h = await startHarness({
    realGateway: true,
    env: { PLATFORM_TOKEN: `HZN:${platformIssuer.classicAddress}` },
  });
  if (!h) return;
  await fund(h.localnet, platformIssuer.classicAddress, '100');
  expect(
    await submitDirect(h, platformIssuer, { TransactionType: 'AccountSet', SetFlag: ASF_DEFAULT_RIPPLE }),
  ).toBe('tesSUCCESS');
  platform = {
    issuer: platformIssuer,
    provider: platformIssuer,
    currency: 'HZN',
    tokenId: `HZN:${platformIssuer.classicAddress}`,
  };
  market = await createMarket(h, 'CPY', { xrpDrops: 10_000_000_000n, tokens: '1000000', tradingFee: 500 });
  const events = new MarketEvents();
  events.subscribe((event) => {
    if (event.type === 'trade') trades.push(event.trade);
  });
  connection = new LedgerConnection(h.localnet.url);
  indexer = new LedgerFollower({ connection, db: h.db, events, start: 'current' });
  await indexer.start();
}, 180_000);

afterAll(async () => {
  await indexer?.stop();
  await connection?.close();
  await h?.close();
});

const status = async (address: string) => {
  const response = await need().app.inject({
    method: 'GET',
    url: `/api/premium/status?classic_address=${address}`,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{
    premium: boolean;
    by: string | null;
    platform_tokens_held: string;
    paid_xrp: string;
  }>();
};

/** The trade the indexer announced for this transaction. */
async function heard(txHash: string): Promise<Trade> {
  for (let tries = 0; tries < 200; tries++) {
    const trade = trades.find((t) => t.tx_hash.toUpperCase() === txHash.toUpperCase());
    if (trade) return trade;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no trade event for ${txHash}`);
}

/** A leader's own trade through the product, as any user makes one. */
async function leaderTrade(leader: Wallet, side: 'buy' | 'sell', amount: string): Promise<Trade> {
  need().clock.advance(1000); // the harness clock stands still; the log lists trades by when they were seen
  const [name, blobs, field] =
    side === 'buy'
      ? (['buy_token', BUY_BLOBS, 'xrp_amount'] as const)
      : (['sell_token', SELL_BLOBS, 'token_amount'] as const);
  const answer = await unsignedSet(need(), `${name}_unsigned`, {
    classic_address: leader.classicAddress,
    token_id: market.tokenId,
    [field]: amount,
  });
  const response = await post(need(), `${name}_signed`, {
    classic_address: leader.classicAddress,
    ...signBlobs(answer, leader, blobs),
  });
  expect(response.json()).toMatchObject({ engine_result: 'tesSUCCESS' });
  return heard(response.json<{ tx_hash: string }>().tx_hash);
}

describe('the premium rule on the ledger', () => {
  it('makes a holder of 100 platform tokens premium, and one of 99.9 not', async () => {
    const [holder, short] = [await newFundedWallet(need(), '50'), await newFundedWallet(need(), '50')];
    await giveTokens(need(), platform, holder, '100');
    await giveTokens(need(), platform, short, '99.9');
    expect(await status(holder.classicAddress)).toMatchObject({
      premium: true,
      by: 'tokens',
      platform_tokens_held: '100',
    });
    expect(await status(short.classicAddress)).toMatchObject({
      premium: false,
      by: null,
      platform_tokens_held: '99.9',
    });
    const check = await post(need(), 'check_if_premium_wallet', { classic_address: holder.classicAddress });
    expect(check.body).toBe('true');
  });

  it('makes a wallet premium once its 5 XRP payment to the treasury validates', async () => {
    const payer = await newFundedWallet(need(), '50');
    const pay = (drops: string) => ({
      TransactionType: 'Payment',
      Destination: need().treasury.classicAddress,
      Amount: drops,
    });
    expect(await submitDirect(need(), payer, pay('4999999'))).toBe('tesSUCCESS');
    expect(await status(payer.classicAddress)).toMatchObject({ premium: false, paid_xrp: '4.999999' });
    expect(await submitDirect(need(), payer, pay('1'))).toBe('tesSUCCESS');
    expect(await status(payer.classicAddress)).toEqual({
      classic_address: payer.classicAddress,
      premium: true,
      by: 'payment',
      platform_tokens_held: '0',
      paid_xrp: '5',
    });
  });
});

describe("copying a leader's trades", () => {
  it('mirrors buys scaled to the per-trade and daily limits, and logs a skip once the day is spent', async () => {
    const leader = await newFundedWallet(need(), '1000');
    const follower = await newFundedWallet(need(), '200');
    const payment = {
      TransactionType: 'Payment',
      Destination: need().treasury.classicAddress,
      Amount: '5000000',
    };
    expect(await submitDirect(need(), follower, payment)).toBe('tesSUCCESS');
    expect((await proveWallet(need().app, need().cookie, follower)).statusCode).toBe(200);
    const follow = await post(need(), '/api/copytrade/follow', {
      classic_address: follower.classicAddress,
      leader_address: leader.classicAddress,
      max_xrp_per_trade: '5',
      max_xrp_per_day: '8',
      max_slippage_percent: 2,
      copy_sells: false,
      min_liquidity_xrp: '1000',
    });
    expect(follow.statusCode, follow.body).toBe(200);

    const browserSees = async () => {
      const pool = (await poolState(need(), market)).pool.balance1;
      const heldTokens = (await tokenBalance(need(), follower, market)).toString();
      return { poolXrpDrops: pool.kind === 'xrp' ? pool.drops : null, heldTokens };
    };

    const first = await leaderTrade(leader, 'buy', '20');
    expect(await mirror(need(), follower, first, await browserSees())).toEqual({
      action: 'copy',
      side: 'buy',
      xrpDrops: 5_000_000n,
    });
    const second = await leaderTrade(leader, 'buy', '20');
    expect(await mirror(need(), follower, second, await browserSees())).toEqual({
      action: 'copy',
      side: 'buy',
      xrpDrops: 3_000_000n,
    });
    const third = await leaderTrade(leader, 'buy', '1');
    expect(await mirror(need(), follower, third, await browserSees())).toEqual({
      action: 'skip',
      reason: 'daily_limit_reached',
    });
    const sold = await leaderTrade(leader, 'sell', '100');
    expect(await mirror(need(), follower, sold, await browserSees())).toEqual({
      action: 'skip',
      reason: 'sells_not_copied',
    });

    const log = await need().app.inject({
      method: 'GET',
      url: `/api/copytrade/log?classic_address=${follower.classicAddress}`,
      headers: { cookie: need().cookie },
    });
    const entries = log.json<{ entries: Record<string, unknown>[] }>().entries;
    expect(entries.map((e) => [e['leader_tx_hash'], e['outcome'], e['reason'], e['xrp_amount']])).toEqual([
      [sold.tx_hash, 'skipped', 'sells_not_copied', null],
      [third.tx_hash, 'skipped', 'daily_limit_reached', null],
      [second.tx_hash, 'copied', null, '3'],
      [first.tx_hash, 'copied', null, '5'],
    ]);
    // Each copy is the follower's own validated buy of exactly the logged XRP.
    for (const [entry, drops] of [
      [entries[2], '3000000'],
      [entries[3], '5000000'],
    ] as const) {
      const { result } = await need().client.request({
        command: 'tx',
        transaction: String(entry?.['tx_hash']),
      });
      expect(result.validated).toBe(true);
      expect(result.tx_json.Account).toBe(follower.classicAddress);
      expect(result.tx_json.TakerGets).toBe(drops);
      expect((result.meta as { TransactionResult: string }).TransactionResult).toBe('tesSUCCESS');
    }
    expect((await tokenBalance(need(), follower, market)).signum()).toBe(1);
    const settings = await copySettings(need(), follower);
    expect(settings.leaders[0]?.spent_today_xrp).toBe('8');
  }, 180_000);

  it("mirrors a leader's sell once sells are copied: tokens worth the per-trade limit, capped at the holding", async () => {
    const leader = await newFundedWallet(need(), '100');
    const follower = await newFundedWallet(need(), '100');
    await giveTokens(need(), market, leader, '5000');
    await giveTokens(need(), market, follower, '300');
    await giveTokens(need(), platform, follower, '100');
    expect((await proveWallet(need().app, need().cookie, follower)).statusCode).toBe(200);
    const follow = await post(need(), '/api/copytrade/follow', {
      classic_address: follower.classicAddress,
      leader_address: leader.classicAddress,
      max_xrp_per_trade: '5',
      max_xrp_per_day: '5',
      max_slippage_percent: 2,
      copy_sells: true,
      min_liquidity_xrp: '0',
    });
    expect(follow.statusCode, follow.body).toBe(200);

    // About 20 XRP of tokens at the pool's 0.01 XRP each: 5 XRP of them is about 500, more than the 300 held.
    const sold = await leaderTrade(leader, 'sell', '2000');
    const seen = {
      poolXrpDrops: null,
      heldTokens: (await tokenBalance(need(), follower, market)).toString(),
    };
    expect(await mirror(need(), follower, sold, seen)).toEqual({
      action: 'copy',
      side: 'sell',
      xrpDrops: 5_000_000n,
      tokenAmount: '300',
    });
    expect((await tokenBalance(need(), follower, market)).toString()).toBe('0');
    const log = await need().app.inject({
      method: 'GET',
      url: `/api/copytrade/log?classic_address=${follower.classicAddress}`,
      headers: { cookie: need().cookie },
    });
    expect(log.json<{ entries: unknown[] }>().entries).toEqual([
      expect.objectContaining({
        leader_tx_hash: sold.tx_hash,
        side: 'sell',
        outcome: 'copied',
        xrp_amount: '5',
        token_amount: '300',
        tx_hash: expect.stringMatching(/^[0-9A-F]{64}$/),
      }),
    ]);
  }, 180_000);
});
