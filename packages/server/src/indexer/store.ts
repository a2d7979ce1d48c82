/**
 * Writes one derived ledger, and everything from it, in one database transaction. The ledger's row goes in
 * first: if it is already there the ledger was stored before and nothing else is written (replay = no-op).
 */
import type { Database, Queryable } from '../db/index.js';
import { ensureTokens, refreshTokenMarket, type TokenUpdate } from '../market/token-data.js';
import { isLpTokenId } from './balance-changes.js';
import { toPlain, signum } from './decimal.js';
import type { DerivedLedger } from './derive-ledger.js';
import { foldCandles, foldTotals } from './totals.js';

export interface StoreOptions {
  /** The stablecoin whose XRP pool gives the XRP→USD rate (USD_TOKEN). */
  readonly usdTokenId?: string | undefined;
}

export interface StoredLedger {
  /** false when the ledger had been stored already (nothing was written). */
  readonly stored: boolean;
  readonly tokenUpdates: TokenUpdate[];
}

const iso = (unixSeconds: number) => new Date(unixSeconds * 1000).toISOString();

async function insertTrades(q: Queryable, ledger: DerivedLedger): Promise<void> {
  if (ledger.trades.length === 0) return;
  const t = ledger.trades;
  await q.query(
    `INSERT INTO trades (tx_hash, ledger_index, tx_index, executed_at, classic_address, token_id, side,
       xrp_drops, token_amount, price_in_xrp, role, kind)
     SELECT * FROM unnest($1::text[], $2::bigint[], $3::int[], $4::timestamptz[], $5::text[], $6::text[],
       $7::text[], $8::bigint[], $9::numeric[], $10::numeric[], $11::text[], $12::text[])`,
    [
      t.map((x) => x.txHash),
      t.map((x) => String(x.ledgerIndex)),
      t.map((x) => x.txIndex),
      t.map((x) => iso(x.executedAt)),
      t.map((x) => x.account),
      t.map((x) => x.tokenId),
      t.map((x) => x.side),
      t.map((x) => String(x.xrpDrops)),
      t.map((x) => toPlain(x.tokenAmount)),
      t.map((x) => toPlain(x.priceInXrp)),
      t.map((x) => x.role),
      t.map((x) => x.kind),
    ],
  );
}

async function insertTransfersAndEvents(q: Queryable, ledger: DerivedLedger): Promise<void> {
  const t = ledger.transfers;
  if (t.length > 0) {
    await q.query(
      `INSERT INTO transfers (tx_hash, ledger_index, tx_index, executed_at, from_address, to_address, token_id, amount)
       SELECT * FROM unnest($1::text[], $2::bigint[], $3::int[], $4::timestamptz[], $5::text[], $6::text[],
         $7::text[], $8::numeric[])`,
      [
        t.map((x) => x.txHash),
        t.map((x) => String(x.ledgerIndex)),
        t.map((x) => x.txIndex),
        t.map((x) => iso(x.executedAt)),
        t.map((x) => x.from),
        t.map((x) => x.to),
        t.map((x) => x.tokenId),
        t.map((x) => toPlain(x.amount)),
      ],
    );
  }
  for (const e of ledger.ammEvents) {
    await q.query(
      `INSERT INTO amm_events (tx_hash, ledger_index, executed_at, classic_address, kind, amm_account, token_id,
         xrp_drops, token_amount, lp_tokens) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
      [
        e.txHash,
        String(e.ledgerIndex),
        iso(e.executedAt),
        e.account,
        e.kind,
        e.ammAccount,
        e.tokenId,
        String(e.xrpDrops),
        toPlain(e.tokenAmount),
        toPlain(e.lpTokens),
      ],
    );
  }
}

async function upsertHoldings(q: Queryable, ledger: DerivedLedger): Promise<void> {
  const lines = [...ledger.lines.values()];
  if (lines.length > 0) {
    await q.query(
      `INSERT INTO holdings (classic_address, token_id, balance, has_line)
       SELECT * FROM unnest($1::text[], $2::text[], $3::numeric[], $4::boolean[])
       ON CONFLICT (classic_address, token_id) DO UPDATE SET balance = EXCLUDED.balance, has_line = EXCLUDED.has_line`,
      [
        lines.map((l) => l.holder),
        lines.map((l) => l.tokenId),
        lines.map((l) => toPlain(l.balance)),
        lines.map((l) => l.exists),
      ],
    );
  }
  const totals = [...foldTotals(ledger.trades)];
  if (totals.length === 0) return;
  await q.query(
    `INSERT INTO holdings (classic_address, token_id, xrp_spent_drops, xrp_sold_drops, buys, sells, last_trade_ledger)
     SELECT a, t, s, d, b, e, $7 FROM unnest($1::text[], $2::text[], $3::bigint[], $4::bigint[], $5::int[], $6::int[])
       AS u(a, t, s, d, b, e)
     ON CONFLICT (classic_address, token_id) DO UPDATE SET
       xrp_spent_drops = holdings.xrp_spent_drops + EXCLUDED.xrp_spent_drops,
       xrp_sold_drops = holdings.xrp_sold_drops + EXCLUDED.xrp_sold_drops,
       buys = holdings.buys + EXCLUDED.buys, sells = holdings.sells + EXCLUDED.sells,
       last_trade_ledger = EXCLUDED.last_trade_ledger`,
    [
      totals.map(([key]) => key.slice(0, key.indexOf('|'))),
      totals.map(([key]) => key.slice(key.indexOf('|') + 1)),
      totals.map(([, v]) => String(v.spentDrops)),
      totals.map(([, v]) => String(v.soldDrops)),
      totals.map(([, v]) => v.buys),
      totals.map(([, v]) => v.sells),
      String(ledger.ledgerIndex),
    ],
  );
}

async function upsertCandles(q: Queryable, ledger: DerivedLedger): Promise<void> {
  const candles = [...foldCandles(ledger.trades.filter((t) => t.role === 'taker')).values()];
  if (candles.length === 0) return;
  await q.query(
    `INSERT INTO candles (token_id, interval, bucket, open, high, low, close, volume_drops, trades)
     SELECT * FROM unnest($1::text[], $2::text[], $3::bigint[], $4::numeric[], $5::numeric[], $6::numeric[],
       $7::numeric[], $8::bigint[], $9::int[])
     ON CONFLICT (token_id, interval, bucket) DO UPDATE SET
       high = GREATEST(candles.high, EXCLUDED.high), low = LEAST(candles.low, EXCLUDED.low),
       close = EXCLUDED.close, volume_drops = candles.volume_drops + EXCLUDED.volume_drops,
       trades = candles.trades + EXCLUDED.trades`,
    [
      candles.map((c) => c.tokenId),
      candles.map((c) => c.interval),
      candles.map((c) => String(c.bucket)),
      candles.map((c) => toPlain(c.open)),
      candles.map((c) => toPlain(c.high)),
      candles.map((c) => toPlain(c.low)),
      candles.map((c) => toPlain(c.close)),
      candles.map((c) => String(c.volumeDrops)),
      candles.map((c) => c.trades),
    ],
  );
}

async function upsertPools(q: Queryable, ledger: DerivedLedger): Promise<void> {
  for (const p of ledger.pools.values()) {
    await q.query(
      `INSERT INTO amm_pools (amm_account, token_id, xrp_drops, token_amount, lp_balance, trading_fee, is_xrp_pool,
         deleted, updated_ledger, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
       ON CONFLICT (amm_account) DO UPDATE SET
         token_id = COALESCE(EXCLUDED.token_id, amm_pools.token_id),
         xrp_drops = COALESCE(EXCLUDED.xrp_drops, amm_pools.xrp_drops),
         token_amount = COALESCE(EXCLUDED.token_amount, amm_pools.token_amount),
         lp_balance = COALESCE(EXCLUDED.lp_balance, amm_pools.lp_balance),
         trading_fee = COALESCE(EXCLUDED.trading_fee, amm_pools.trading_fee),
         is_xrp_pool = COALESCE(EXCLUDED.is_xrp_pool, amm_pools.is_xrp_pool),
         deleted = EXCLUDED.deleted, updated_ledger = EXCLUDED.updated_ledger, updated_at = EXCLUDED.updated_at`,
      [
        p.ammAccount,
        p.tokenId ?? null,
        p.xrpDrops === undefined ? null : String(p.xrpDrops),
        p.tokenBalance ? toPlain(p.tokenBalance) : null,
        p.lpBalance ? toPlain(p.lpBalance) : null,
        p.tradingFee ?? null,
        p.xrpPool ?? null,
        p.deleted ?? false,
        String(ledger.ledgerIndex),
        iso(ledger.closeTime),
      ],
    );
  }
}

/**
 * Tokens this ledger shows to exist (held, traded or pooled) and those whose market data it may have changed
 * (any line touched). LP tokens are not listed as markets.
 */
export function touchedTokens(ledger: DerivedLedger): { seen: string[]; touched: string[] } {
  const seen = new Set<string>();
  for (const trade of ledger.trades) seen.add(trade.tokenId);
  for (const line of ledger.lines.values()) if (signum(line.balance) > 0) seen.add(line.tokenId);
  for (const pool of ledger.pools.values()) if (pool.tokenId) seen.add(pool.tokenId);
  const touched = new Set(seen);
  for (const line of ledger.lines.values()) touched.add(line.tokenId);
  const markets = (ids: Set<string>) => [...ids].filter((id) => !isLpTokenId(id));
  return { seen: markets(seen), touched: markets(touched) };
}

async function writeLedger(
  q: Queryable,
  ledger: DerivedLedger,
  options: StoreOptions,
): Promise<StoredLedger> {
  const fresh = await q.query(
    `INSERT INTO indexed_ledgers (ledger_index, ledger_hash, close_time, tx_count, trade_count)
     VALUES ($1, $2, $3, $4, $5) ON CONFLICT (ledger_index) DO NOTHING RETURNING ledger_index`,
    [
      String(ledger.ledgerIndex),
      ledger.ledgerHash,
      iso(ledger.closeTime),
      ledger.txCount,
      ledger.trades.length,
    ],
  );
  if (fresh.length === 0) return { stored: false, tokenUpdates: [] };
  await insertTrades(q, ledger);
  await insertTransfersAndEvents(q, ledger);
  await upsertHoldings(q, ledger);
  await upsertCandles(q, ledger);
  await upsertPools(q, ledger);
  const { seen, touched } = touchedTokens(ledger);
  await ensureTokens(q, seen, ledger.closeTime);
  const tokenUpdates = await refreshTokenMarket(q, touched, ledger.closeTime, options.usdTokenId);
  return { stored: true, tokenUpdates };
}

/** Stores the ledger and all it derived atomically; a ledger stored before changes nothing. */
export function storeLedger(
  db: Database,
  ledger: DerivedLedger,
  options: StoreOptions = {},
): Promise<StoredLedger> {
  return db.transaction((q) => writeLedger(q, ledger, options));
}

/** The newest ledger stored, or null on an empty database. */
export async function lastStoredLedger(db: Queryable): Promise<number | null> {
  const [row] = await db.query<{ last: bigint | null }>(
    'SELECT max(ledger_index) AS last FROM indexed_ledgers',
  );
  return row?.last === null || row?.last === undefined ? null : Number(row.last);
}
