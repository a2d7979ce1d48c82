/** Launches and their steps in the database. */
import { randomUUID } from 'node:crypto';
import { LAUNCH_STEPS, type LaunchStepName } from '@horizon/core';
import type { Clock } from '../clock.js';
import type { Database, Queryable } from '../db/index.js';

export type StepStatus = 'pending' | 'ready' | 'submitted' | 'validated' | 'failed';
export type LaunchStatus = 'in_progress' | 'completed' | 'failed';

export interface StepRow {
  readonly step: LaunchStepName;
  readonly signer: string;
  readonly status: StepStatus;
  readonly requestId: string | null;
  readonly txHash: string | null;
  readonly engineResult: string | null;
}

export interface LaunchRow {
  readonly id: string;
  readonly creator: string;
  readonly issuer: string;
  readonly tokenId: string;
  readonly params: Record<string, unknown>;
  readonly status: LaunchStatus;
  readonly error: string | null;
  readonly steps: readonly StepRow[];
}

export class LaunchStore {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  /** A new launch with every step pending; undefined when the issuer is already launching a token. */
  async create(
    launch: Pick<LaunchRow, 'creator' | 'issuer' | 'tokenId' | 'params'>,
    signers: (step: LaunchStepName) => string,
  ): Promise<string | undefined> {
    const id = randomUUID();
    const now = new Date(this.clock.now());
    return this.db.transaction(async (q) => {
      const rows = await q.query(
        `INSERT INTO launches (id, creator, issuer, token_id, params, status, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, 'in_progress', $6, $6) ON CONFLICT (issuer) DO NOTHING RETURNING id`,
        [id, launch.creator, launch.issuer, launch.tokenId, JSON.stringify(launch.params), now],
      );
      if (rows.length === 0) return undefined;
      for (const [position, step] of LAUNCH_STEPS.entries()) {
        await q.query(
          `INSERT INTO launch_steps (launch_id, position, step, signer, status) VALUES ($1, $2, $3, $4, 'pending')`,
          [id, position, step, signers(step)],
        );
      }
      return id;
    });
  }

  async load(id: string, q: Queryable = this.db): Promise<LaunchRow | undefined> {
    const [launch] = await q.query<{
      id: string;
      creator: string;
      issuer: string;
      token_id: string;
      params: Record<string, unknown> | string;
      status: LaunchStatus;
      error: string | null;
    }>('SELECT id, creator, issuer, token_id, params, status, error FROM launches WHERE id = $1', [id]);
    if (!launch) return undefined;
    const steps = await q.query<{
      step: LaunchStepName;
      signer: string;
      status: StepStatus;
      request_id: string | null;
      tx_hash: string | null;
      engine_result: string | null;
    }>(
      `SELECT step, signer, status, request_id, tx_hash, engine_result FROM launch_steps
       WHERE launch_id = $1 ORDER BY position`,
      [id],
    );
    return {
      id: launch.id,
      creator: launch.creator,
      issuer: launch.issuer,
      tokenId: launch.token_id,
      params: typeof launch.params === 'string' ? JSON.parse(launch.params) : launch.params,
      status: launch.status,
      error: launch.error,
      steps: steps.map((s) => ({
        step: s.step,
        signer: s.signer,
        status: s.status,
        requestId: s.request_id,
        txHash: s.tx_hash,
        engineResult: s.engine_result,
      })),
    };
  }

  async updateStep(
    id: string,
    step: LaunchStepName,
    change: {
      status: StepStatus;
      requestId?: string | null;
      txHash?: string | null;
      engineResult?: string | null;
    },
  ): Promise<void> {
    await this.db.query(
      `UPDATE launch_steps SET status = $3,
         request_id = CASE WHEN $4::boolean THEN $5::uuid ELSE request_id END,
         tx_hash = CASE WHEN $6::boolean THEN $7 ELSE tx_hash END,
         engine_result = CASE WHEN $8::boolean THEN $9 ELSE engine_result END
       WHERE launch_id = $1 AND step = $2`,
      [
        id,
        step,
        change.status,
        change.requestId !== undefined,
        change.requestId ?? null,
        change.txHash !== undefined,
        change.txHash ?? null,
        change.engineResult !== undefined,
        change.engineResult ?? null,
      ],
    );
    await this.touch(id);
  }

  async setStatus(id: string, status: LaunchStatus, error: string | null): Promise<void> {
    await this.db.query('UPDATE launches SET status = $2, error = $3, updated_at = $4 WHERE id = $1', [
      id,
      status,
      error,
      new Date(this.clock.now()),
    ]);
  }

  private async touch(id: string): Promise<void> {
    await this.db.query('UPDATE launches SET updated_at = $2 WHERE id = $1', [
      id,
      new Date(this.clock.now()),
    ]);
  }
}
