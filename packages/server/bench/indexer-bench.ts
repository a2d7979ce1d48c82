/**
 * Indexer ingest: a synthetic history of 200,000 AMM trades through the whole pipeline (derive + PGlite,
 * ledgers stored in batches of 50 per DB transaction, as the follower does while catching up). Run: npx tsx --conditions=@horizon/source packages/server/bench/indexer-bench.ts
 */
import { migrate } from '../src/db/migrations.js';
import { deriveLedger } from '../src/indexer/derive-ledger.js';
import type { ValidatedLedger } from '../src/indexer/ledger-json.js';
import { storeLedgers } from '../src/indexer/store.js';
import { openTestPglite } from '../test/support/databases.js';
import { syntheticHistory } from './synthetic-history.js';

const shape = {
  ledgers: Number(process.env['BENCH_LEDGERS'] ?? 2000),
  txPerLedger: 100,
  tokens: 500,
  traders: 5000,
};

const db = await openTestPglite();
await migrate(db);
const BATCH = 50;
let txs = 0;
let trades = 0;
let deriveMs = 0;
let elapsedMs = 0;
let chunk: ValidatedLedger[] = [];

/** Derives and stores one batch; only this is timed (making the synthetic JSON is not). */
async function ingest(ledgers: readonly ValidatedLedger[]): Promise<void> {
  const start = performance.now();
  const derived = ledgers.map((ledger) => deriveLedger(ledger));
  deriveMs += performance.now() - start;
  await storeLedgers(db, derived);
  elapsedMs += performance.now() - start;
  txs += ledgers.reduce((n, l) => n + l.transactions.length, 0);
  trades += derived.reduce((n, d) => n + d.trades.length, 0);
}

for (const ledger of syntheticHistory(shape)) {
  chunk.push(ledger);
  if (chunk.length < BATCH) continue;
  await ingest(chunk);
  chunk = [];
  if (txs % 50_000 === 0)
    console.log(`  … ${txs.toLocaleString('en-US')} tx in ${(elapsedMs / 1000).toFixed(1)} s`);
}
if (chunk.length > 0) await ingest(chunk);
const seconds = elapsedMs / 1000;
console.log(
  `indexer ingest: ${trades.toLocaleString('en-US')} trades in ${txs.toLocaleString('en-US')} transactions, ` +
    `${shape.ledgers} ledgers, ${seconds.toFixed(1)} s → ${Math.round(txs / seconds).toLocaleString('en-US')} tx/s ` +
    `(derive alone ${Math.round(txs / (deriveMs / 1000)).toLocaleString('en-US')} tx/s; ` +
    `batches of ${BATCH} ledgers per transaction; PGlite in memory; target ≥ 3,000 tx/s)`,
);
await db.close();
