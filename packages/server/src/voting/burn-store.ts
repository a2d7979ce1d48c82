/** The vote_burns rows: one per UTC day, claimed before anything is bought so no day is ever burned twice. */
import type { VoteBurn, VoteBurnState } from '@horizon/core';
import type { Database } from '../db/index.js';

export type BurnRowState = VoteBurnState | 'running';

export interface BurnRow {
  readonly day: string;
  readonly weekStart: string;
  readonly tokenId: string | null;
  readonly state: BurnRowState;
  readonly feeIncomeDrops: bigint;
}

interface Raw extends Record<string, unknown> {
  day: string;
  week_start: string;
  token_id: string | null;
  state: BurnRowState;
  fee_income_drops: bigint | number | string;
  xrp_spent_drops: bigint | number | string;
  tokens_burned: string;
  buy_tx_hash: string | null;
  burn_tx_hash: string | null;
  recorded_at: Date;
}

export class BurnStore {
  constructor(private readonly db: Database) {}

  /** Inserts the day's row; false when the day already has one (another pass took it). */
  async claim(row: BurnRow, nowMs: number): Promise<boolean> {
    const inserted = await this.db.query(
      `INSERT INTO vote_burns (day, week_start, token_id, state, fee_income_drops, recorded_at, finished_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (day) DO NOTHING RETURNING day`,
      [
        row.day,
        row.weekStart,
        row.tokenId,
        row.state,
        row.feeIncomeDrops.toString(),
        new Date(nowMs),
        row.state === 'running' ? null : new Date(nowMs),
      ],
    );
    return inserted.length > 0;
  }

  async find(day: string): Promise<BurnRow | undefined> {
    const [raw] = await this.db.query<Raw>('SELECT * FROM vote_burns WHERE day = $1', [day]);
    return raw
      ? {
          day: raw.day,
          weekStart: raw.week_start,
          tokenId: raw.token_id,
          state: raw.state,
          feeIncomeDrops: BigInt(raw.fee_income_drops),
        }
      : undefined;
  }

  async recordBuy(day: string, xrpSpentDrops: bigint, buyHash: string): Promise<void> {
    await this.db.query('UPDATE vote_burns SET xrp_spent_drops = $2, buy_tx_hash = $3 WHERE day = $1', [
      day,
      xrpSpentDrops.toString(),
      buyHash,
    ]);
  }

  async finish(
    day: string,
    state: VoteBurnState,
    nowMs: number,
    burn: { tokens: string; hash: string } | null = null,
  ): Promise<void> {
    await this.db.query(
      `UPDATE vote_burns SET state = $2, finished_at = $3, tokens_burned = COALESCE($4, tokens_burned),
         burn_tx_hash = COALESCE($5, burn_tx_hash) WHERE day = $1`,
      [day, state, new Date(nowMs), burn?.tokens ?? null, burn?.hash ?? null],
    );
  }

  /** Every finished day, newest first (public). */
  async list(limit = 366): Promise<VoteBurn[]> {
    const rows = await this.db.query<Raw>(
      `SELECT * FROM vote_burns WHERE state <> 'running' ORDER BY day DESC LIMIT ${limit}`,
    );
    return rows.map((raw) => ({
      day: raw.day,
      week_start: raw.week_start,
      token_id: raw.token_id,
      state: raw.state as VoteBurnState,
      fee_income_drops: BigInt(raw.fee_income_drops).toString(),
      xrp_spent_drops: BigInt(raw.xrp_spent_drops).toString(),
      tokens_burned: String(raw.tokens_burned),
      buy_tx_hash: raw.buy_tx_hash,
      burn_tx_hash: raw.burn_tx_hash,
      recorded_at: raw.recorded_at.toISOString(),
    }));
  }
}
