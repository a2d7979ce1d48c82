/**
 * Work one server instance at a time may do (a sniper round, a day's vote burn), held in the database by a
 * heartbeat: every instance runs the same background passes, and memory would let two of them pay twice. A
 * holder that stopped (its beat is older than `staleMs`) is taken over by the next pass.
 */
import { randomUUID } from 'node:crypto';
import type { Clock } from '../clock.js';
import type { Database } from './database.js';

export interface LeaseOptions {
  readonly beatMs?: number;
  readonly staleMs?: number;
  readonly onBeatError?: (error: unknown) => void;
}

export type Held<T> = { readonly held: true; readonly value: T } | { readonly held: false };

export class Leases {
  private readonly beatMs: number;
  private readonly staleMs: number;

  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly options: LeaseOptions = {},
  ) {
    this.beatMs = options.beatMs ?? 5_000;
    this.staleMs = options.staleMs ?? 60_000;
  }

  /** Runs `work` while this caller holds `key`; answers `held: false` without running it otherwise. */
  async hold<T>(key: string, work: () => Promise<T>): Promise<Held<T>> {
    const holder = randomUUID();
    if (!(await this.take(key, holder))) return { held: false };
    // Only while the lease is still ours: a holder whose beats stalled may have been taken over since.
    const beat = setInterval(() => {
      this.db
        .query('UPDATE work_leases SET heartbeat_at = $3 WHERE lease_key = $1 AND holder = $2', [
          key,
          holder,
          this.now(),
        ])
        .catch((error: unknown) => this.options.onBeatError?.(error));
    }, this.beatMs);
    beat.unref();
    try {
      return { held: true, value: await work() };
    } finally {
      clearInterval(beat);
      await this.db.query('DELETE FROM work_leases WHERE lease_key = $1 AND holder = $2', [key, holder]);
    }
  }

  private now(): Date {
    return new Date(this.clock.now());
  }

  private async take(key: string, holder: string): Promise<boolean> {
    const rows = await this.db.query(
      `INSERT INTO work_leases (lease_key, holder, heartbeat_at) VALUES ($1, $2, $3)
       ON CONFLICT (lease_key) DO UPDATE SET holder = EXCLUDED.holder, heartbeat_at = EXCLUDED.heartbeat_at
       WHERE work_leases.heartbeat_at < $4 RETURNING lease_key`,
      [key, holder, this.now(), new Date(this.clock.now() - this.staleMs)],
    );
    return rows.length > 0;
  }
}
