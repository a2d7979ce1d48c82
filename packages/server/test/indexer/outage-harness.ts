/**
 * What the ledger-outage tests share: the server wired as main.ts wires it (services, app, indexer) on a real
 * port, a reader of GET /api/events that keeps every event, a localnet in its own process that can be killed
 * with SIGKILL, and a small market (a token with an XRP pool) to trade in.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { type Client, Wallet } from 'xrpl';
import { ASF_DEFAULT_RIPPLE, TF_IMMEDIATE_OR_CANCEL, TF_SELL } from '@horizon/protocol';
import { buildApp } from '../../src/app.js';
import { loadConfig } from '../../src/config/index.js';
import { type Services, openServices } from '../../src/services.js';
import { LogCapture } from '../support/test-app.js';
import { genesis } from '../support/localnet.js';

export interface RunningServer {
  readonly url: string;
  readonly app: FastifyInstance;
  readonly services: Services;
  readonly logs: LogCapture;
  close(): Promise<void>;
}

/** The server as `npm start` runs it against `xrplUrl`, with its own data dir (PGlite) and captured logs. */
export async function startServer(xrplUrl: string): Promise<RunningServer> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'horizon-outage-server-'));
  const config = loadConfig({
    XRPL_URL: xrplUrl,
    DATA_DIR: dataDir,
    WEB_DIR: path.join(dataDir, 'no-web'),
    LOG_LEVEL: 'debug',
  });
  const services = await openServices(config);
  const logs = new LogCapture();
  const app = await buildApp({ ...services, logStream: logs });
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  await services.startIndexer(app.log);
  return {
    url,
    app,
    services,
    logs,
    async close() {
      await app.close();
      await services.close();
    },
  };
}

export interface StreamEvent {
  readonly type: string;
  readonly data: Record<string, unknown>;
}

/** GET /api/events over real HTTP, every event kept in order of arrival. */
export class EventStream {
  readonly events: StreamEvent[] = [];
  readonly #controller = new AbortController();
  readonly #waiters = new Set<() => void>();

  static async open(url: string): Promise<EventStream> {
    const stream = new EventStream();
    await stream.#read(url);
    return stream;
  }

  /** Resolves once the server said it is connected; events keep arriving in the background. */
  async #read(url: string): Promise<void> {
    const response = await fetch(url, { signal: this.#controller.signal });
    if (!response.ok || !response.body) throw new Error(`the stream answered ${response.status}`);
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    let connected: () => void = () => undefined;
    const opened = new Promise<void>((resolve) => (connected = resolve));
    void (async () => {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        buffer += value;
        for (let end = buffer.indexOf('\n\n'); end !== -1; end = buffer.indexOf('\n\n')) {
          const lines = buffer.slice(0, end).split('\n');
          buffer = buffer.slice(end + 2);
          if (lines.includes(': connected')) connected();
          const type = lines.find((l) => l.startsWith('event: '))?.slice('event: '.length);
          const data = lines.find((l) => l.startsWith('data: '))?.slice('data: '.length);
          if (type !== undefined && data !== undefined) {
            this.events.push({ type, data: JSON.parse(data) as Record<string, unknown> });
            for (const waiter of this.#waiters) waiter();
          }
        }
      }
    })().catch(() => undefined);
    await opened;
  }

  /** The first event (already seen or still to come) that `matches`; rejects after `timeoutMs`. */
  next(matches: (event: StreamEvent) => boolean, timeoutMs: number): Promise<StreamEvent> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.#waiters.delete(check);
        reject(new Error('no such event on /api/events in time'));
      }, timeoutMs);
      const check = () => {
        const found = this.events.find(matches);
        if (!found) return;
        clearTimeout(timer);
        this.#waiters.delete(check);
        resolve(found);
      };
      this.#waiters.add(check);
      check();
    });
  }

  close(): void {
    this.#controller.abort();
  }
}

/** A localnet in a child process (the ledger package's CLI), as `npm run localnet` runs it. */
export interface LocalnetProcess {
  readonly url: string;
  readonly port: number;
  /** kill -9: no close frames, no goodbye. */
  kill(): Promise<void>;
}

export async function spawnLocalnet(dataDir: string, wsPort = 0): Promise<LocalnetProcess> {
  // Built at run time: the server may not import the ledger package (DESIGN.md), only run it.
  const cli = fileURLToPath(
    new URL(['..', '..', '..', 'ledger', 'src', 'cli.ts'].join('/'), import.meta.url),
  );
  const args = ['--import', 'tsx', '--conditions=@horizon/source', cli, '--data-dir', dataDir];
  const flags = ['--ws-port', String(wsPort), '--rpc-port', '0', '--close-interval-ms', '0'];
  const child: ChildProcess = spawn(process.execPath, [...args, ...flags], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout?.on('data', (d: Buffer) => {
      out += d.toString();
      const m = /WebSocket (ws:\/\/\S+)/.exec(out);
      if (m && out.includes('genesis account')) resolve(m[1] as string);
    });
    child.stderr?.on('data', (d: Buffer) => (out += d.toString()));
    child.once('exit', () => reject(new Error(`the localnet exited early: ${out}`)));
  });
  return {
    url,
    port: Number(new URL(url).port),
    async kill() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      child.kill('SIGKILL');
      await exited;
    },
  };
}

const wallet = (n: number) => Wallet.fromEntropy(new Uint8Array(16).fill(n));
export const issuer = wallet(41);
export const alice = wallet(42);
export const bob = wallet(43);
export const OUT = `OUT:${issuer.address}`;
export const out = (value: string) => ({ currency: 'OUT', issuer: issuer.address, value });

/** Signs, submits and closes the ledger; answers the transaction's hash and the validated ledger's index. */
export async function submitTx(
  client: Client,
  signer: Wallet,
  tx: Record<string, unknown>,
): Promise<{ hash: string; ledger: number }> {
  const prepared = await client.autofill({ ...tx, Account: signer.address } as never);
  const signed = signer.sign(prepared);
  const result = await client.request({ command: 'submit', tx_blob: signed.tx_blob });
  if (!result.result.engine_result.startsWith('tes')) throw new Error(result.result.engine_result);
  await client.request({ command: 'ledger_accept' } as never);
  const closed = await client.request({ command: 'ledger', ledger_index: 'validated' });
  return { hash: signed.hash, ledger: Number(closed.result.ledger_index) };
}

/** The issuer's OUT token, held by Alice and Bob, with Alice's XRP pool of it. Answers the last ledger. */
export async function openMarket(client: Client): Promise<number> {
  for (const w of [issuer, alice, bob])
    await submitTx(client, genesis(), {
      TransactionType: 'Payment',
      Destination: w.address,
      Amount: '2000000000',
    });
  await submitTx(client, issuer, { TransactionType: 'AccountSet', SetFlag: ASF_DEFAULT_RIPPLE });
  for (const w of [alice, bob])
    await submitTx(client, w, { TransactionType: 'TrustSet', LimitAmount: out('100000000') });
  await submitTx(client, issuer, {
    TransactionType: 'Payment',
    Destination: alice.address,
    Amount: out('50000'),
  });
  const pool = await submitTx(client, alice, {
    TransactionType: 'AMMCreate',
    Amount: '500000000',
    Amount2: out('20000'),
    TradingFee: 500,
  });
  return pool.ledger;
}

/** Bob buys OUT with 1 XRP from the pool. */
export function buyOut(client: Client): Promise<{ hash: string; ledger: number }> {
  return submitTx(client, bob, {
    TransactionType: 'OfferCreate',
    TakerGets: '1000000',
    TakerPays: out('0.000001'),
    Flags: TF_SELL | TF_IMMEDIATE_OR_CANCEL,
  });
}

/** Resolves once `ready()` holds, checking every 20 ms; answers how long it took (ms). */
export async function until(ready: () => boolean | Promise<boolean>, timeoutMs: number): Promise<number> {
  const started = Date.now();
  while (!(await ready())) {
    if (Date.now() - started > timeoutMs) throw new Error(`not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return Date.now() - started;
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
