/** Copy Trading's routes: settings and log only for a proven wallet, changes only for a premium one. */
import { parseTokenId } from '@horizon/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, startTestApp, verifySession } from '../support/test-app.js';
import { type TestWallet, newWallet, proveWallet } from '../support/wallets.js';

const ISSUER = newWallet().address;
const TREASURY = newWallet().address;
const PLATFORM = parseTokenId(`HZN:${ISSUER}`);
const TOKEN = `ABC:${newWallet().address}`;
const PROOF_REQUIRED = {
  detail: 'Prove control of this wallet first: sign the wallet challenge with its key',
  requiresWalletProof: true,
};
const PREMIUM_REQUIRED = {
  detail: 'Copy Trading is a premium feature: hold 100 of the platform token or pay 5 XRP a month',
};
const hash = (n: number) => n.toString(16).padStart(64, '0').toUpperCase();

let t: TestApp;
let cookie: string;
let follower: TestWallet;
const leader = newWallet().address;
beforeAll(async () => {
  t = await startTestApp({ env: { PLATFORM_TOKEN: `HZN:${ISSUER}`, TREASURY_ADDRESS: TREASURY } });
  cookie = await verifySession(t.app);
  follower = newWallet();
  t.ledger.setBalance(follower.address, PLATFORM, '150');
  expect((await proveWallet(t.app, cookie, follower)).statusCode).toBe(200);
}, 120_000);
afterAll(() => t.close());

const limits = {
  max_xrp_per_trade: '10',
  max_xrp_per_day: '25',
  max_slippage_percent: 1.5,
  copy_sells: false,
  min_liquidity_xrp: '1000',
};
const get = (url: string, session = cookie) =>
  t.app.inject({ method: 'GET', url, headers: { cookie: session } });
const post = (url: string, payload: object, session = cookie) =>
  t.app.inject({ method: 'POST', url, payload, headers: { cookie: session } });
const follow = (address: string, extra: object = {}) =>
  post('/api/copytrade/follow', { classic_address: address, leader_address: leader, ...limits, ...extra });
const logEntry = (n: number, extra: object = {}) => ({
  classic_address: follower.address,
  leader_address: leader,
  leader_tx_hash: hash(n),
  token_id: TOKEN,
  side: 'buy',
  leader_xrp_amount: '12',
  outcome: 'skipped',
  reason: 'liquidity_below_floor',
  xrp_amount: null,
  token_amount: null,
  tx_hash: null,
  ...extra,
});

describe('refused without the wallet proof', () => {
  it('refuses reads and changes for a wallet not proven in this session', async () => {
    const other = newWallet().address;
    t.ledger.setBalance(other, PLATFORM, '150');
    for (const response of [
      await get(`/api/copytrade?classic_address=${other}`),
      await get(`/api/copytrade/log?classic_address=${other}`),
      await follow(other),
      await post('/api/copytrade/unfollow', { classic_address: other, leader_address: leader }),
      await post('/api/copytrade/log', { ...logEntry(1), classic_address: other }),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual(PROOF_REQUIRED);
    }
  });

  it('refuses a wallet proven in another session', async () => {
    const stranger = await verifySession(t.app);
    const response = await get(`/api/copytrade?classic_address=${follower.address}`, stranger);
    expect(response.statusCode).toBe(403);
  });
});

describe('refused for a wallet that is not premium', () => {
  it('lets a proven non-premium wallet read, but not follow or log', async () => {
    const plain = newWallet();
    t.ledger.setBalance(plain.address, PLATFORM, '99');
    expect((await proveWallet(t.app, cookie, plain)).statusCode).toBe(200);
    const read = await get(`/api/copytrade?classic_address=${plain.address}`);
    expect(read.json()).toEqual({ classic_address: plain.address, premium: false, leaders: [] });
    const followed = await follow(plain.address);
    expect(followed.statusCode).toBe(403);
    expect(followed.json()).toEqual(PREMIUM_REQUIRED);
    const count = await t.db.query('SELECT 1 FROM copytrade_leaders WHERE follower = $1', [plain.address]);
    expect(count).toEqual([]);
  });
});

describe('a premium follower', () => {
  it('follows a leader with its limits, and changes them', async () => {
    const response = await follow(follower.address);
    expect(response.statusCode).toBe(200);
    const leaderSettings = {
      leader_address: leader,
      ...limits,
      spent_today_xrp: '0',
      followed_at: new Date(t.clock.now()).toISOString(),
    };
    expect(response.json()).toEqual({
      classic_address: follower.address,
      premium: true,
      leaders: [leaderSettings],
    });
    t.clock.advance(1000);
    const changed = await follow(follower.address, { max_xrp_per_trade: '2.5', copy_sells: true });
    expect(changed.json<{ leaders: unknown[] }>().leaders).toEqual([
      { ...leaderSettings, max_xrp_per_trade: '2.5', copy_sells: true },
    ]);
  });

  it('refuses following itself, and a daily limit below the per-trade limit', async () => {
    const self = await follow(follower.address, { leader_address: follower.address });
    expect(self.json()).toEqual({ detail: 'A wallet cannot follow itself', field: 'leader_address' });
    const daily = await follow(follower.address, { max_xrp_per_day: '9.999999' });
    expect(daily.statusCode).toBe(400);
    expect(daily.json()).toEqual({
      detail: 'The daily limit must be at least the per-trade limit',
      field: 'max_xrp_per_day',
    });
    const slippage = await follow(follower.address, { max_slippage_percent: 51 });
    expect(slippage.statusCode).toBe(400);
  });

  it('logs a skip, claims a trade before copying it, and settles the claim with the copy', async () => {
    const skipped = await post('/api/copytrade/log', logEntry(1));
    expect(skipped.json()).toMatchObject({
      claimed: true,
      entry: { outcome: 'skipped', reason: 'liquidity_below_floor' },
    });

    t.clock.advance(1000);
    const claim = logEntry(2, { outcome: 'pending', reason: null, xrp_amount: '2.5' });
    expect((await post('/api/copytrade/log', claim)).json()).toMatchObject({ claimed: true });
    // A second tab seeing the same trade is told it is taken.
    expect((await post('/api/copytrade/log', claim)).json()).toMatchObject({
      claimed: false,
      entry: { outcome: 'pending' },
    });
    const copied = logEntry(2, { outcome: 'copied', reason: null, xrp_amount: '2.5', tx_hash: hash(99) });
    const settled = await post('/api/copytrade/log', copied);
    expect(settled.json()).toMatchObject({ claimed: true, entry: { outcome: 'copied', tx_hash: hash(99) } });
    // Once settled it stays so.
    expect((await post('/api/copytrade/log', logEntry(2))).json()).toMatchObject({
      claimed: false,
      entry: { outcome: 'copied' },
    });

    const settings = await get(`/api/copytrade?classic_address=${follower.address}`);
    expect(settings.json<{ leaders: { spent_today_xrp: string }[] }>().leaders[0]?.spent_today_xrp).toBe(
      '2.5',
    );
    const log = await get(`/api/copytrade/log?classic_address=${follower.address}`);
    expect(
      log
        .json<{ entries: { leader_tx_hash: string; outcome: string }[] }>()
        .entries.map((e) => [e.leader_tx_hash, e.outcome]),
    ).toEqual([
      [hash(2), 'copied'],
      [hash(1), 'skipped'],
    ]);
  });

  it('refuses a copied entry without its transaction, and a skip without its reason', async () => {
    const copied = await post(
      '/api/copytrade/log',
      logEntry(3, { outcome: 'copied', reason: null, xrp_amount: '1' }),
    );
    expect(copied.statusCode).toBe(400);
    expect(copied.json()).toEqual({
      detail: 'A copied trade needs its tx_hash and xrp_amount',
      field: 'tx_hash',
    });
    const skipped = await post('/api/copytrade/log', logEntry(4, { reason: null }));
    expect(skipped.json()).toEqual({ detail: 'A skipped or failed trade needs its reason', field: 'reason' });
  });

  it('refuses logging a trade of a leader it does not follow', async () => {
    const response = await post('/api/copytrade/log', {
      ...logEntry(5),
      leader_address: newWallet().address,
    });
    expect(response.json()).toEqual({ detail: 'This wallet does not follow that leader' });
  });

  it('starts the daily spend again at midnight UTC', async () => {
    t.clock.advance(12 * 3600 * 1000); // the test clock starts at noon UTC
    const settings = await get(`/api/copytrade?classic_address=${follower.address}`);
    expect(settings.json<{ leaders: { spent_today_xrp: string }[] }>().leaders[0]?.spent_today_xrp).toBe('0');
  });

  it('unfollows, and unfollowing again is a 404', async () => {
    const body = { classic_address: follower.address, leader_address: leader };
    const response = await post('/api/copytrade/unfollow', body);
    expect(response.json()).toEqual({ classic_address: follower.address, premium: true, leaders: [] });
    const again = await post('/api/copytrade/unfollow', body);
    expect(again.statusCode).toBe(404);
  });
});
