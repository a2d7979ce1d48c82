/**
 * Writes one derived ledger, and everything from it, in one database transaction. The ledger's row goes in
 * first: if it is already there the ledger was stored before and nothing else is written (replay = no-op).
 */
import type { Database, Queryable } from '../db/index.js';
import { ensureTokens, refreshTokenMarket, type TokenUpdate } from './token-data.js';
import { isLpTokenId } from './balance-changes.js';
import { type LedgerBatch, mergeLedgers } from './batch.js';
import { batchCosts } from './cost-basis.js';
import { decimalSign } from '@horizon/core';
import type { DerivedLedger } from './derive-ledger.js';
import {
  insertTrades,
  insertTransfersAndEvents,
  iso,
  upsertCandles,
  upsertHoldings,
  upsertPools,
} from './store-rows.js';

export interface StoreOptions {
  /** The stablecoin whose XRP pool gives the XRP→USD rate (USD_TOKEN). */
  readonly usdTokenId?: string | undefined;
}

export interface StoredLedger {
  /** false when the ledger had been stored already (nothing was written). */
  readonly stored: boolean;
  readonly tokenUpdates: TokenUpdate[];
}

/**
 * Tokens this ledger shows to exist (held, traded or pooled) and those whose market data it may have changed
 * (any line touched). LP tokens are not listed as markets.
 */
export function touchedTokens(ledger: LedgerBatch): { seen: string[]; touched: string[] } {
  const seen = new Set<string>();
  for (const trade of ledger.trades) seen.add(trade.tokenId);
  for (const line of ledger.lines.values()) if (decimalSign(line.balance) > 0) seen.add(line.tokenId);
  for (const pool of ledger.pools.values()) if (pool.tokenId) seen.add(pool.tokenId);
  const touched = new Set(seen);
  for (const line of ledger.lines.values()) touched.add(line.tokenId);
  const markets = (ids: Set<string>) => [...ids].filter((id) => !isLpTokenId(id));
  return { seen: markets(seen), touched: markets(touched) };
}

/** Thrown inside the transaction when part of a batch was stored before: the batch rolls back. */
class AlreadyStored extends Error {}

async function writeBatch(q: Queryable, batch: LedgerBatch, options: StoreOptions): Promise<StoredLedger> {
  const l = batch.ledgers;
  const fresh = await q.query(
    `INSERT INTO indexed_ledgers (ledger_index, ledger_hash, close_time, tx_count, trade_count)
     SELECT * FROM unnest($1::bigint[], $2::text[], $3::timestamptz[], $4::int[], $5::int[])
     ON CONFLICT (ledger_index) DO NOTHING RETURNING ledger_index`,
    [
      l.map((x) => String(x.ledgerIndex)),
      l.map((x) => x.ledgerHash),
      l.map((x) => iso(x.closeTime)),
      l.map((x) => x.txCount),
      l.map((x) => x.tradeCount),
    ],
  );
  if (fresh.length === 0) return { stored: false, tokenUpdates: [] };
  if (fresh.length !== l.length) throw new AlreadyStored();
  const costs = await batchCosts(q, batch);
  await insertTrades(q, batch, costs.realized);
  await insertTransfersAndEvents(q, batch);
  await upsertHoldings(q, batch, costs);
  await upsertCandles(q, batch);
  await upsertPools(q, batch);
  const { seen, touched } = touchedTokens(batch);
  await ensureTokens(q, seen, batch.closeTime);
  const tokenUpdates = await refreshTokenMarket(q, touched, batch.closeTime, options.usdTokenId);
  return { stored: true, tokenUpdates };
}

/**
 * Stores consecutive ledgers and all they derived in one transaction. Ledgers stored before change nothing:
 * a batch that overlaps them is stored ledger by ledger instead, skipping those.
 */
export async function storeLedgers(
  db: Database,
  ledgers: readonly DerivedLedger[],
  options: StoreOptions = {},
): Promise<StoredLedger> {
  try {
    return await db.transaction((q) => writeBatch(q, mergeLedgers(ledgers), options));
  } catch (error) {
    if (!(error instanceof AlreadyStored)) throw error;
  }
  const updates: TokenUpdate[] = [];
  let stored = false;
  for (const ledger of ledgers) {
    const one = await db.transaction((q) => writeBatch(q, mergeLedgers([ledger]), options));
    stored ||= one.stored;
    updates.push(...one.tokenUpdates);
  }
  return { stored, tokenUpdates: updates };
}

/** Stores one ledger and all it derived atomically; a ledger stored before changes nothing. */
export function storeLedger(
  db: Database,
  ledger: DerivedLedger,
  options: StoreOptions = {},
): Promise<StoredLedger> {
  return storeLedgers(db, [ledger], options);
}

/** The newest ledger stored, or null on an empty database. */
export async function lastStoredLedger(db: Queryable): Promise<number | null> {
  const [row] = await db.query<{ last: bigint | null }>(
    'SELECT max(ledger_index) AS last FROM indexed_ledgers',
  );
  return row?.last === null || row?.last === undefined ? null : Number(row.last);
}
