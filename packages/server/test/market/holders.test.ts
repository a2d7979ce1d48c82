/**
 * The token page's holders on a real localnet, indexed by the follower: largest balance first as numbers
 * (issue 16: they were sorted as text, 9 above 500000), with the AMM pool and the launch's dev wallet named.
 * The XRP→USD rate: the stablecoin pool's mid price, the stablecoin itself worth exactly one dollar. And a
 * trade's token_update over GET /api/events, carrying the 7-day volume with the 24 h one.
 */
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TokenDetail } from '@horizon/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, Wallet } from 'xrpl';
import { ASF_DEFAULT_RIPPLE, TF_IMMEDIATE_OR_CANCEL } from '@horizon/protocol';
import { LedgerFollower } from '../../src/follower/follower.js';
import { LedgerConnection } from '../../src/xrpl/index.js';
import { type Localnet, genesis, startManualLocalnet, submit } from '../support/localnet.js';
import { type MarketApp, StubLedger, openMarketApp } from './market-app.js';
import { readSseUntil } from './sse-reader.js';

const wallet = (n: number) => Wallet.fromEntropy(new Uint8Array(16).fill(n));
const [issuer, dev, alice, bob, carol, usdIssuer] = [81, 82, 83, 84, 85, 86].map(wallet) as [
  Wallet,
  Wallet,
  Wallet,
  Wallet,
  Wallet,
  Wallet,
];
const TOK = `TOK:${issuer.address}`;
const USD = `USD:${usdIssuer.address}`;
const tok = (value: string) => ({ currency: 'TOK', issuer: issuer.address, value });
const usd = (value: string) => ({ currency: 'USD', issuer: usdIssuer.address, value });

let net: Localnet;
let client: Client;
let m: MarketApp;
let follower: LedgerFollower;
let connection: LedgerConnection;
let ammAccount: string;

beforeAll(async () => {
  net = await startManualLocalnet({ dataDir: await mkdtemp(path.join(os.tmpdir(), 'horizon-holders-')) });
  client = new Client(net.url);
  await client.connect();
  m = await openMarketApp({ ledger: new StubLedger(), usdTokenId: USD });
  connection = new LedgerConnection(net.url);
  follower = new LedgerFollower({ connection, db: m.db, retryMs: 100, usdTokenId: USD, events: m.events });
  await follower.start();
  for (const w of [issuer, dev, alice, bob, carol, usdIssuer])
    await submit(client, genesis(), {
      TransactionType: 'Payment',
      Destination: w.address,
      Amount: '2000000000',
    });
  for (const w of [issuer, usdIssuer])
    await submit(client, w, { TransactionType: 'AccountSet', SetFlag: ASF_DEFAULT_RIPPLE });
  for (const w of [dev, alice, bob, carol])
    await submit(client, w, { TransactionType: 'TrustSet', LimitAmount: tok('10000000') });
  await submit(client, dev, { TransactionType: 'TrustSet', LimitAmount: usd('10000000') });
  const pay = (to: Wallet, amount: object, from = issuer) =>
    submit(client, from, { TransactionType: 'Payment', Destination: to.address, Amount: amount });
  await pay(dev, tok('600000'));
  await pay(alice, tok('9'));
  await pay(bob, tok('10'));
  await pay(carol, tok('100.5'));
  await pay(dev, usd('1000'), usdIssuer);
  // The dev wallet opens both pools; the USD pool charges a 1% trading fee, which must not enter the rate.
  await submit(client, dev, {
    TransactionType: 'AMMCreate',
    Amount: '100000000',
    Amount2: tok('500000'),
    TradingFee: 500,
  });
  const last = await submit(client, dev, {
    TransactionType: 'AMMCreate',
    Amount: '400000000',
    Amount2: usd('800'),
    TradingFee: 1000,
  });
  await follower.waitFor(last);
  // What the launch flow records of the token it launched (launches.ts).
  await m.db.query('UPDATE token_data SET token_developer = $1 WHERE token_id = $2', [dev.address, TOK]);
  const { result } = await client.request({
    command: 'amm_info',
    asset: { currency: 'XRP' },
    asset2: { currency: 'TOK', issuer: issuer.address },
  } as never);
  ammAccount = (result as { amm: { account: string } }).amm.account;
}, 120_000);

afterAll(async () => {
  await follower?.stop();
  await connection?.close();
  await client?.disconnect().catch(() => undefined);
  await m?.close();
  await net?.close();
});

const get = async <T>(url: string): Promise<T> => (await m.app.inject({ url })).json<T>();

describe("a token's holders", () => {
  it('lists the largest balance first, as numbers, with the pool and the dev wallet named', async () => {
    const token = await get<TokenDetail>(`/api/tokens/${TOK}`);
    expect(token.holders_list).toEqual([
      { classic_address: ammAccount, balance: '500000', role: 'amm' },
      { classic_address: dev.address, balance: '100000', role: 'developer' },
      { classic_address: carol.address, balance: '100.5', role: null },
      { classic_address: bob.address, balance: '10', role: null },
      { classic_address: alice.address, balance: '9', role: null },
    ]);
  });
});

describe('the XRP→USD rate', () => {
  it("is the stablecoin pool's mid price, without its trading fee: 800 USD / 400 XRP", async () => {
    const rate = await get<{ xrp_usd: string; usd_token_id: string | null }>('/api/rate/xrp-usd');
    expect(rate).toMatchObject({ xrp_usd: '2', usd_token_id: USD });
  });

  it('prices the stablecoin at one dollar: its price in XRP times the rate', async () => {
    const token = await get<TokenDetail>(`/api/tokens/${USD}`);
    expect(token.price_in_xrp).toBe('0.5');
    // 1000 USD issued, worth $1000; the pool's 400 XRP and 800 USD are $1600 of liquidity.
    expect(token.marketcap_usd).toBe('1000');
    expect(token.liquidity_usd).toBe('1600');
  });
});

describe('the live token_update over GET /api/events', () => {
  it("carries a trade's 24 h and 7-day volumes and the supply together", async () => {
    const url = await m.app.listen({ host: '127.0.0.1', port: 0 });
    // Bob sells 5 TOK into the pool: the first trade of the token, so both windows hold the same volume.
    const sell = {
      TransactionType: 'OfferCreate',
      TakerGets: tok('5'),
      TakerPays: '1',
      Flags: TF_IMMEDIATE_OR_CANCEL,
    };
    const event = (await readSseUntil(`${url}/api/events?token_id=${TOK}`, 'token_update', () =>
      submit(client, bob, sell),
    )) as Record<string, unknown>;
    const token = await get<TokenDetail>(`/api/tokens/${TOK}`);
    expect(Number(token.volume_24h)).toBeGreaterThan(0);
    expect(event).toMatchObject({
      token_id: TOK,
      volume_24h: token.volume_24h,
      volume_7d: token.volume_24h,
      supply: token.supply,
      price_change_24h: 0,
      price_change_since_first_trade: true,
    });
  }, 30_000);
});
