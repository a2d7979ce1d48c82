/** The row writers of one ledger batch: multi-row statements (unnest of arrays), one per table. */
import type { Queryable } from '../db/index.js';
import { decimalText } from '@horizon/core';
import type { LedgerBatch } from './batch.js';
import type { LineState } from './balance-changes.js';
import type { BatchCosts, Position } from './cost-basis.js';
import { type Totals, foldCandles, foldTotals } from './totals.js';

export const iso = (unixSeconds: number) => new Date(unixSeconds * 1000).toISOString();

/** The batch's trades, each with what it realized at average cost (`realized`, in the batch's order). */
export async function insertTrades(
  q: Queryable,
  batch: LedgerBatch,
  realized: readonly bigint[],
): Promise<void> {
  if (batch.trades.length === 0) return;
  const t = batch.trades;
  await q.query(
    `INSERT INTO trades (tx_hash, ledger_index, tx_index, executed_at, classic_address, token_id, side,
       xrp_drops, token_amount, price_in_xrp, role, kind, realized_pnl_drops)
     SELECT * FROM unnest($1::text[], $2::bigint[], $3::int[], $4::timestamptz[], $5::text[], $6::text[],
       $7::text[], $8::bigint[], $9::numeric[], $10::numeric[], $11::text[], $12::text[], $13::bigint[])`,
    [
      t.map((x) => x.txHash),
      t.map((x) => String(x.ledgerIndex)),
      t.map((x) => x.txIndex),
      t.map((x) => iso(x.executedAt)),
      t.map((x) => x.account),
      t.map((x) => x.tokenId),
      t.map((x) => x.side),
      t.map((x) => String(x.xrpDrops)),
      t.map((x) => decimalText(x.tokenAmount)),
      t.map((x) => decimalText(x.priceInXrp)),
      t.map((x) => x.role),
      t.map((x) => x.kind),
      t.map((_, i) => String(realized[i] ?? 0n)),
    ],
  );
}

export async function insertTransfersAndEvents(q: Queryable, batch: LedgerBatch): Promise<void> {
  const t = batch.transfers;
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
        t.map((x) => decimalText(x.amount)),
      ],
    );
  }
  for (const e of batch.ammEvents) {
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
        decimalText(e.tokenAmount),
        decimalText(e.lpTokens),
      ],
    );
  }
}

type HoldingRow = {
  key: string;
  line: LineState | undefined;
  totals: Totals | undefined;
  position: Position | undefined;
};

// The position replaces (the batch replayed it from the stored one); trade totals add up.
const TOTALS_SET = `cost_basis_drops = EXCLUDED.cost_basis_drops, realized_pnl_drops = EXCLUDED.realized_pnl_drops,
  has_zero_cost_tokens = EXCLUDED.has_zero_cost_tokens,
  xrp_spent_drops = holdings.xrp_spent_drops + EXCLUDED.xrp_spent_drops,
  xrp_sold_drops = holdings.xrp_sold_drops + EXCLUDED.xrp_sold_drops,
  buys = holdings.buys + EXCLUDED.buys, sells = holdings.sells + EXCLUDED.sells,
  last_trade_ledger = COALESCE(EXCLUDED.last_trade_ledger, holdings.last_trade_ledger)`;

async function upsertHoldingRows(
  q: Queryable,
  rows: HoldingRow[],
  withLine: boolean,
  last: string,
): Promise<void> {
  if (rows.length === 0) return;
  const set = withLine
    ? `balance = EXCLUDED.balance, has_line = EXCLUDED.has_line, ${TOTALS_SET}`
    : TOTALS_SET;
  await q.query(
    `INSERT INTO holdings (classic_address, token_id, balance, has_line, xrp_spent_drops, xrp_sold_drops, buys, sells,
       last_trade_ledger, cost_basis_drops, realized_pnl_drops, has_zero_cost_tokens)
     SELECT * FROM unnest($1::text[], $2::text[], $3::numeric[], $4::boolean[], $5::bigint[], $6::bigint[], $7::int[],
       $8::int[], $9::bigint[], $10::bigint[], $11::bigint[], $12::boolean[])
     ON CONFLICT (classic_address, token_id) DO UPDATE SET ${set}`,
    [
      rows.map((r) => r.key.slice(0, r.key.indexOf('|'))),
      rows.map((r) => r.key.slice(r.key.indexOf('|') + 1)),
      rows.map((r) => (r.line ? decimalText(r.line.balance) : '0')),
      rows.map((r) => r.line?.exists ?? false),
      rows.map((r) => String(r.totals?.spentDrops ?? 0n)),
      rows.map((r) => String(r.totals?.soldDrops ?? 0n)),
      rows.map((r) => r.totals?.buys ?? 0),
      rows.map((r) => r.totals?.sells ?? 0),
      rows.map((r) => (r.totals ? last : null)),
      rows.map((r) => String(r.position?.costBasisDrops ?? 0n)),
      rows.map((r) => String(r.position?.realizedDrops ?? 0n)),
      rows.map((r) => r.position?.zeroCost ?? false),
    ],
  );
}

/**
 * Holdings in (usually) one upsert per batch: a touched line's state replaces the balance, trade totals add
 * up, positions at average cost replace. Rows of a wallet whose line the batch did not touch (it bought for
 * someone else) go in a second one.
 */
export async function upsertHoldings(q: Queryable, batch: LedgerBatch, costs: BatchCosts): Promise<void> {
  const totals = foldTotals(batch.trades);
  const last = String(batch.ledgers.at(-1)?.ledgerIndex ?? 0);
  const withLine: HoldingRow[] = [...batch.lines].map(([key, line]) => ({
    key,
    line,
    totals: totals.get(key),
    position: costs.positions.get(key),
  }));
  const withoutLine: HoldingRow[] = [...costs.positions.keys()]
    .filter((key) => !batch.lines.has(key))
    .map((key) => ({ key, line: undefined, totals: totals.get(key), position: costs.positions.get(key) }));
  await upsertHoldingRows(q, withLine, true, last);
  await upsertHoldingRows(q, withoutLine, false, last);
}

export async function upsertCandles(q: Queryable, batch: LedgerBatch): Promise<void> {
  const candles = [...foldCandles(batch.trades.filter((t) => t.role === 'taker')).values()];
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
      candles.map((c) => decimalText(c.open)),
      candles.map((c) => decimalText(c.high)),
      candles.map((c) => decimalText(c.low)),
      candles.map((c) => decimalText(c.close)),
      candles.map((c) => String(c.volumeDrops)),
      candles.map((c) => c.trades),
    ],
  );
}

export async function upsertPools(q: Queryable, batch: LedgerBatch): Promise<void> {
  const pools = [...batch.pools.values()];
  if (pools.length === 0) return;
  const text = (v: { toString(): string } | undefined) => (v === undefined ? null : v.toString());
  await q.query(
    `INSERT INTO amm_pools (amm_account, token_id, xrp_drops, token_amount, lp_balance, trading_fee, is_xrp_pool,
       deleted, updated_ledger, updated_at)
     SELECT * FROM unnest($1::text[], $2::text[], $3::bigint[], $4::numeric[], $5::numeric[], $6::int[],
       $7::boolean[], $8::boolean[], $9::bigint[], $10::timestamptz[])
     ON CONFLICT (amm_account) DO UPDATE SET
       token_id = COALESCE(EXCLUDED.token_id, amm_pools.token_id),
       xrp_drops = COALESCE(EXCLUDED.xrp_drops, amm_pools.xrp_drops),
       token_amount = COALESCE(EXCLUDED.token_amount, amm_pools.token_amount),
       lp_balance = COALESCE(EXCLUDED.lp_balance, amm_pools.lp_balance),
       trading_fee = COALESCE(EXCLUDED.trading_fee, amm_pools.trading_fee),
       is_xrp_pool = COALESCE(EXCLUDED.is_xrp_pool, amm_pools.is_xrp_pool),
       deleted = EXCLUDED.deleted, updated_ledger = EXCLUDED.updated_ledger, updated_at = EXCLUDED.updated_at`,
    [
      pools.map((p) => p.ammAccount),
      pools.map((p) => p.tokenId ?? null),
      pools.map((p) => text(p.xrpDrops)),
      pools.map((p) => (p.tokenBalance ? decimalText(p.tokenBalance) : null)),
      pools.map((p) => (p.lpBalance ? decimalText(p.lpBalance) : null)),
      pools.map((p) => p.tradingFee ?? null),
      pools.map((p) => p.xrpPool ?? null),
      pools.map((p) => p.deleted ?? false),
      pools.map((p) => String(p.ledgerIndex)),
      pools.map((p) => iso(p.closeTime)),
    ],
  );
}
