import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { ServerEvent } from '@horizon/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, Wallet } from 'xrpl';
import type { Database } from '../../src/db/database.js';
import { migrate } from '../../src/db/migrations.js';
import { MarketEvents } from '../../src/indexer/events.js';
import { LedgerFollower } from '../../src/indexer/follower.js';
import { openTestPglite } from '../support/databases.js';
import { type Localnet, genesis, startLocalnet, submit } from './localnet.js';

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

async function connect(url: string): Promise<Client> {
  const c = new Client(url);
  await c.connect();
  return c;
}

function follower(events?: MarketEvents): LedgerFollower {
  return new LedgerFollower({ url: net.url, db, retryMs: 100, ...(events ? { events } : {}) });
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
  net = await startLocalnet({ dataDir });
  client = await connect(net.url);
  db = await openTestPglite();
  await migrate(db);
}, 120_000);

afterAll(async () => {
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
    await submit(client, issuer, { TransactionType: 'AccountSet', SetFlag: 8 });
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
    net = await startLocalnet({ dataDir, wsPort: port });
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

  it.todo(
    'derives buys and sells through the AMM with exact totals, PnL and candles (needs the localnet DEX: AMMCreate, offers)',
  );
  it.todo('counts the offer owner a taker crossed as a maker (needs OfferCreate on the localnet)');
});
