/**
 * The ledger node goes away for a while and comes back (closed, or killed with kill -9), on the same port with
 * the same data: the running server finds it again by itself. Trades made after the restart reach the index
 * and the live stream (/api/events); what was written to the ledger while the server could not see it is
 * indexed exactly once; while the ledger is away, calls that need it answer 503 at once instead of hanging.
 */
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { IssuedValue } from '@horizon/protocol';
import { afterEach, describe, expect, it } from 'vitest';
import { Client } from 'xrpl';
import { SERVER_MESSAGES } from '../../src/http/messages.js';
import { type Localnet, startManualLocalnet } from '../support/localnet.js';
import {
  EventStream,
  OUT,
  type RunningServer,
  alice,
  bob,
  buyOut,
  openMarket,
  out,
  sleep,
  spawnLocalnet,
  startServer,
  submitTx,
  until,
} from './outage-harness.js';

const OUTAGE_MS = 2000;
const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function connect(url: string): Promise<Client> {
  const client = new Client(url);
  await client.connect();
  cleanups.push(() => client.disconnect().catch(() => undefined));
  return client;
}

async function serverOn(url: string): Promise<{ server: RunningServer; stream: EventStream }> {
  const server = await startServer(url);
  cleanups.push(() => server.close());
  const stream = await EventStream.open(`${server.url}/api/events`);
  cleanups.push(async () => stream.close());
  return { server, stream };
}

/** The newest ledger the database holds (the durable state the indexer resumes from). */
async function indexed(server: RunningServer): Promise<number> {
  const [row] = await server.services.db.query<{ last: number | null }>(
    'SELECT max(ledger_index)::int AS last FROM indexed_ledgers',
  );
  return row?.last ?? 0;
}

/** How long after the node was back something happened, logged for the report (not asserted). */
function report(how: string, backAt: number, what: string): void {
  console.info(`[ledger-outage] ${how}: ${what} ${Date.now() - backAt} ms after the node was back`);
}

/** When the indexer said it was connected again, from its log line, for the report (not asserted). */
function reportReconnect(server: RunningServer, how: string, backAt: number): void {
  const line = server.logs.lines
    .map((l) => JSON.parse(l) as { msg?: string; connection?: string; time?: number })
    .find((l) => l.msg === 'connected to the ledger again' && l.connection === 'ledger');
  console.info(
    `[ledger-outage] ${how}: the indexer reconnected ${(line?.time ?? NaN) - backAt} ms after the node was back`,
  );
}

/** The indexer's own account of itself once healed: connected, and not behind. */
async function expectCaughtUp(server: RunningServer, last: number): Promise<void> {
  await until(() => server.services.indexerStatus()?.behind === 0, 10_000);
  expect(server.services.indexerStatus()).toMatchObject({ connected: true, behind: 0 });
  expect(server.services.indexerStatus()?.lastIndexedLedger).toBeGreaterThanOrEqual(last);
}

function tradeWith(hash: string) {
  return (e: { type: string; data: Record<string, unknown> }) =>
    e.type === 'trade' && (e.data['trade'] as { tx_hash?: string }).tx_hash === hash;
}

async function tradesOf(server: RunningServer, address: string) {
  return server.services.db.query<{ tx_hash: string; side: string }>(
    'SELECT tx_hash, side FROM trades WHERE classic_address = $1 AND token_id = $2 ORDER BY ledger_index',
    [address, OUT],
  );
}

/** Every ledger from the first indexed to the last is there once: no gap, no double. */
async function ledgerRange(server: RunningServer) {
  const [row] = await server.services.db.query<{ rows: number; first: number; last: number }>(
    `SELECT count(*)::int AS rows, min(ledger_index)::int AS first, max(ledger_index)::int AS last
     FROM indexed_ledgers`,
  );
  return row;
}

describe('the server when the ledger node goes away and comes back', () => {
  it('heals after the node is closed for 2 s: a trade made after the restart reaches the index and /api/events', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'horizon-outage-ledger-'));
    let net: Localnet = await startManualLocalnet({ dataDir });
    cleanups.push(() => net.close());
    let client = await connect(net.url);
    const ready = await openMarket(client);
    const { server, stream } = await serverOn(net.url);
    await until(async () => (await indexed(server)) >= ready, 30_000);
    const wallet = await fetch(`${server.url}/api/wallets/${bob.address}`);
    expect(wallet.status).toBe(200);

    const port = Number(new URL(net.url).port);
    await client.disconnect();
    await net.close();
    await sleep(OUTAGE_MS);
    // While the ledger is away a call that needs it says so at once.
    const refused = await fetch(`${server.url}/api/wallets/${bob.address}`);
    expect(refused.status).toBe(503);
    expect(await refused.json()).toEqual({ detail: SERVER_MESSAGES.ledgerUnavailable });

    net = await startManualLocalnet({ dataDir, wsPort: port });
    const backAt = Date.now();
    client = await connect(net.url);
    const buy = await buyOut(client);
    const event = await stream.next(tradeWith(buy.hash), 30_000);
    report('closed for 2 s', backAt, 'the trade made after the restart reached /api/events');
    expect(event.data['trade']).toMatchObject({
      tx_hash: buy.hash,
      ledger_index: buy.ledger,
      classic_address: bob.address,
      token_id: OUT,
      side: 'buy',
      xrp_amount: '1',
    });
    expect(await tradesOf(server, bob.address)).toEqual([{ tx_hash: buy.hash, side: 'buy' }]);
    const range = await ledgerRange(server);
    expect(range?.rows).toBe((range?.last ?? 0) - (range?.first ?? 0) + 1);
    await expectCaughtUp(server, buy.ledger);
    reportReconnect(server, 'closed for 2 s', backAt);
    expect(server.logs.text).toContain('lost the connection to the ledger');
    expect(server.logs.text).toContain('connected to the ledger again');
    // And the calls that need the ledger work again.
    await until(async () => (await fetch(`${server.url}/api/wallets/${bob.address}`)).status === 200, 30_000);
  }, 120_000);

  it('heals after the node is killed with kill -9 for 2 s and started again on the same port and data', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'horizon-outage-ledger-'));
    let node = await spawnLocalnet(dataDir);
    cleanups.push(() => node.kill());
    let client = await connect(node.url);
    const ready = await openMarket(client);
    const { server, stream } = await serverOn(node.url);
    await until(async () => (await indexed(server)) >= ready, 30_000);

    await node.kill();
    await sleep(OUTAGE_MS);

    node = await spawnLocalnet(dataDir, node.port);
    const backAt = Date.now();
    client = await connect(node.url);
    const buy = await buyOut(client);
    const event = await stream.next(tradeWith(buy.hash), 30_000);
    report('killed with kill -9 for 2 s', backAt, 'the trade made after the restart reached /api/events');
    expect(event.data['trade']).toMatchObject({
      tx_hash: buy.hash,
      classic_address: bob.address,
      side: 'buy',
    });
    expect(await tradesOf(server, bob.address)).toEqual([{ tx_hash: buy.hash, side: 'buy' }]);
    const range = await ledgerRange(server);
    expect(range?.rows).toBe((range?.last ?? 0) - (range?.first ?? 0) + 1);
    await expectCaughtUp(server, buy.ledger);
    reportReconnect(server, 'killed with kill -9 for 2 s', backAt);
  }, 120_000);

  it('indexes once what was written to the ledger while the server could not reach it, and carries on live', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'horizon-outage-ledger-'));
    let net: Localnet = await startManualLocalnet({ dataDir });
    cleanups.push(() => net.close());
    let client = await connect(net.url);
    const ready = await openMarket(client);
    const { server, stream } = await serverOn(net.url);
    await until(async () => (await indexed(server)) >= ready, 30_000);
    const port = Number(new URL(net.url).port);
    await client.disconnect();
    await net.close();

    // The same node, with the same data, on a port the server does not know: it writes three ledgers.
    const aside = await startManualLocalnet({ dataDir });
    cleanups.push(() => aside.close());
    client = await connect(aside.url);
    const paid = await submitTx(client, alice, {
      TransactionType: 'Payment',
      Destination: bob.address,
      Amount: out('10'),
    });
    const buy = await buyOut(client);
    const repaid = await submitTx(client, bob, {
      TransactionType: 'Payment',
      Destination: alice.address,
      Amount: out('2.5'),
    });
    await client.disconnect();
    await aside.close();
    await sleep(OUTAGE_MS);

    net = await startManualLocalnet({ dataDir, wsPort: port });
    const backAt = Date.now();
    client = await connect(net.url);
    await until(async () => (await indexed(server)) >= repaid.ledger, 30_000);
    report('missed three ledgers', backAt, 'the missed ledgers were indexed');
    const live = await submitTx(client, alice, {
      TransactionType: 'Payment',
      Destination: bob.address,
      Amount: out('1'),
    });
    await until(async () => (await indexed(server)) >= live.ledger, 30_000);

    expect(await tradesOf(server, bob.address)).toEqual([{ tx_hash: buy.hash, side: 'buy' }]);
    const transfers = await server.services.db.query<{ tx_hash: string; n: number }>(
      'SELECT tx_hash, count(*)::int AS n FROM transfers WHERE tx_hash = ANY($1) GROUP BY tx_hash ORDER BY 1',
      [[paid.hash, repaid.hash, live.hash]],
    );
    expect(transfers).toEqual(
      [paid.hash, repaid.hash, live.hash].sort().map((tx_hash) => ({ tx_hash, n: 1 })),
    );
    const range = await ledgerRange(server);
    expect(range?.rows).toBe((range?.last ?? 0) - (range?.first ?? 0) + 1);
    // The index's holdings are the ledger's own balances: nothing missed, nothing counted twice.
    for (const holder of [alice, bob]) {
      const { result } = await client.request({ command: 'account_lines', account: holder.address });
      const [row] = await server.services.db.query<{ balance: string }>(
        'SELECT balance::text AS balance FROM holdings WHERE classic_address = $1 AND token_id = $2',
        [holder.address, OUT],
      );
      const onLedger = result.lines.find((l) => l.currency === 'OUT')?.balance ?? 'none';
      expect(IssuedValue.fromString(row?.balance ?? '0').toString()).toBe(
        IssuedValue.fromString(onLedger).toString(),
      );
    }
    // The live stream told each missed ledger and the missed trade once, in order.
    await stream.next((e) => e.type === 'ledger' && e.data['ledger_index'] === live.ledger, 30_000);
    const ledgers = stream.events
      .filter((e) => e.type === 'ledger')
      .map((e) => Number(e.data['ledger_index']))
      .filter((index) => index > ready);
    expect(ledgers).toEqual(Array.from({ length: live.ledger - ready }, (_, i) => ready + 1 + i));
    expect(stream.events.filter(tradeWith(buy.hash))).toHaveLength(1);
    await expectCaughtUp(server, live.ledger);
    reportReconnect(server, 'missed three ledgers', backAt);
    expect(server.logs.text).toContain('indexer is behind the ledger; catching up');
    expect(server.logs.text).toContain('indexer caught up with the ledger');
  }, 120_000);
});
