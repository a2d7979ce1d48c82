/**
 * The trading app against a real localnet and a real database, signing with real xrpl.js wallets, as the
 * browser does: convert the unsigned transaction, sign it locally, post the blob.
 */
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { prepareUnsigned } from '@horizon/core';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { Client, Wallet } from 'xrpl';
import { buildApp } from '../../src/app.js';
import { loadConfig } from '../../src/config/config.js';
import type { Database } from '../../src/db/database.js';
import { MemoryRateLimitStore } from '../../src/rate-limit/memory-store.js';
import type { TradeLedger } from '../../src/relay/index.js';
import { LedgerConnection } from '../../src/xrpl/ledger-connection.js';
import { XrplLedgerGateway } from '../../src/xrpl/xrpl-gateway.js';
import { FakeLedger } from '../support/fake-ledger.js';
import { type Localnet, fund, loadStartLocalnet } from '../support/localnet.js';
import {
  ALTCHA_KEY,
  MASTER_KEY,
  LogCapture,
  SESSION_SECRET,
  TestClock,
  testDatabase,
  verifySession,
} from '../support/test-app.js';

export interface Harness {
  readonly localnet: Localnet;
  readonly client: Client;
  readonly treasury: Wallet;
  readonly db: Database;
  /** The apps' clock (a restart keeps it): tests move it to pass a period. */
  readonly clock: TestClock;
  app: FastifyInstance;
  cookie: string;
  /** Builds a second app on the same database (a restart). */
  restart(ledger?: TradeLedger): Promise<void>;
  close(): Promise<void>;
}

/**
 * One harness for a test file: started before its tests and closed after them. Tests call the function it
 * returns, which fails plainly when the localnet could not be loaded.
 */
export function useHarness(options?: Parameters<typeof startHarness>[0]): () => Harness {
  let h: Harness | undefined;
  beforeAll(async () => {
    h = await startHarness(options);
  }, 120_000);
  afterAll(async () => h?.close());
  return () => {
    if (!h) throw new Error('the localnet could not be loaded');
    return h;
  };
}

export async function startHarness(
  options: {
    ledger?: (url: string) => TradeLedger;
    env?: Record<string, string>;
    /** Reads for proofs and premium from the localnet instead of a fake (voting needs real premium). */
    realGateway?: boolean;
  } = {},
): Promise<Harness | undefined> {
  const start = await loadStartLocalnet();
  if (!start) return undefined;
  const localnet = await start({ wsPort: 0, rpcPort: 0, closeIntervalMs: 100 });
  const client = new Client(localnet.url);
  await client.connect();
  const treasury = Wallet.generate();
  await fund(localnet, treasury.address, '100');
  const db = await testDatabase();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'horizon-trade-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    WEB_DIR: path.join(dataDir, 'no-web'),
    ALTCHA_MAX_NUMBER: '2000',
    LOG_LEVEL: 'warn',
    XRPL_URL: localnet.url,
    TREASURY_ADDRESS: treasury.address,
    RATE_LIMIT_PER_IP: '100000',
    RATE_LIMIT_PER_WALLET: '100000',
    ...options.env,
  });
  const clock = new TestClock(Date.now());
  const build = async (ledger?: TradeLedger) => {
    const connection = new LedgerConnection(localnet.url);
    const app = await buildApp({
      config,
      db,
      ledger: options.realGateway ? new XrplLedgerGateway(connection) : new FakeLedger(),
      connection,
      clock,
      rateLimitStore: new MemoryRateLimitStore(clock),
      keys: { sessionSecret: SESSION_SECRET, altchaHmacKey: ALTCHA_KEY, masterKey: MASTER_KEY },
      logStream: new LogCapture(),
      ...(ledger ? { tradeLedger: ledger } : {}),
    });
    app.addHook('onClose', () => connection.close());
    await app.ready();
    return app;
  };
  const app = await build(options.ledger?.(localnet.url));
  const harness: Harness = {
    localnet,
    client,
    treasury,
    db,
    clock,
    app,
    cookie: await verifySession(app),
    async restart(ledger) {
      await harness.app.close();
      harness.app = await build(ledger);
      harness.cookie = await verifySession(harness.app);
    },
    async close() {
      await harness.app.close();
      await client.disconnect();
      await db.close();
      await localnet.close();
    },
  };
  return harness;
}

export async function newFundedWallet(h: Harness, xrp = '1000'): Promise<Wallet> {
  const wallet = Wallet.generate();
  await fund(h.localnet, wallet.address, xrp);
  return wallet;
}

export function post(
  h: Harness,
  name: string,
  payload: Record<string, unknown>,
): Promise<LightMyRequestResponse> {
  const url = name.startsWith('/') ? name : `/api/trustless/${name}`;
  return h.app.inject({ method: 'POST', url, headers: { cookie: h.cookie }, payload });
}

/** What the browser does with an unsigned transaction: convert, force Account, sign locally. */
export function sign(tx: unknown, wallet: Wallet, name = 'transaction'): string {
  return wallet.sign(prepareUnsigned(tx, wallet.classicAddress, name) as never).tx_blob;
}

export async function xrpBalance(h: Harness, address: string): Promise<bigint> {
  const { result } = await h.client.request({
    command: 'account_info',
    account: address,
    ledger_index: 'validated',
  });
  return BigInt(result.account_data.Balance);
}

export async function accountSequence(h: Harness, address: string): Promise<number> {
  const { result } = await h.client.request({
    command: 'account_info',
    account: address,
    ledger_index: 'current',
  });
  return result.account_data.Sequence;
}

export async function lineBalance(h: Harness, holder: string, issuer: string, currency: string) {
  const { result } = await h.client.request({
    command: 'account_lines',
    account: holder,
    peer: issuer,
    ledger_index: 'validated',
  });
  return result.lines.find((l) => l.currency === currency);
}

/** Submits a transaction signed by `wallet` directly (test setup), closes the ledger, answers its result. */
export async function submitDirect(h: Harness, wallet: Wallet, tx: Record<string, unknown>): Promise<string> {
  const prepared = await h.client.autofill({ ...tx, Account: wallet.classicAddress } as never);
  const signed = wallet.sign(prepared);
  const submitted = await h.client.request({ command: 'submit', tx_blob: signed.tx_blob });
  const preliminary = submitted.result.engine_result;
  if (preliminary.startsWith('tem') || preliminary.startsWith('tef')) return preliminary;
  for (let closes = 0; closes < 20; closes++) {
    await h.client.request({ command: 'ledger_accept' } as never);
    const found = await h.client.request({ command: 'tx', transaction: signed.hash }).catch(() => undefined);
    if (found?.result.validated)
      return (found.result.meta as { TransactionResult: string }).TransactionResult;
  }
  throw new Error(`${String(tx['TransactionType'])} was not validated (${preliminary})`);
}
