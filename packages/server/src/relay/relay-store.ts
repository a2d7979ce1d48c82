/** Relay runs and relayed transactions in the database: the state that survives a restart mid-submission. */
import type { Clock } from '../clock.js';
import type { Database } from '../db/index.js';

export type RelayedState = 'recorded' | 'submitted' | 'validated' | 'rejected' | 'skipped' | 'expired';

export interface RelayedTx {
  readonly hash: string;
  readonly position: number;
  readonly blob: string;
  readonly state: RelayedState;
  readonly engineResult: string | null;
  readonly ledgerIndex: number | null;
  readonly meta: Record<string, unknown> | null;
}

export interface RunState {
  readonly requestId: string;
  readonly finished: boolean;
  readonly heartbeatAt: number;
  readonly txs: readonly RelayedTx[];
}

interface RelayedRow extends Record<string, unknown> {
  tx_hash: string;
  position: number;
  tx_blob: string;
  state: RelayedState;
  engine_result: string | null;
  ledger_index: bigint | number | null;
  meta: Record<string, unknown> | string | null;
}

export class RelayStore {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  /**
   * Claims the relay of a request and records every blob's hash before anything is submitted. Answers false
   * when a run already exists (posted before, or right now by someone else): nothing is recorded then.
   */
  async claim(requestId: string, blobs: readonly { position: number; hash: string; blob: string }[]) {
    const now = new Date(this.clock.now());
    return this.db.transaction(async (q) => {
      const inserted = await q.query(
        `INSERT INTO relay_runs (request_id, state, heartbeat_at, started_at) VALUES ($1, 'running', $2, $2)
         ON CONFLICT (request_id) DO NOTHING RETURNING request_id`,
        [requestId, now],
      );
      if (inserted.length === 0) return false;
      for (const { position, hash, blob } of blobs) {
        await q.query(
          `INSERT INTO relayed_transactions (tx_hash, request_id, position, tx_blob, state, recorded_at)
           VALUES ($1, $2, $3, $4, 'recorded', $5)`,
          [hash, requestId, position, blob, now],
        );
      }
      return true;
    });
  }

  /** Takes over a run whose relayer stopped beating (a restart): true when this caller won it. */
  async takeOver(requestId: string, staleBefore: number): Promise<boolean> {
    const rows = await this.db.query(
      `UPDATE relay_runs SET heartbeat_at = $2 WHERE request_id = $1 AND state = 'running' AND heartbeat_at < $3
       RETURNING request_id`,
      [requestId, new Date(this.clock.now()), new Date(staleBefore)],
    );
    return rows.length > 0;
  }

  async beat(requestId: string): Promise<void> {
    await this.db.query('UPDATE relay_runs SET heartbeat_at = $2 WHERE request_id = $1', [
      requestId,
      new Date(this.clock.now()),
    ]);
  }

  async finish(requestId: string): Promise<void> {
    await this.db.query(`UPDATE relay_runs SET state = 'finished', finished_at = $2 WHERE request_id = $1`, [
      requestId,
      new Date(this.clock.now()),
    ]);
  }

  async update(
    hash: string,
    state: RelayedState,
    outcome: { engineResult?: string | null; ledgerIndex?: number | null; meta?: unknown } = {},
  ): Promise<void> {
    const final = state !== 'recorded' && state !== 'submitted';
    await this.db.query(
      `UPDATE relayed_transactions SET state = $2, engine_result = COALESCE($3, engine_result),
         ledger_index = COALESCE($4, ledger_index), meta = COALESCE($5, meta), finished_at = $6
       WHERE tx_hash = $1`,
      [
        hash,
        state,
        outcome.engineResult ?? null,
        outcome.ledgerIndex ?? null,
        outcome.meta === undefined || outcome.meta === null ? null : JSON.stringify(outcome.meta),
        final ? new Date(this.clock.now()) : null,
      ],
    );
  }

  async run(requestId: string): Promise<RunState | undefined> {
    const [run] = await this.db.query<{ state: string; heartbeat_at: Date }>(
      'SELECT state, heartbeat_at FROM relay_runs WHERE request_id = $1',
      [requestId],
    );
    if (!run) return undefined;
    const rows = await this.db.query<RelayedRow>(
      `SELECT tx_hash, position, tx_blob, state, engine_result, ledger_index, meta
       FROM relayed_transactions WHERE request_id = $1 ORDER BY position`,
      [requestId],
    );
    return {
      requestId,
      finished: run.state === 'finished',
      heartbeatAt: run.heartbeat_at.getTime(),
      txs: rows.map((row) => ({
        hash: row.tx_hash,
        position: row.position,
        blob: row.tx_blob,
        state: row.state,
        engineResult: row.engine_result,
        ledgerIndex: row.ledger_index === null ? null : Number(row.ledger_index),
        meta: typeof row.meta === 'string' ? JSON.parse(row.meta) : row.meta,
      })),
    };
  }

  /** The request a relayed hash belongs to, if any. */
  async requestOfHash(hash: string): Promise<string | undefined> {
    const [row] = await this.db.query<{ request_id: string }>(
      'SELECT request_id FROM relayed_transactions WHERE tx_hash = $1',
      [hash],
    );
    return row?.request_id;
  }

  async hasRun(requestId: string): Promise<boolean> {
    const rows = await this.db.query('SELECT 1 FROM relay_runs WHERE request_id = $1', [requestId]);
    return rows.length > 0;
  }

  /** Runs left unfinished (a restart mid-submission). */
  async unfinished(): Promise<string[]> {
    const rows = await this.db.query<{ request_id: string }>(
      `SELECT request_id FROM relay_runs WHERE state = 'running' ORDER BY started_at`,
    );
    return rows.map((row) => row.request_id);
  }
}
