/**
 * The treasury's fee revenue of one UTC day: the tx_fee payments of relayed Horizon trades (buy, sell, swap,
 * limit order) validated that day with tesSUCCESS, to the treasury, counted by what the ledger delivered.
 */
import { deliveredDrops, transactionFacts } from '@horizon/core';
import { decode } from 'ripple-binary-codec';
import type { Database } from '../db/index.js';

const TRADE_KINDS = ['buy', 'sell', 'swap', 'limit_order'];
const DAY_MS = 24 * 3600 * 1000;

interface FeeRow extends Record<string, unknown> {
  tx_blob: string;
  meta: Record<string, unknown> | string | null;
}

export async function treasuryFeeIncome(db: Database, treasury: string, dayStartMs: number): Promise<bigint> {
  const rows = await db.query<FeeRow>(
    `SELECT rt.tx_blob, rt.meta FROM relayed_transactions rt
     JOIN issued_transactions it ON it.request_id = rt.request_id AND it.position = rt.position
     JOIN issued_requests r ON r.id = rt.request_id
     WHERE r.kind = ANY($1) AND it.role = 'fee' AND rt.state = 'validated' AND rt.engine_result = 'tesSUCCESS'
       AND rt.finished_at >= $2 AND rt.finished_at < $3`,
    [TRADE_KINDS, new Date(dayStartMs), new Date(dayStartMs + DAY_MS)],
  );
  let total = 0n;
  for (const row of rows) {
    // Counted by what the ledger delivered (delivered_amount), not what the payment asked for.
    const tx = transactionFacts(decode(row.tx_blob));
    if (tx.type !== 'Payment' || tx.destination !== treasury) continue;
    total += deliveredDrops(typeof row.meta === 'string' ? JSON.parse(row.meta) : row.meta);
  }
  return total;
}
