/**
 * The log of leader trades a follower's browser saw and what it did. One entry per leader trade and follower:
 * a 'pending' post claims the trade (a second tab gets claimed: false and leaves it); a final post settles it.
 */
import { COPY_LOG_LIMIT, type CopyLogPost, type CopyLogRecord } from '@horizon/core';
import { dropsToXrp, xrpToDrops } from '@horizon/protocol';
import type { Database } from '../db/index.js';

interface LogRow extends Record<string, unknown> {
  leader: string;
  leader_tx_hash: string;
  token_id: string;
  side: 'buy' | 'sell';
  leader_xrp_drops: string;
  outcome: CopyLogRecord['outcome'];
  reason: CopyLogRecord['reason'];
  xrp_drops: string | null;
  token_amount: string | null;
  tx_hash: string | null;
  seen_at: Date;
  decided_at: Date | null;
}

function toRecord(row: LogRow): CopyLogRecord {
  return {
    leader_address: row.leader,
    leader_tx_hash: row.leader_tx_hash,
    token_id: row.token_id,
    side: row.side,
    leader_xrp_amount: dropsToXrp(BigInt(row.leader_xrp_drops)),
    outcome: row.outcome,
    reason: row.reason,
    xrp_amount: row.xrp_drops === null ? null : dropsToXrp(BigInt(row.xrp_drops)),
    token_amount: row.token_amount,
    tx_hash: row.tx_hash,
    seen_at: row.seen_at.toISOString(),
    decided_at: row.decided_at?.toISOString() ?? null,
  };
}

// Drops are read as text: int8 may arrive as a JS number, which cannot hold every drop count exactly.
const COLUMNS = `leader, leader_tx_hash, token_id, side, leader_xrp_drops::text, outcome, reason, xrp_drops::text,
  token_amount, tx_hash, seen_at, decided_at`;

const drops = (xrp: string | null) => (xrp === null ? null : xrpToDrops(xrp));

export class CopyLogStore {
  constructor(private readonly db: Database) {}

  async post(entry: CopyLogPost, nowMs: number): Promise<{ claimed: boolean; entry: CopyLogRecord }> {
    const now = new Date(nowMs);
    const decidedAt = entry.outcome === 'pending' ? null : now;
    const values = [entry.outcome, entry.reason, drops(entry.xrp_amount), entry.token_amount, entry.tx_hash];
    const inserted = await this.db.query<LogRow>(
      `INSERT INTO copytrade_log (follower, leader, leader_tx_hash, token_id, side, leader_xrp_drops, outcome,
         reason, xrp_drops, token_amount, tx_hash, seen_at, decided_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)
       ON CONFLICT (follower, leader_tx_hash) DO NOTHING RETURNING ${COLUMNS}`,
      [
        entry.classic_address,
        entry.leader_address,
        entry.leader_tx_hash,
        entry.token_id,
        entry.side,
        xrpToDrops(entry.leader_xrp_amount),
        ...values,
        now,
        decidedAt,
      ],
    );
    if (inserted[0]) return { claimed: true, entry: toRecord(inserted[0]) };
    if (entry.outcome !== 'pending') {
      const settled = await this.db.query<LogRow>(
        `UPDATE copytrade_log SET outcome = $3, reason = $4, xrp_drops = $5, token_amount = $6, tx_hash = $7,
           decided_at = $8 WHERE follower = $1 AND leader_tx_hash = $2 AND outcome = 'pending' RETURNING ${COLUMNS}`,
        [entry.classic_address, entry.leader_tx_hash, ...values, decidedAt],
      );
      if (settled[0]) return { claimed: true, entry: toRecord(settled[0]) };
    }
    const [existing] = await this.db.query<LogRow>(
      `SELECT ${COLUMNS} FROM copytrade_log WHERE follower = $1 AND leader_tx_hash = $2`,
      [entry.classic_address, entry.leader_tx_hash],
    );
    if (!existing) throw new Error('copy log entry vanished between insert and read');
    return { claimed: false, entry: toRecord(existing) };
  }

  /** The newest entries first. */
  async list(follower: string): Promise<CopyLogRecord[]> {
    const rows = await this.db.query<LogRow>(
      `SELECT ${COLUMNS} FROM copytrade_log WHERE follower = $1 ORDER BY seen_at DESC, leader_tx_hash LIMIT $2`,
      [follower, COPY_LOG_LIMIT],
    );
    return rows.map(toRecord);
  }
}
