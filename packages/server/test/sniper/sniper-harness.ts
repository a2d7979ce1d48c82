/**
 * The app on a real localnet with the real ledger gateway (premium and wallet proofs read the ledger), its logs
 * captured, and users who pass the bot check, prove their wallets and pay for premium as the browser would.
 */
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { Client, Wallet } from 'xrpl';
import { expect } from 'vitest';
import { buildApp } from '../../src/app.js';
import { loadConfig } from '../../src/config/config.js';
import type { Database } from '../../src/db/database.js';
import type { Program } from '../../src/programs/program.js';
import { MemoryRateLimitStore } from '../../src/rate-limit/memory-store.js';
import { LedgerConnection, XrplLedgerGateway } from '../../src/xrpl/index.js';
import { type Localnet, fund, loadStartLocalnet } from '../support/localnet.js';
import {
  ALTCHA_KEY,
  LogCapture,
  MASTER_KEY,
  SESSION_SECRET,
  TestClock,
  testDatabase,
  verifySession,
} from '../support/test-app.js';
import { proveWallet } from '../support/wallets.js';
import { submitDirect } from '../trade/harness.js';

export interface SniperHarness {
  readonly localnet: Localnet;
  readonly client: Client;
  readonly treasury: Wallet;
  readonly db: Database;
  readonly logs: LogCapture;
  /** The app's clock (the ledger keeps its own time). */
  readonly clock: TestClock;
  readonly app: FastifyInstance;
  readonly cookie: string;
  readonly sniper: Program;
  close(): Promise<void>;
}

export async function startSniperHarness(): Promise<SniperHarness> {
  const start = await loadStartLocalnet();
  if (!start) throw new Error('the localnet could not be loaded');
  const localnet = await start({ wsPort: 0, rpcPort: 0, closeIntervalMs: 100 });
  const client = new Client(localnet.url);
  await client.connect();
  const treasury = Wallet.generate();
  await fund(localnet, treasury.address, '100');
  const db = await testDatabase();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'horizon-sniper-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    WEB_DIR: path.join(dataDir, 'no-web'),
    ALTCHA_MAX_NUMBER: '2000',
    LOG_LEVEL: 'info',
    XRPL_URL: localnet.url,
    TREASURY_ADDRESS: treasury.address,
    RATE_LIMIT_PER_IP: '100000',
    RATE_LIMIT_PER_WALLET: '100000',
  });
  const clock = new TestClock(Date.now());
  const logs = new LogCapture();
  const connection = new LedgerConnection(localnet.url);
  const gateway = new XrplLedgerGateway(connection);
  const app = await buildApp({
    config,
    db,
    ledger: gateway,
    connection,
    clock,
    rateLimitStore: new MemoryRateLimitStore(clock),
    keys: { sessionSecret: SESSION_SECRET, altchaHmacKey: ALTCHA_KEY, masterKey: MASTER_KEY },
    logStream: logs,
  });
  await app.ready();
  const sniper = app.programs.find((p) => p.name === 'sniper') as Program;
  return {
    localnet,
    client,
    treasury,
    db,
    logs,
    clock,
    app,
    cookie: await verifySession(app),
    sniper,
    async close() {
      await app.close();
      await gateway.close();
      await connection.close();
      await client.disconnect();
      await db.close();
      await localnet.close();
    },
  };
}

export function call(h: SniperHarness, name: string, payload: Record<string, unknown>) {
  const url = name.startsWith('/') ? name : `/api/trustless/${name}`;
  return h.app.inject({ method: 'POST', url, headers: { cookie: h.cookie }, payload });
}

export function ok<T>(response: LightMyRequestResponse): T {
  expect(response.statusCode, response.body).toBe(200);
  return response.json<T>();
}

/** A funded wallet proved in the session; premium when it pays the 5 XRP to the treasury. */
export async function newUser(h: SniperHarness, premium: boolean): Promise<Wallet> {
  const wallet = Wallet.generate();
  await fund(h.localnet, wallet.address, '1000');
  const proof = await proveWallet(h.app, h.cookie, {
    address: wallet.classicAddress,
    publicKey: wallet.publicKey,
    privateKey: wallet.privateKey,
  });
  expect(proof.statusCode, proof.body).toBe(200);
  if (premium) {
    const paid = await direct(h, wallet, {
      TransactionType: 'Payment',
      Destination: h.treasury.address,
      Amount: '5000000',
    });
    expect(paid).toBe('tesSUCCESS');
  }
  return wallet;
}

/** The account's XRP in the validated ledger, in drops. */
export async function dropsOf(h: SniperHarness, address: string): Promise<bigint> {
  const { result } = await h.client.request({
    command: 'account_info',
    account: address,
    ledger_index: 'validated',
  });
  return BigInt(result.account_data.Balance);
}

/** What `holder` holds of the token in the validated ledger ('0' without a line). */
export async function tokensOf(h: SniperHarness, holder: string, tokenId: string): Promise<string> {
  const [currency, issuer] = tokenId.split(':');
  const { result } = await h.client.request({
    command: 'account_lines',
    account: holder,
    peer: issuer,
    ledger_index: 'validated',
  });
  return result.lines.find((l) => l.currency === currency)?.balance ?? '0';
}

/** Submits a transaction the user signs in their own wallet (setup), answers its final result. */
export function direct(h: SniperHarness, wallet: Wallet, tx: Record<string, unknown>): Promise<string> {
  return submitDirect({ client: h.client } as never, wallet, tx);
}

/** The user's pre-snipe wallet, funded from their own wallet with `xrp` whole XRP. */
export async function fundPreSnipe(h: SniperHarness, user: Wallet, xrp: string): Promise<string> {
  const address = ok<{ classic_address: string }>(
    await call(h, 'get_pre_snipe_classic_address', { classic_address: user.classicAddress }),
  ).classic_address;
  const drops = String(BigInt(xrp) * 1_000_000n);
  const paid = await direct(h, user, { TransactionType: 'Payment', Destination: address, Amount: drops });
  expect(paid).toBe('tesSUCCESS');
  return address;
}

/** From `fromLedger` on: the transaction fees the account paid and the XRP it delivered to `to`, in drops. */
export async function spentSince(h: SniperHarness, address: string, fromLedger: number, to: string) {
  const { result } = await h.client.request({
    command: 'account_tx',
    account: address,
    ledger_index_min: fromLedger,
    ledger_index_max: -1,
  });
  let fees = 0n;
  let paid = 0n;
  for (const entry of result.transactions as unknown as Record<string, Record<string, unknown>>[]) {
    const tx = (entry['tx_json'] ?? entry['tx']) as Record<string, unknown>;
    const meta = entry['meta'] as Record<string, unknown>;
    if (tx['Account'] !== address) continue;
    fees += BigInt(String(tx['Fee']));
    const delivered = meta['delivered_amount'];
    if (tx['TransactionType'] === 'Payment' && tx['Destination'] === to && typeof delivered === 'string')
      paid += BigInt(delivered);
  }
  return { fees, paid };
}
