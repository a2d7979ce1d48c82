/**
 * Trading: the time to build a buy (buy_token_unsigned, p50/p99) and the end-to-end time from the unsigned call
 * to a validated result, on a localnet closing a ledger every second. Until the localnet runs the AMM (issue 4)
 * the pool is given on top of the real ledger and the end-to-end time is measured on send_xrp (same relay path).
 * Run: npx tsx --conditions=@horizon/source packages/server/bench/trade-bench.ts
 */
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { prepareUnsigned } from '@horizon/core';
import { issuedAmount, xrpAmount } from '@horizon/protocol';
import { solveChallenge } from 'altcha-lib/v1';
import type { FastifyInstance } from 'fastify';
import { Wallet } from 'xrpl';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config/config.js';
import { migrate } from '../src/db/migrations.js';
import { MemoryRateLimitStore } from '../src/rate-limit/memory-store.js';
import { type AmmState, XrplTradeLedger } from '../src/relay/index.js';
import { openTestPglite } from '../test/support/databases.js';
import { FakeLedger } from '../test/support/fake-ledger.js';
import { fund, loadStartLocalnet } from '../test/support/localnet.js';

const RUNS = Number(process.env['BENCH_RUNS'] ?? 200);
const E2E_RUNS = Number(process.env['BENCH_E2E_RUNS'] ?? 10);
let pool: AmmState | null = null;
class WithPool extends XrplTradeLedger {
  override async amm(): Promise<AmmState | null> {
    return pool;
  }
}

const start = await loadStartLocalnet();
if (!start) throw new Error('the localnet could not be loaded');
const localnet = await start({ wsPort: 0, rpcPort: 0, closeIntervalMs: 1000 });
const [treasury, issuer, trader, friend] = [
  Wallet.generate(),
  Wallet.generate(),
  Wallet.generate(),
  Wallet.generate(),
];
for (const w of [treasury, issuer, trader, friend]) await fund(localnet, w.address, '10000');
pool = {
  account: treasury.address,
  amount: xrpAmount(1_000_000_000_000n),
  amount2: issuedAmount('USD', issuer.address, '1000000000'),
  lpToken: issuedAmount('03'.padEnd(40, '1'), treasury.address, '1000000000'),
  tradingFee: 500,
  voteSlots: [],
};
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
  },
  tradeLedger: new WithPool(localnet.url),
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

const e2e: number[] = [];
for (let i = 0; i < E2E_RUNS; i++) {
  const t0 = performance.now();
  const unsigned = await call('send_xrp_unsigned', {
    classic_address: trader.address,
    xrp_amount: '1',
    destination: friend.address,
  });
  const tx = prepareUnsigned(unsigned.json().tx_to_sign, trader.address, 'send');
  const signed = await call('send_xrp_signed', {
    classic_address: trader.address,
    tx_blob: trader.sign(tx as never).tx_blob,
  });
  e2e.push(performance.now() - t0);
  if (signed.json().engine_result !== 'tesSUCCESS') throw new Error(signed.body);
}
e2e.sort((a, b) => a - b);
console.log(
  `unsigned → validated (send_xrp, ledger every 1 s): p50 ${percentile(e2e, 0.5).toFixed(0)} ms, max ${e2e.at(-1)?.toFixed(0)} ms (${E2E_RUNS} runs)`,
);
await app.close();
await db.close();
await localnet.close();
