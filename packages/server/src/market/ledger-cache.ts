/**
 * Reads that hold as of the last validated ledger (a pool, a book, a token's fee facts): kept until the next
 * close, and at most `ttlMs` regardless, so a quote under load reads the database once per ledger, not per
 * request. The promise is kept, so concurrent misses share one read; a failed read is not kept.
 */
import type { Clock } from '../clock.js';

export class LedgerCache<T> {
  readonly #entries = new Map<string, { readonly value: Promise<T>; readonly at: number }>();

  constructor(
    private readonly clock: Clock,
    private readonly ttlMs: number,
    private readonly maxEntries: number,
  ) {}

  get(key: string, load: () => Promise<T>): Promise<T> {
    const now = this.clock.now();
    const hit = this.#entries.get(key);
    if (hit && now - hit.at <= this.ttlMs) return hit.value;
    const value = load();
    if (this.#entries.size >= this.maxEntries) this.#entries.clear();
    this.#entries.set(key, { value, at: now });
    value.catch(() => {
      if (this.#entries.get(key)?.value === value) this.#entries.delete(key);
    });
    return value;
  }

  /** A ledger closed: everything read before it may have changed. */
  clear(): void {
    this.#entries.clear();
  }
}
