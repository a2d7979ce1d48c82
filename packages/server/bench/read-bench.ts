/**
 * Read endpoints under load: search over 100,000 tokens (in process, then over HTTP with autocannon), exact
 * quotes and holdings over HTTP, served through the contract router as the app serves them.
 * Run: npx tsx --conditions=@horizon/source packages/server/bench/read-bench.ts
 */
import { createRequire } from 'node:module';
import { encodeAccountID } from 'ripple-address-codec';
import { requireDecimal } from '@horizon/core';
import { deriveLedger } from '../src/indexer/derive-ledger.js';
import { storeLedger } from '../src/indexer/store.js';
import { startMarketApp } from '../test/market/market-app.js';
import { accountRoot, ammNode, rippleState, validatedTx } from '../test/indexer/meta-builders.js';

interface CannonResult {
  latency: { p50: number; p99: number; average: number };
  requests: { average: number };
  non2xx: number;
  errors: number;
}
type Cannon = (options: Record<string, unknown>) => Promise<CannonResult>;
const autocannon = createRequire(import.meta.url)('autocannon') as Cannon;

const TOKENS = Number(process.env['BENCH_TOKENS'] ?? 100_000);
const WORDS = ['Alpha', 'Moon', 'Pepe', 'Doge', 'Army', 'Lion', 'Rocket', 'Gold', 'Ripple', 'Horizon'];
const account = (n: number, salt: number) => {
  const id = new Uint8Array(20);
  new DataView(id.buffer).setUint32(0, n);
  id[19] = salt;
  return encodeAccountID(id);
};

const m = await startMarketApp();
console.log(`seeding ${TOKENS.toLocaleString('en-US')} tokens…`);
for (let start = 0; start < TOKENS; start += 10_000) {
  const n = Array.from({ length: 10_000 }, (_, i) => start + i);
  await m.db.query(
    `INSERT INTO token_data (token_id, token_name, ticker, marketcap_usd, created_at, updated_at)
     SELECT id, name, t, mc, now(), now() FROM unnest($1::text[], $2::text[], $3::text[], $4::numeric[]) AS u(id, name, t, mc)`,
    [
      n.map((i) => `X${i.toString(36).toUpperCase().padStart(4, '0')}:${account(i, 9)}`),
      n.map((i) => `${WORDS[i % WORDS.length]} ${WORDS[(i * 7) % WORDS.length]} ${i}`),
      n.map((i) => `X${i.toString(36).toUpperCase().padStart(4, '0')}`),
      n.map((i) => String((i * 7919) % 1_000_000)),
    ],
  );
}
const start = performance.now();
await m.search.refresh(m.db);
console.log(
  `search index loaded: ${m.search.size.toLocaleString('en-US')} tokens in ${(performance.now() - start).toFixed(0)} ms`,
);

const QUERIES = [
  'x0000',
  'x1',
  'x2a',
  'moon',
  'pepe doge',
  'rocket 99',
  'horizon 12345',
  'zzzzzz',
  'gold',
  account(77, 9),
  'x2bi',
];
const samples: number[] = [];
const worst = new Map<string, number>();
for (let round = 0; round < 200; round++) {
  for (const q of QUERIES) {
    const t0 = performance.now();
    m.search.search(q);
    const ms = performance.now() - t0;
    samples.push(ms);
    worst.set(q, Math.max(worst.get(q) ?? 0, ms));
  }
}
if (process.env['BENCH_VERBOSE']) console.log(worst);
samples.sort((a, b) => a - b);
const pct = (p: number) =>
  (samples[Math.min(samples.length - 1, Math.floor(samples.length * p))] ?? 0).toFixed(2);
console.log(
  `search in process (${TOKENS.toLocaleString('en-US')} tokens, ${samples.length} queries): p50 ${pct(0.5)} ms, p99 ${pct(0.99)} ms (target p99 < 15 ms)`,
);

// A pool and a holder for the quote and holdings calls.
const issuer = account(1, 1);
const pool = account(2, 1);
const holder = account(3, 1);
const tx = validatedTx({ TransactionType: 'AMMCreate', Account: issuer }, [
  accountRoot(pool, undefined, 1_000_000_000_000n, { AMMID: 'AB'.repeat(32) }),
  rippleState({ low: issuer, high: pool, currency: 'BEN', before: '0', after: '-1000000' }),
  ammNode(pool, 'BEN', issuer, '31622776.6016838', 500),
]);
await storeLedger(
  m.db,
  deriveLedger({ ledgerIndex: 5, ledgerHash: 'B'.repeat(64), closeTime: 1_736_942_400, transactions: [tx] }),
);
m.ledger.accounts.set(holder, { balanceDrops: 500_000_000n, ownerCount: 1 });
m.ledger.lines.set(holder, [
  {
    tokenId: `BEN:${issuer}`,
    currency: 'BEN',
    peer: issuer,
    balance: requireDecimal('1234.5'),
    limit: requireDecimal('1e9'),
  },
]);

const url = await m.app.listen({ host: '127.0.0.1', port: 0 });

async function cannon(label: string, options: Record<string, unknown>, target: string): Promise<void> {
  const { path = '', ...rest } = options as { path?: string };
  const connections = Number(process.env['BENCH_CONNECTIONS'] ?? 1);
  const result = await autocannon({ url: `${url}${path}`, connections, duration: 5, ...rest });
  console.log(
    `${label}: p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ${Math.round(result.requests.average).toLocaleString('en-US')} req/s` +
      ` (${connections} connection(s), non-2xx ${result.non2xx}, errors ${result.errors}; ${target})`,
  );
}
const json = { 'content-type': 'application/json' };
await cannon(
  'search over HTTP',
  {
    requests: QUERIES.map((q) => ({ method: 'GET', path: `/api/tokens/search?q=${encodeURIComponent(q)}` })),
  },
  'target p99 < 15 ms',
);
await cannon(
  'quote (expected_tokens_received_from_buy)',
  {
    method: 'POST',
    path: '/api/trustless/expected_tokens_received_from_buy',
    headers: json,
    body: JSON.stringify({ classic_address: holder, token_id: `BEN:${issuer}`, xrp_amount: '12.5' }),
  },
  'target p99 < 5 ms',
);
await cannon(
  'quote (expected_xrp_received_from_sell)',
  {
    method: 'POST',
    path: '/api/trustless/expected_xrp_received_from_sell',
    headers: json,
    body: JSON.stringify({ classic_address: holder, token_id: `BEN:${issuer}`, token_amount: '100' }),
  },
  'target p99 < 5 ms',
);
await cannon(
  'holdings (get_token_holdings_and_balance, stub ledger)',
  {
    method: 'POST',
    path: '/api/trustless/get_token_holdings_and_balance',
    headers: json,
    body: JSON.stringify({ classic_address: holder }),
  },
  'ledger reads stubbed: measures the server side',
);
await m.close();
