/**
 * The verification status (spec §4: checking, then verified or not verified), shared by the gate, the
 * verify page and the add-wallet dialog. Plain TypeScript with a subscribe/snapshot pair for React.
 */
import type { VerifyStatusResponse } from '@horizon/core';
import type { VerificationStatus } from './gate-rules.js';

export interface VerificationSnapshot {
  readonly status: VerificationStatus;
  /** Session expiry, Unix seconds, when verified. */
  readonly expiresAt: number | null;
}

export interface VerificationStoreDeps {
  readonly fetchStatus: () => Promise<VerifyStatusResponse>;
  readonly now: () => number;
  readonly setTimer: (fn: () => void, ms: number) => unknown;
  readonly clearTimer: (handle: unknown) => void;
}

// Timers longer than this overflow in browsers; a long session is simply re-checked later.
const MAX_TIMER_MS = 2_147_000_000;

export class VerificationStore {
  private snapshot: VerificationSnapshot = { status: 'checking', expiresAt: null };
  private readonly listeners = new Set<() => void>();
  private expiryTimer: unknown;
  private pending: Promise<VerificationSnapshot> | undefined;

  constructor(private readonly deps: VerificationStoreDeps) {}

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly getSnapshot = (): VerificationSnapshot => this.snapshot;

  /** Asks the server; a failed status call counts as not verified (the gate then offers /verify). */
  refresh(): Promise<VerificationSnapshot> {
    this.pending ??= this.deps
      .fetchStatus()
      .then((s) => this.apply(s.verified ? { status: 'verified', expiresAt: s.expires_at } : unverified()))
      .catch(() => this.apply(unverified()))
      .finally(() => {
        this.pending = undefined;
      });
    return this.pending;
  }

  /** Spec §4: a 'verification required' answer clears the verified flag at once. */
  clearVerified(): void {
    this.apply(unverified());
  }

  private apply(next: VerificationSnapshot): VerificationSnapshot {
    this.deps.clearTimer(this.expiryTimer);
    this.expiryTimer = undefined;
    if (next.status === 'verified' && next.expiresAt !== null) {
      const ms = Math.min(next.expiresAt * 1000 - this.deps.now(), MAX_TIMER_MS);
      // At expiry the server is asked again rather than trusting the local clock alone.
      this.expiryTimer = this.deps.setTimer(() => void this.refresh(), Math.max(ms, 0));
    }
    if (next.status !== this.snapshot.status || next.expiresAt !== this.snapshot.expiresAt) {
      this.snapshot = next;
      this.listeners.forEach((l) => l());
    }
    return this.snapshot;
  }
}

function unverified(): VerificationSnapshot {
  return { status: 'unverified', expiresAt: null };
}
