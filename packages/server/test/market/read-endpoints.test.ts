/**
 * The read endpoints not covered elsewhere, served over a real localnet and the indexer following it: a
 * token with an XRP pool, a USD pool that sets the XRP→USD rate, and a buyer whose trade the indexer saw.
 */
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  ASF_DEFAULT_RIPPLE,
  type Amount,
  TF_IMMEDIATE_OR_CANCEL,
  TF_SELL,
  ammSwapIn,
  amountFromJson,
  dropsToXrp,
  xrpAmount,
} from '@horizon/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, Wallet } from 'xrpl';
import { systemClock } from '../../src/clock.js';
import { MarketEvents } from '../../src/indexer/events.js';
import { LedgerFollower } from '../../src/follower/follower.js';
import { LedgerConnection } from '../../src/xrpl/index.js';
import { XrplMarketLedger } from '../../src/market/ledger-reads.js';
import { type Localnet, genesis, startManualLocalnet, submit } from '../support/localnet.js';
import { type MarketApp, openMarketApp } from './market-app.js';
import { readSseUntil } from './sse-reader.js';

const wallet = (n: number) => Wallet.fromEntropy(new Uint8Array(16).fill(n));
const [issuer, usdIssuer, alice, bob, stranger] = [
  wallet(41),
  wallet(42),
  wallet(43),
  wallet(44),
  wallet(45),
];
const TOK = `TOK:${issuer.address}`;
const USD = `USD:${usdIssuer.address}`;
const tok = (value: string) => ({ currency: 'TOK', issuer: issuer.address, value });
const usd = (value: string) => ({ currency: 'USD', issuer: usdIssuer.address, value });
const BUY = TF_SELL | TF_IMMEDIATE_OR_CANCEL; // all of the XRP, whatever it buys

let net: Localnet;
let client: Client;
let m: MarketApp<XrplMarketLedger>;
let follower: LedgerFollower;
let connection: LedgerConnection;
let bought: Amount;

async function pool(asset2: Record<string, string>): Promise<{ balance1: Amount; balance2: Amount }> {
  const { result } = await client.request({
    command: 'amm_info',
    asset: { currency: 'XRP' },
    asset2,
    ledger_index: 'validated',
  } as never);
  const amm = (result as { amm: Record<string, unknown> }).amm;
  return { balance1: amountFromJson(amm['amount']), balance2: amountFromJson(amm['amount2']) };
}

const post = (name: string, payload: object, cookie?: string) =>
  m.app.inject({
    method: 'POST',
    url: `/api/trustless/${name}`,
    payload,
    ...(cookie ? { headers: { cookie } } : {}),
  });
const get = (url: string) => m.app.inject({ url });

beforeAll(async () => {
  net = await startManualLocalnet({ dataDir: await mkdtemp(path.join(os.tmpdir(), 'horizon-reads-')) });
  client = new Client(net.url);
  await client.connect();
  const events = new MarketEvents();
  connection = new LedgerConnection(net.url);
  m = await openMarketApp({
    ledger: new XrplMarketLedger(connection),
    clock: systemClock,
    usdTokenId: USD,
    events,
  });
  follower = new LedgerFollower({ connection, db: m.db, events, usdTokenId: USD, retryMs: 100 });
  await follower.start();
  for (const w of [issuer, usdIssuer, alice, bob])
    await submit(client, genesis(), {
      TransactionType: 'Payment',
      Destination: w.address,
      Amount: '1000000000',
    });
  for (const w of [issuer, usdIssuer])
    await submit(client, w, { TransactionType: 'AccountSet', SetFlag: ASF_DEFAULT_RIPPLE });
  for (const limit of [tok('1000000000'), usd('1000000000')])
    await submit(client, alice, { TransactionType: 'TrustSet', LimitAmount: limit });
  await submit(client, bob, { TransactionType: 'TrustSet', LimitAmount: tok('1000000000') });
  await submit(client, issuer, {
    TransactionType: 'Payment',
    Destination: alice.address,
    Amount: tok('10000'),
  });
  await submit(client, usdIssuer, {
    TransactionType: 'Payment',
    Destination: alice.address,
    Amount: usd('100'),
  });
  await submit(client, alice, {
    TransactionType: 'AMMCreate',
    Amount: '100000000',
    Amount2: tok('10000'),
    TradingFee: 500,
  });
  // 200 XRP against 100 USD: one XRP is worth 0.5 USD.
  await submit(client, alice, {
    TransactionType: 'AMMCreate',
    Amount: '200000000',
    Amount2: usd('100'),
    TradingFee: 500,
  });
  bought = ammSwapIn(await pool({ currency: 'TOK', issuer: issuer.address }), xrpAmount(10_000_000n), 500);
  const last = await submit(client, bob, {
    TransactionType: 'OfferCreate',
    TakerGets: '10000000',
    TakerPays: tok('0.0001'),
    Flags: BUY,
  });
  await follower.waitFor(last);
}, 120_000);

afterAll(async () => {
  await follower?.stop();
  await connection?.close();
  await client?.disconnect().catch(() => undefined);
  await m?.close();
  await net?.close();
});

const boughtText = () => (bought.kind === 'issued' ? bought.value.toString() : 'not a token');

describe('a wallet on the ledger', () => {
  it('get_all_trustlines lists the tokens held, LP tokens aside; an unknown account has none', async () => {
    const bobs = (await post('get_all_trustlines', { classic_address: bob.address })).json();
    expect(bobs).toEqual({
      trustlines: [
        {
          token_id: TOK,
          currency_hex: '000000000000000000000000544F4B0000000000',
          currency_decoded: 'TOK',
          issuer: issuer.address,
          balance: boughtText(),
          limit: '1000000000',
        },
      ],
    });
    const alices = (await post('get_all_trustlines', { classic_address: alice.address })).json();
    expect(
      alices.trustlines.map((l: { token_id: string; balance: string }) => [l.token_id, l.balance]),
    ).toEqual([
      [TOK, '0'],
      [USD, '0'],
    ]);
    const none = await post('get_all_trustlines', { classic_address: stranger.address });
    expect([none.statusCode, none.json()]).toEqual([200, { trustlines: [] }]);
  });

  it('update_tx_history keeps what each transaction changed for the wallet, once; verified sessions only', async () => {
    const gated = await post('update_tx_history', { classic_address: bob.address });
    expect([gated.statusCode, gated.json()]).toMatchObject([403, { requiresVerification: true }]);
    const cookie = await m.verifiedCookie();
    const first = (await post('update_tx_history', { classic_address: bob.address }, cookie)).json();
    expect(first.added).toBe(3);
    const kinds = first.transactions.map((t: { transaction_type: string }) => t.transaction_type);
    expect(kinds).toEqual(['OfferCreate', 'TrustSet', 'Payment']);
    const [buy, trust, funding] = first.transactions;
    expect(buy).toMatchObject({ engine_result: 'tesSUCCESS', token_id: TOK, token_change: boughtText() });
    const fee = async (hash: string) =>
      BigInt(String((await client.request({ command: 'tx', transaction: hash })).result.tx_json?.Fee));
    expect(buy.xrp_change).toBe(`-${dropsToXrp(10_000_000n + (await fee(buy.tx_hash)))}`);
    expect(trust).toMatchObject({
      xrp_change: `-${dropsToXrp(await fee(trust.tx_hash))}`,
      token_id: null,
      token_change: null,
    });
    expect(funding).toMatchObject({ xrp_change: '1000', token_id: null });
    const again = (await post('update_tx_history', { classic_address: bob.address }, cookie)).json();
    expect([again.added, again.transactions]).toEqual([0, first.transactions]);
  });

  it('estimate_withdrawal_from_lp_tokens values the whole pool for its only provider, zeros for others', async () => {
    const after = await pool({ currency: 'TOK', issuer: issuer.address });
    if (after.balance1.kind !== 'xrp' || after.balance2.kind !== 'issued') throw new Error('XRP first');
    const estimate = (
      await post('estimate_withdrawal_from_lp_tokens', { classic_address: alice.address, token_id: TOK })
    ).json();
    expect(estimate).toMatchObject({
      estimated_xrp: '110',
      estimated_token: after.balance2.value.toString(),
      // 110 XRP at 0.5 USD; the tokens are worth the pool's XRP side at its own price: 110 XRP again.
      estimated_xrp_usd: '55',
      estimated_token_usd: '55',
      total_value_usd: '110',
    });
    expect(after.balance1.drops).toBe(110_000_000n);
    const none = (
      await post('estimate_withdrawal_from_lp_tokens', { classic_address: bob.address, token_id: TOK })
    ).json();
    expect(none).toEqual({
      estimated_xrp: '0',
      estimated_token: '0',
      estimated_xrp_usd: '0',
      estimated_token_usd: '0',
      total_value_usd: '0',
      user_lp_tokens: '0',
    });
  });

  it("GET /api/wallets/{address} shows another wallet's holdings and indexed trades", async () => {
    const view = (await get(`/api/wallets/${bob.address}`)).json();
    expect(view.classic_address).toBe(bob.address);
    // A fresh buy is worth something, not −100 %: 10 XRP bought B = 904.956798544793 tokens out of 100 XRP
    // and 10000 tokens; at the pool's price after, 110 / (10000 − B), they are worth 10.944999 XRP (cut to
    // the drop; by hand 10.94499999999999883…): the price the buy itself moved up.
    expect(view.holdings.token_holdings).toMatchObject([
      {
        token_id: TOK,
        balance: boughtText(),
        total_xrp_spend: '10',
        total_xrp_sold: '0',
        xrp_value: '10.944999',
        pnl_xrp: '0.944999',
        realized_pnl_xrp: '0',
        unrealized_pnl_xrp: '0.944999',
        pnl_percent: 9.45,
      },
    ]);
    expect(view.recent_trades).toMatchObject([
      {
        classic_address: bob.address,
        token_id: TOK,
        side: 'buy',
        xrp_amount: '10',
        token_amount: boughtText(),
      },
    ]);
    const bad = await get('/api/wallets/rNotAnAddress');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ detail: 'Invalid wallet address', field: 'address' });
  });
});

describe('market reads', () => {
  it('GET /api/rate/xrp-usd gives the USD pool’s rate and where it comes from', async () => {
    const body = (await get('/api/rate/xrp-usd')).json();
    expect(body).toMatchObject({ xrp_usd: '0.5', source: `AMM pool XRP/${USD}` });
    expect(Date.parse(body.updated_at)).toBeGreaterThan(Date.now() - 120_000);
  });

  it('GET /api/events streams a trade as the indexer sees it', async () => {
    const url = await m.app.listen({ host: '127.0.0.1', port: 0 });
    const before = await pool({ currency: 'TOK', issuer: issuer.address });
    const expected = ammSwapIn(before, xrpAmount(5_000_000n), 500);
    const buy = {
      TransactionType: 'OfferCreate',
      TakerGets: '5000000',
      TakerPays: tok('0.0001'),
      Flags: BUY,
    };
    const event = (await readSseUntil(`${url}/api/events?token_id=${TOK}`, 'trade', () =>
      submit(client, bob, buy),
    )) as { type: string; trade: Record<string, unknown> };
    expect(event.type).toBe('trade');
    expect(event.trade).toMatchObject({
      classic_address: bob.address,
      token_id: TOK,
      side: 'buy',
      xrp_amount: '5',
      token_amount: expected.kind === 'issued' ? expected.value.toString() : '',
    });
  }, 30_000);
});
