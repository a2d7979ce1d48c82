/**
 * One key per money-moving action, claimed in the database before anything is paid: whoever inserts the key
 * pays; every other caller (a double click, another server instance) waits for that run and gets its outcome.
 * Memory is no guard here: two requests or two instances never share it.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import type { Clock } from '../clock.js';
import type { Database } from './database.js';

export interface ClaimOptions {
  /** How long a second caller waits for the first run before `busy` answers it. */
  readonly waitMs?: number;
  readonly pollMs?: number;
  /** Whether the run's error means nothing was paid, so the key is let go and may be tried again. */
  readonly nothingPaid: (error: unknown) => boolean;
  /** What a caller that waited out the first run is told (an "already in progress" answer). */
  readonly busy: () => Error;
  /** A claim still running after this long was left by a stopped server: `recover` decides it. */
  readonly staleMs?: number;
  /** Reads what the stopped run did from the records (never guessing): paid (its hash), unpaid, or unknown. */
  readonly recover?: () => Promise<Recovered>;
}

export type Recovered = { readonly paid: string } | 'unpaid' | 'unknown';

export interface ClaimOutcome {
  readonly outcome: string;
  /** True for the one caller that paid; false for everyone answered from the first run. */
  readonly ran: boolean;
}

type ClaimRow = { state: 'running' | 'done'; outcome: string | null; claimed_at: Date };

export class ActionClaims {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  /** The key's state: undefined when nobody holds it. */
  async state(key: string): Promise<ClaimRow | undefined> {
    const [row] = await this.db.query<ClaimRow>(
      'SELECT state, outcome, claimed_at FROM action_claims WHERE action_key = $1',
      [key],
    );
    return row;
  }

  /** Runs `pay` at most once for `key` however many callers race; its outcome (a hash) answers them all. */
  async once(key: string, pay: () => Promise<string>, options: ClaimOptions): Promise<ClaimOutcome> {
    const waitMs = options.waitMs ?? 60_000;
    const started = Date.now();
    for (;;) {
      if (await this.claim(key)) return { outcome: await this.run(key, pay, options), ran: true };
      const row = await this.state(key);
      if (row?.state === 'done') return { outcome: row.outcome ?? '', ran: false };
      if (row && (await this.recoverStale(key, row, options))) continue;
      if (row && Date.now() - started >= waitMs) throw options.busy();
      // Gone: the first run paid nothing and let the key go; this caller tries in its turn.
      if (row) await sleep(options.pollMs ?? 200);
    }
  }

  /** Settles a claim a stopped server left running, from what `recover` reads; true when it changed. */
  private async recoverStale(key: string, row: ClaimRow, options: ClaimOptions): Promise<boolean> {
    const stale = row.claimed_at.getTime() < this.clock.now() - (options.staleMs ?? 120_000);
    if (!stale || !options.recover) return false;
    const decided = await options.recover();
    if (decided === 'unknown') return false;
    // Only the very claim that was judged: a newer one (claimed since) is left alone.
    if (decided === 'unpaid') {
      await this.db.query(
        `DELETE FROM action_claims WHERE action_key = $1 AND state = 'running' AND date_trunc('milliseconds', claimed_at) = $2`,
        [key, row.claimed_at],
      );
    } else {
      await this.db.query(
        `UPDATE action_claims SET state = 'done', outcome = $3, finished_at = $4
         WHERE action_key = $1 AND state = 'running' AND date_trunc('milliseconds', claimed_at) = $2`,
        [key, row.claimed_at, decided.paid, new Date(this.clock.now())],
      );
    }
    return true;
  }

  private async claim(key: string): Promise<boolean> {
    const rows = await this.db.query(
      `INSERT INTO action_claims (action_key, state, claimed_at) VALUES ($1, 'running', $2)
       ON CONFLICT (action_key) DO NOTHING RETURNING action_key`,
      [key, new Date(this.clock.now())],
    );
    return rows.length > 0;
  }

  private async run(key: string, pay: () => Promise<string>, options: ClaimOptions): Promise<string> {
    let outcome: string;
    try {
      outcome = await pay();
    } catch (error) {
      // An error that leaves the payment unknown keeps the key: paying again could pay twice.
      if (options.nothingPaid(error))
        await this.db.query(`DELETE FROM action_claims WHERE action_key = $1 AND state = 'running'`, [key]);
      throw error;
    }
    await this.db.query(
      `UPDATE action_claims SET state = 'done', outcome = $2, finished_at = $3 WHERE action_key = $1`,
      [key, outcome, new Date(this.clock.now())],
    );
    return outcome;
  }
}
