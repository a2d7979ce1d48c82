/**
 * Trading: the time to build a buy (buy_token_unsigned, p50/p99) and the end-to-end time of a buy from the
 * unsigned call to the validated result of the trade and its fee payments, on a localnet closing a ledger
 * every second, against a real AMM pool. Run: npx tsx --conditions=@horizon/source packages/server/bench/trade-bench.ts
 */
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { prepareUnsigned } from '@horizon/core';
import { solveChallenge } from 'altcha-lib/v1';
import type { FastifyInstance } from 'fastify';
import { Client, Wallet } from 'xrpl';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config/config.js';
import { migrate } from '../src/db/migrations.js';
import { MemoryRateLimitStore } from '../src/rate-limit/memory-store.js';
import { openTestPglite } from '../test/support/databases.js';
import { FakeLedger } from '../test/support/fake-ledger.js';
import { fund, loadStartLocalnet } from '../test/support/localnet.js';

const RUNS = Number(process.env['BENCH_RUNS'] ?? 200);
const E2E_RUNS = Number(process.env['BENCH_E2E_RUNS'] ?? 10);

const start = await loadStartLocalnet();
if (!start) throw new Error('the localnet could not be loaded');
const localnet = await start({ wsPort: 0, rpcPort: 0, closeIntervalMs: 1000 });
const client = new Client(localnet.url);
await client.connect();
const [treasury, issuer, trader, provider] = [
  Wallet.generate(),
  Wallet.generate(),
  Wallet.generate(),
  Wallet.generate(),
];
for (const w of [treasury, issuer, trader]) await fund(localnet, w.address, '10000');
await fund(localnet, provider.address, '200000');

/** Setup only: submits, then closes ledgers until the transaction is validated. */
async function submitSetup(wallet: Wallet, tx: Record<string, unknown>): Promise<void> {
  const prepared = await client.autofill({ ...tx, Account: wallet.address } as never);
  const signed = wallet.sign(prepared);
  await client.request({ command: 'submit', tx_blob: signed.tx_blob });
  for (;;) {
    await client.request({ command: 'ledger_accept' } as never);
    const found = await client.request({ command: 'tx', transaction: signed.hash }).catch(() => undefined);
    if (!found?.result.validated) continue;
    const result = (found.result.meta as { TransactionResult: string }).TransactionResult;
    if (result !== 'tesSUCCESS') throw new Error(`${String(tx['TransactionType'])}: ${result}`);
    return;
  }
}
const usd = (value: string) => ({ currency: 'USD', issuer: issuer.address, value });
await submitSetup(issuer, { TransactionType: 'AccountSet', SetFlag: 8 });
await submitSetup(provider, { TransactionType: 'TrustSet', LimitAmount: usd('1000000000') });
await submitSetup(issuer, {
  TransactionType: 'Payment',
  Destination: provider.address,
  Amount: usd('1000000000'),
});
await submitSetup(provider, {
  TransactionType: 'AMMCreate',
  Amount: '100000000000',
  Amount2: usd('1000000000'),
  TradingFee: 500,
});
const db = await openTestPglite();
await migrate(db);
const dataDir = await mkdtemp(path.join(os.tmpdir(), 'horizon-trade-bench-'));
const config = loadConfig({
  DATA_DIR: dataDir,
  WEB_DIR: path.join(dataDir, 'none'),
  ALTCHA_MAX_NUMBER: '2000',
  LOG_LEVEL: 'warn',
  XRPL_URL: localnet.url,
  TREASURY_ADDRESS: treasury.address,
  RATE_LIMIT_PER_IP: '1000000',
  RATE_LIMIT_PER_WALLET: '1000000',
});
const app = await buildApp({
  config,
  db,
  ledger: new FakeLedger(),
  rateLimitStore: new MemoryRateLimitStore(),
  keys: {
    sessionSecret: 'bench-session-secret-0123456789abcdef0123',
    altchaHmacKey: 'bench-altcha-key-0123456789abcdef0123456',
    masterKey: 'be4c'.repeat(16),
  },
});
const cookie = await verify(app);

async function verify(server: FastifyInstance): Promise<string> {
  const challenge = (await server.inject({ method: 'GET', url: '/api/verify_challenge' })).json();
  const solution = await solveChallenge(
    challenge.challenge,
    challenge.salt,
    challenge.algorithm,
    challenge.maxnumber,
  ).promise;
  const token = Buffer.from(
    JSON.stringify({ ...challenge, number: solution?.number, took: solution?.took }),
  ).toString('base64');
  const response = await server.inject({
    method: 'POST',
    url: '/api/verify_cf_token',
    payload: { cf_token: token },
  });
  const set = response.cookies.find((c) => c.name.endsWith('horizon_session'));
  return `${set?.name}=${set?.value}`;
}

const call = (name: string, payload: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: `/api/trustless/${name}`, headers: { cookie }, payload });
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? NaN;

const build: number[] = [];
for (let i = 0; i < RUNS; i++) {
  const t0 = performance.now();
  const response = await call('buy_token_unsigned', {
    classic_address: trader.address,
    token_id: `USD:${issuer.address}`,
    xrp_amount: '10',
  });
  build.push(performance.now() - t0);
  if (response.statusCode !== 200) throw new Error(response.body);
}
build.sort((a, b) => a - b);
console.log(
  `buy_token_unsigned build: p50 ${percentile(build, 0.5).toFixed(1)} ms, p99 ${percentile(build, 0.99).toFixed(1)} ms (${RUNS} runs)`,
);

const BLOB_NAMES: Record<string, string> = {
  trustline_tx: 'tx_blob_trustline',
  buy_tx: 'tx_blob_buy',
  tx_fee: 'tx_blob_fee',
  tx_referral_fee: 'tx_blob_referral_fee',
  tx_burn_back: 'tx_blob_burn_back',
};
const e2e: number[] = [];
for (let i = 0; i < E2E_RUNS; i++) {
  const t0 = performance.now();
  const unsigned = await call('buy_token_unsigned', {
    classic_address: trader.address,
    token_id: `USD:${issuer.address}`,
    xrp_amount: '1',
  });
  const blobs: Record<string, string> = {};
  for (const [key, tx] of Object.entries(unsigned.json<Record<string, unknown>>())) {
    const name = BLOB_NAMES[key];
    if (name && tx) blobs[name] = trader.sign(prepareUnsigned(tx, trader.address, key) as never).tx_blob;
  }
  const signed = await call('buy_token_signed', { classic_address: trader.address, ...blobs });
  e2e.push(performance.now() - t0);
  if (signed.json().engine_result !== 'tesSUCCESS') throw new Error(signed.body);
}
e2e.sort((a, b) => a - b);
console.log(
  `buy_token_unsigned → validated buy and fee payments (ledger every 1 s): p50 ${percentile(e2e, 0.5).toFixed(0)} ms, max ${e2e.at(-1)?.toFixed(0)} ms (${E2E_RUNS} runs)`,
);
await app.close();
await client.disconnect();
await db.close();
await localnet.close();
