/** Payout records: created 'sending' before anything is sent, then 'paid' with the validated hash or 'owed'. */
import type { PayoutProgram } from '@horizon/core';
import type { Database, Queryable } from '../db/index.js';

export interface PayoutRow {
  readonly id: string;
  readonly program: PayoutProgram;
  readonly recipient: string;
  readonly tokenId: string | null;
  readonly drops: bigint;
  readonly txHash: string | null;
  readonly paidAt: Date | null;
}

interface Row extends Record<string, unknown> {
  id: string;
  program: PayoutProgram;
  recipient: string;
  token_id: string | null;
  drops: string;
  tx_hash: string | null;
  paid_at: Date | null;
}

const toPayout = (row: Row): PayoutRow => ({
  id: String(row.id),
  program: row.program,
  recipient: row.recipient,
  tokenId: row.token_id,
  drops: BigInt(row.drops),
  txHash: row.tx_hash,
  paidAt: row.paid_at,
});

const COLUMNS = 'id::text AS id, program, recipient, token_id, drops::text AS drops, tx_hash, paid_at';

export interface NewPayout {
  readonly program: PayoutProgram;
  readonly recipient: string;
  readonly tokenId: string | null;
  readonly drops: bigint;
  readonly lpRoundId?: string;
}

export async function createPayout(q: Queryable, payout: NewPayout, now: Date): Promise<string> {
  const [row] = await q.query<{ id: string }>(
    `INSERT INTO payouts (program, recipient, token_id, drops, state, lp_round_id, created_at)
     VALUES ($1, $2, $3, $4, 'sending', $5, $6) RETURNING id::text AS id`,
    [
      payout.program,
      payout.recipient,
      payout.tokenId,
      payout.drops.toString(),
      payout.lpRoundId ?? null,
      now,
    ],
  );
  if (!row) throw new Error('the payout was not recorded');
  return row.id;
}

export async function markPaid(db: Database, id: string, txHash: string, now: Date): Promise<void> {
  await db.query(`UPDATE payouts SET state = 'paid', tx_hash = $2, paid_at = $3 WHERE id = $1`, [
    id,
    txHash,
    now,
  ]);
}

/** An LP payout that did not go through: owed again, retried by the next pass. */
export async function markOwed(db: Database, id: string): Promise<void> {
  await db.query(`UPDATE payouts SET state = 'owed' WHERE id = $1 AND state = 'sending'`, [id]);
}

/** LP payouts owed (a failed send), oldest first. */
export async function owedLpPayouts(db: Database): Promise<PayoutRow[]> {
  const rows = await db.query<Row>(
    `SELECT ${COLUMNS} FROM payouts WHERE program = 'lp_incentive' AND state = 'owed' ORDER BY id`,
  );
  return rows.map(toPayout);
}

/**
 * Claims owed payouts for a send: answers the ids this caller moved from 'owed' to 'sending'. Another pass
 * (another instance) racing over the same rows gets none of them, so it never sends them too.
 */
export async function claimOwedPayouts(db: Database, ids: readonly string[]): Promise<string[]> {
  const rows = await db.query<{ id: string }>(
    `UPDATE payouts SET state = 'sending' WHERE id = ANY($1::bigint[]) AND state = 'owed' RETURNING id::text AS id`,
    [ids],
  );
  return rows.map((row) => row.id);
}

/** Paid payouts, newest first. */
export async function paidPayouts(db: Database, limit: number): Promise<PayoutRow[]> {
  const rows = await db.query<Row>(
    `SELECT ${COLUMNS} FROM payouts WHERE state = 'paid' ORDER BY paid_at DESC, id DESC LIMIT $1`,
    [limit],
  );
  return rows.map(toPayout);
}

/** A devback payment that did not go through: its rows are owed again and the payout record is dropped. */
export async function releaseDevback(db: Database, id: string): Promise<void> {
  await db.transaction(async (q) => {
    await q.query('UPDATE fee_accounts SET devback_payout_id = NULL WHERE devback_payout_id = $1', [id]);
    await q.query(`DELETE FROM payouts WHERE id = $1 AND state = 'sending'`, [id]);
  });
}

/** Payouts left 'sending' (an interrupted pass) created before `before`. */
export async function staleSending(db: Database, before: Date): Promise<PayoutRow[]> {
  const rows = await db.query<Row>(
    `SELECT ${COLUMNS} FROM payouts WHERE state = 'sending' AND created_at < $1 ORDER BY id`,
    [before],
  );
  return rows.map(toPayout);
}
