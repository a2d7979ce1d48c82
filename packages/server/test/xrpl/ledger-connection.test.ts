/**
 * The server's connection to the ledger: it keeps trying while the ledger is away, answers "unavailable" at once
 * meanwhile, and when the node is back it reconnects and runs its subscribers' resubscription, so ledger closes
 * are heard again; one connection serves all its users.
 */
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { Client } from 'xrpl';
import { XrplLedgerClock } from '../../src/escrow-pools/ledger-clock.js';
import { LedgerUnavailableError } from '../../src/xrpl/gateway.js';
import { LedgerConnection } from '../../src/xrpl/ledger-connection.js';
import { type Localnet, startManualLocalnet } from '../support/localnet.js';

const opened: { close(): Promise<unknown> }[] = [];
afterEach(async () => {
  for (const thing of opened.splice(0).reverse()) await thing.close();
});

function logs() {
  const lines: { level: string; message: string; details: Record<string, unknown> }[] = [];
  const at = (level: string) => (details: object, message: string) =>
    lines.push({ level, message, details: details as Record<string, unknown> });
  return { lines, log: { info: at('info'), warn: at('warn'), debug: at('debug') } };
}

async function until(ready: () => boolean, timeoutMs = 20_000): Promise<void> {
  const started = Date.now();
  while (!ready()) {
    if (Date.now() - started > timeoutMs) throw new Error(`not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('a ledger connection', () => {
  it('answers unavailable when nothing listens, and at once while it waits to try again', async () => {
    const { lines, log } = logs();
    const connection = new LedgerConnection('ws://127.0.0.1:1', { log, name: 'test' });
    opened.push(connection);
    await expect(connection.request({ command: 'server_info' })).rejects.toThrow(LedgerUnavailableError);
    expect(connection.status()).toMatchObject({ connected: false, failedAttempts: 1 });
    await expect(connection.request({ command: 'server_info' })).rejects.toThrow(
      'Not connected to the ledger at ws://127.0.0.1:1',
    );
    expect(lines.map((l) => [l.level, l.message])).toEqual([['warn', 'cannot reach the ledger; retrying']]);
  });

  it('reconnects to a node restarted on the same port after 2 s and resubscribes to its streams', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'horizon-connection-'));
    let net: Localnet = await startManualLocalnet({ dataDir });
    opened.push({ close: () => net.close() });
    const { lines, log } = logs();
    const connection = new LedgerConnection(net.url, { log, name: 'test' });
    opened.push(connection);
    let connects = 0;
    const closes: number[] = [];
    connection.onConnected(async () => {
      connects += 1;
      await connection.request({ command: 'subscribe', streams: ['ledger'] });
    });
    connection.onLedgerClosed((index) => closes.push(index));
    connection.open();
    await until(() => connects === 1);

    const port = Number(new URL(net.url).port);
    await net.close();
    await until(() => !connection.connected);
    await expect(connection.request({ command: 'server_info' })).rejects.toThrow(LedgerUnavailableError);
    await new Promise((resolve) => setTimeout(resolve, 2000));
    net = await startManualLocalnet({ dataDir, wsPort: port });
    await until(() => connects === 2);

    const client = new Client(net.url);
    await client.connect();
    opened.push({ close: () => client.disconnect() });
    await client.request({ command: 'ledger_accept' } as never);
    const { result } = await client.request({ command: 'ledger', ledger_index: 'validated' });
    await until(() => closes.includes(Number(result.ledger_index)));
    expect(connection.status()).toMatchObject({ connected: true, downSince: null, failedAttempts: 0 });
    expect(connection.status().lastLedger).toBeGreaterThanOrEqual(Number(result.ledger_index));

    const said = lines.filter((l) => l.level !== 'debug').map((l) => l.message);
    expect(said[0]).toBe('connected to the ledger');
    expect(said[1]).toBe('lost the connection to the ledger');
    expect(said.at(-1)).toBe('connected to the ledger again');
    // Every failed attempt in between is a line of its own, numbered.
    const attempts = lines
      .filter((l) => l.message.startsWith('cannot reach'))
      .map((l) => l.details['attempt']);
    expect(attempts).toEqual(Array.from({ length: attempts.length }, (_, i) => i + 1));
    expect(attempts.length).toBeGreaterThan(0);
  }, 60_000);

  it('serves two users at once, and both work again after the node restarts, with no step of their own', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'horizon-connection-'));
    let net: Localnet = await startManualLocalnet({ dataDir });
    opened.push({ close: () => net.close() });
    const connection = new LedgerConnection(net.url, { name: 'test' });
    opened.push(connection);
    // One user reads the ledger's time (the escrow clock), the other follows the ledger stream.
    const clock = new XrplLedgerClock(connection);
    const answers: number[] = [];
    const closes: number[] = [];
    connection.subscribe({
      streams: ['ledger'],
      onSubscribed: (r) => void answers.push(Number(r.ledger_index)),
    });
    connection.onLedgerClosed((index) => closes.push(index));
    expect(await clock.closeTime()).toBeGreaterThan(0);
    await until(() => answers.length === 1);

    const port = Number(new URL(net.url).port);
    await net.close();
    await until(() => !connection.connected);
    await expect(clock.closeTime()).rejects.toThrow(LedgerUnavailableError);
    net = await startManualLocalnet({ dataDir, wsPort: port });
    await until(() => answers.length === 2);

    expect(await clock.closeTime()).toBeGreaterThan(0);
    const client = new Client(net.url);
    await client.connect();
    opened.push({ close: () => client.disconnect() });
    await client.request({ command: 'ledger_accept' } as never);
    const { result } = await client.request({ command: 'ledger', ledger_index: 'validated' });
    await until(() => closes.includes(Number(result.ledger_index)));
    expect(connection.status()).toMatchObject({ connected: true, downSince: null, failedAttempts: 0 });
    expect(connection.status().lastLedger).toBeGreaterThanOrEqual(Number(result.ledger_index));
  }, 60_000);
});
