import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { ServerEvent } from '@horizon/core';
import {
  ASF_DEFAULT_RIPPLE,
  IssuedValue,
  TF_IMMEDIATE_OR_CANCEL,
  TF_SELL,
  ammSwapIn,
  amountFromJson,
  issuedAmount,
  xrpAmount,
} from '@horizon/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, Wallet } from 'xrpl';
import type { Database } from '../../src/db/database.js';
import { migrate } from '../../src/db/migrations.js';
import { MarketEvents } from '../../src/indexer/events.js';
import { LedgerFollower } from '../../src/follower/follower.js';
import { LedgerConnection } from '../../src/xrpl/index.js';
import { openTestPglite } from '../support/databases.js';
import { type Localnet, genesis, startManualLocalnet, submit } from '../support/localnet.js';

// A scripted history on a real localnet: funding, trust lines, issuing, a transfer, a redemption; the
// follower is stopped mid-stream, the ledger server is restarted under it, and nothing is lost or doubled.

let net: Localnet;
let client: Client;
let db: Database;
let dataDir: string;
const wallet = (n: number) => Wallet.fromEntropy(new Uint8Array(16).fill(n));
const issuer = wallet(21);
const alice = wallet(22);
const bob = wallet(23);
const TOK = `TOK:${issuer.address}`;
const token = (value: string) => ({ currency: 'TOK', issuer: issuer.address, value });

/** The pool of XRP and `currency` as the validated ledger has it. */
async function poolOf(tokenIssuer: string, currency: string) {
  const { result } = await client.request({
    command: 'amm_info',
    asset: { currency: 'XRP' },
    asset2: { currency, issuer: tokenIssuer },
    ledger_index: 'validated',
  } as never);
  const amm = (result as { amm: Record<string, unknown> }).amm;
  return {
    balances: { balance1: amountFromJson(amm['amount']), balance2: amountFromJson(amm['amount2']) },
    fee: Number(amm['trading_fee'] ?? 0),
  };
}

async function connect(url: string): Promise<Client> {
  const c = new Client(url);
  await c.connect();
  return c;
}

// Each follower on a connection of its own, as in a server started afresh.
const connections: LedgerConnection[] = [];
function follower(events?: MarketEvents): LedgerFollower {
  const connection = new LedgerConnection(net.url);
  connections.push(connection);
  return new LedgerFollower({ connection, db, retryMs: 100, ...(events ? { events } : {}) });
}

async function holdings(): Promise<Record<string, string>> {
  const rows = await db.query<{ classic_address: string; balance: string }>(
    'SELECT classic_address, balance::text AS balance FROM holdings WHERE token_id = $1 AND has_line ORDER BY 1',
    [TOK],
  );
  return Object.fromEntries(rows.map((r) => [r.classic_address, r.balance]));
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'horizon-indexer-localnet-'));
  net = await startManualLocalnet({ dataDir });
  client = await connect(net.url);
  db = await openTestPglite();
  await migrate(db);
}, 120_000);

afterAll(async () => {
  for (const connection of connections) await connection.close();
  await client?.disconnect().catch(() => undefined);
  await net?.close();
  await db?.close();
});

describe('the follower on a real localnet', () => {
  it('indexes funding, trust lines, issuing and transfers from the first ledger, with a ledger event each', async () => {
    const events = new MarketEvents();
    const seen: ServerEvent[] = [];
    events.subscribe((e) => seen.push(e));
    const first = follower(events);
    await first.start();
    for (const w of [issuer, alice, bob])
      await submit(client, genesis(), {
        TransactionType: 'Payment',
        Destination: w.address,
        Amount: '1000000000',
      });
    await submit(client, issuer, { TransactionType: 'AccountSet', SetFlag: ASF_DEFAULT_RIPPLE });
    await submit(client, alice, { TransactionType: 'TrustSet', LimitAmount: token('1000000') });
    await submit(client, bob, { TransactionType: 'TrustSet', LimitAmount: token('1000000') });
    await submit(client, issuer, {
      TransactionType: 'Payment',
      Destination: alice.address,
      Amount: token('1000'),
    });
    const last = await submit(client, alice, {
      TransactionType: 'Payment',
      Destination: bob.address,
      Amount: token('100.25'),
    });
    await first.waitFor(last);
    await first.stop();
    expect(await holdings()).toEqual({ [alice.address]: '899.75', [bob.address]: '100.25' });
    const ledgers = seen
      .filter((e) => e.type === 'ledger')
      .map((e) => (e.type === 'ledger' ? e.ledger_index : 0));
    expect(ledgers.at(-1)).toBe(last);
    expect(ledgers).toEqual([...ledgers].sort((a, b) => a - b));
  }, 60_000);

  it('after a restart backfills what it missed, once, and resumes when the ledger server comes back', async () => {
    // Missed while no follower runs.
    await submit(client, bob, {
      TransactionType: 'Payment',
      Destination: issuer.address,
      Amount: token('50'),
    });
    const second = follower();
    await second.start();
    const redeemed = Number(
      (await client.request({ command: 'ledger', ledger_index: 'validated' })).result.ledger_index,
    );
    await second.waitFor(redeemed);
    expect(await holdings()).toEqual({ [alice.address]: '899.75', [bob.address]: '50.25' });

    // The ledger server goes away and comes back on the same port with its history.
    const port = Number(new URL(net.url).port);
    await client.disconnect();
    await net.close();
    net = await startManualLocalnet({ dataDir, wsPort: port });
    client = await connect(net.url);
    const after = await submit(client, alice, {
      TransactionType: 'Payment',
      Destination: bob.address,
      Amount: token('0.75'),
    });
    await second.waitFor(after);
    await second.stop();
    expect(await holdings()).toEqual({ [alice.address]: '899', [bob.address]: '51' });

    const [counts] = await db.query<{ ledgers: number; first: number; last: number; transfers: number }>(
      `SELECT (SELECT count(*)::int FROM indexed_ledgers) AS ledgers, (SELECT min(ledger_index)::int FROM indexed_ledgers) AS first,
         (SELECT max(ledger_index)::int FROM indexed_ledgers) AS last,
         (SELECT count(*)::int FROM transfers WHERE token_id = $1) AS transfers`,
      [TOK],
    );
    expect(counts?.ledgers).toBe((counts?.last ?? 0) - (counts?.first ?? 0) + 1);
    expect(counts?.transfers).toBe(4);
    const [tokenRow] = await db.query(
      'SELECT supply::text AS supply, holders, trustlines FROM token_data WHERE token_id = $1',
      [TOK],
    );
    expect(tokenRow).toEqual({ supply: '950', holders: 2, trustlines: 2 });
  }, 90_000);

  it('derives buys and sells through the AMM with exact totals, PnL and a candle', async () => {
    const ammIssuer = wallet(24);
    const provider = wallet(25);
    const trader = wallet(26);
    const AMT = `AMT:${ammIssuer.address}`;
    const amt = (value: string) => ({ currency: 'AMT', issuer: ammIssuer.address, value });
    for (const w of [ammIssuer, provider, trader])
      await submit(client, genesis(), {
        TransactionType: 'Payment',
        Destination: w.address,
        Amount: '20000000000',
      });
    await submit(client, ammIssuer, { TransactionType: 'AccountSet', SetFlag: ASF_DEFAULT_RIPPLE });
    for (const w of [provider, trader])
      await submit(client, w, { TransactionType: 'TrustSet', LimitAmount: amt('100000000') });
    await submit(client, ammIssuer, {
      TransactionType: 'Payment',
      Destination: provider.address,
      Amount: amt('500000'),
    });
    await submit(client, provider, {
      TransactionType: 'AMMCreate',
      Amount: '5000000000',
      Amount2: amt('500000'),
      TradingFee: 500,
    });
    // A buy of 100 XRP worth and a sale of 3000 tokens, each filled by the pool alone.
    const pool1 = await poolOf(ammIssuer.address, 'AMT');
    const bought = ammSwapIn(pool1.balances, xrpAmount(100_000_000n), pool1.fee);
    const take = (gets: unknown, pays: unknown) => ({
      TransactionType: 'OfferCreate',
      TakerGets: gets,
      TakerPays: pays,
      Flags: TF_SELL | TF_IMMEDIATE_OR_CANCEL,
    });
    await submit(client, trader, take('100000000', amt('1')));
    const pool2 = await poolOf(ammIssuer.address, 'AMT');
    const sold = ammSwapIn(pool2.balances, issuedAmount('AMT', ammIssuer.address, '3000'), pool2.fee);
    const last = await submit(client, trader, take(amt('3000'), '1'));
    if (bought.kind !== 'issued' || sold.kind !== 'xrp') throw new Error('quotes of the pool');

    const third = follower();
    await third.start();
    await third.waitFor(last);
    await third.stop();
    const trades = await db.query<{
      side: string;
      role: string;
      xrp: string;
      tokens: string;
      priced: boolean;
    }>(
      `SELECT side, role, xrp_drops::text AS xrp, token_amount::text AS tokens,
         abs(price_in_xrp * token_amount - xrp_drops / 1000000.0) < 0.000001 AS priced
       FROM trades WHERE token_id = $1 ORDER BY ledger_index`,
      [AMT],
    );
    expect(trades).toEqual([
      { side: 'buy', role: 'taker', xrp: '100000000', tokens: bought.value.toString(), priced: true },
      { side: 'sell', role: 'taker', xrp: sold.drops.toString(), tokens: '3000', priced: true },
    ]);
    const [held] = await db.query(
      `SELECT balance::text AS balance, xrp_spent_drops::text AS spent, xrp_sold_drops::text AS sold, buys, sells
       FROM holdings WHERE classic_address = $1 AND token_id = $2`,
      [trader.address, AMT],
    );
    expect(held).toEqual({
      balance: bought.value.sub(IssuedValue.fromString('3000')).toString(),
      spent: '100000000',
      sold: sold.drops.toString(),
      buys: 1,
      sells: 1,
    });
    const candles = await db.query<{ volume: string; trades: number; open: string; close: string }>(
      // Summed over days: a run across midnight UTC splits the day candle in two.
      `SELECT sum(volume_drops)::text AS volume, sum(trades)::int AS trades,
         (array_agg(open::text ORDER BY bucket))[1] AS open, (array_agg(close::text ORDER BY bucket DESC))[1] AS close
       FROM candles WHERE token_id = $1 AND interval = '1d'`,
      [AMT],
    );
    const prices = await db.query<{ price: string }>(
      'SELECT price_in_xrp::text AS price FROM trades WHERE token_id = $1 ORDER BY ledger_index',
      [AMT],
    );
    expect(candles).toEqual([
      {
        volume: (100_000_000n + sold.drops).toString(),
        trades: 2,
        open: prices[0]?.price,
        close: prices[1]?.price,
      },
    ]);
    // The provider only created the pool: an AMM event, no trade.
    const events = await db.query('SELECT kind FROM amm_events WHERE classic_address = $1', [
      provider.address,
    ]);
    expect(events).toEqual([{ kind: 'create' }]);
  }, 60_000);

  it('counts the offer owner a taker crossed as a maker, and only the taker in the volume', async () => {
    const taker = wallet(27);
    await submit(client, genesis(), {
      TransactionType: 'Payment',
      Destination: taker.address,
      Amount: '1000000000',
    });
    await submit(client, taker, { TransactionType: 'TrustSet', LimitAmount: token('1000000') });
    // Alice offers 100 TOK at 0.5 XRP; the taker buys 20 of them for 10 XRP.
    await submit(client, alice, {
      TransactionType: 'OfferCreate',
      TakerGets: token('100'),
      TakerPays: '50000000',
    });
    const last = await submit(client, taker, {
      TransactionType: 'OfferCreate',
      TakerGets: '10000000',
      TakerPays: token('20'),
    });
    const fourth = follower();
    await fourth.start();
    await fourth.waitFor(last);
    await fourth.stop();
    const trades = await db.query(
      `SELECT classic_address AS account, side, role, xrp_drops::text AS xrp, token_amount::text AS tokens
       FROM trades WHERE token_id = $1 ORDER BY role DESC`,
      [TOK],
    );
    expect(trades).toEqual([
      { account: taker.address, side: 'buy', role: 'taker', xrp: '10000000', tokens: '20' },
      { account: alice.address, side: 'sell', role: 'maker', xrp: '10000000', tokens: '20' },
    ]);
    const totals = await db.query(
      `SELECT classic_address AS account, xrp_spent_drops::text AS spent, xrp_sold_drops::text AS sold, buys, sells
       FROM holdings WHERE token_id = $1 AND (buys > 0 OR sells > 0) ORDER BY buys DESC`,
      [TOK],
    );
    expect(totals).toEqual([
      { account: taker.address, spent: '10000000', sold: '0', buys: 1, sells: 0 },
      { account: alice.address, spent: '0', sold: '10000000', buys: 0, sells: 1 },
    ]);
    const [candle] = await db.query(
      `SELECT sum(volume_drops)::text AS volume, sum(trades)::int AS trades FROM candles
       WHERE token_id = $1 AND interval = '1d'`,
      [TOK],
    );
    expect(candle).toEqual({ volume: '10000000', trades: 1 });
    expect(await holdings()).toMatchObject({ [alice.address]: '879', [taker.address]: '20' });
  }, 60_000);

  it('keeps a token-to-token swap bridged through two pools as a sell leg and a buy leg, each worth the XRP between', async () => {
    const ammIssuer = wallet(24);
    const trader = wallet(26);
    const AMT = `AMT:${ammIssuer.address}`;
    // A second pool: Alice's TOK against XRP.
    await submit(client, alice, {
      TransactionType: 'AMMCreate',
      Amount: '100000000',
      Amount2: token('500'),
      TradingFee: 300,
    });
    await submit(client, trader, { TransactionType: 'TrustSet', LimitAmount: token('1000000') });
    const [poolAmt, poolTok] = [await poolOf(ammIssuer.address, 'AMT'), await poolOf(issuer.address, 'TOK')];
    const xrp = ammSwapIn(poolAmt.balances, issuedAmount('AMT', ammIssuer.address, '1000'), poolAmt.fee);
    const tok = ammSwapIn(poolTok.balances, xrp, poolTok.fee);
    if (xrp.kind !== 'xrp' || tok.kind !== 'issued') throw new Error('quotes of the pools');
    const last = await submit(client, trader, {
      TransactionType: 'OfferCreate',
      TakerGets: { currency: 'AMT', issuer: ammIssuer.address, value: '1000' },
      TakerPays: token('0.000001'),
      Flags: TF_SELL | TF_IMMEDIATE_OR_CANCEL,
    });
    const fifth = follower();
    await fifth.start();
    await fifth.waitFor(last);
    await fifth.stop();
    const legs = await db.query(
      `SELECT token_id, side, role, kind, xrp_drops::text AS xrp, token_amount::text AS tokens FROM trades
       WHERE classic_address = $1 AND kind = 'swap' ORDER BY side DESC`,
      [trader.address],
    );
    expect(legs).toEqual([
      { token_id: AMT, side: 'sell', role: 'taker', kind: 'swap', xrp: xrp.drops.toString(), tokens: '1000' },
      {
        token_id: TOK,
        side: 'buy',
        role: 'taker',
        kind: 'swap',
        xrp: xrp.drops.toString(),
        tokens: tok.value.toString(),
      },
    ]);
  }, 60_000);
});
