/**
 * LP pattern memo: whether a token id is an AMM LP token, remembered for 1 hour; above 1000 entries
 * the newest 500 are kept (spec §9).
 */
import { LP_PATTERN_TRIM_ABOVE, LP_PATTERN_TRIM_TO, LP_PATTERN_TTL_MS } from '@horizon/core';
import type { KeyValueStore } from '../services/storage-keys.js';
import { CACHE_KEYS } from './cache-record.js';

interface PatternEntry {
  readonly isLp: boolean;
  readonly at: number;
}

export class LpPatternCache {
  private entries = new Map<string, PatternEntry>();

  constructor(
    private readonly storage: KeyValueStore | undefined,
    private readonly now: () => number,
  ) {
    try {
      const raw: unknown = JSON.parse(storage?.getItem(CACHE_KEYS.lpPatterns) ?? '{}');
      if (typeof raw === 'object' && raw !== null) {
        for (const [k, v] of Object.entries(raw as Record<string, PatternEntry>)) {
          if (typeof v?.isLp === 'boolean' && typeof v.at === 'number') this.entries.set(k, v);
        }
      }
    } catch {
      // A corrupt entry is cleared (spec §8): start empty.
      storage?.removeItem(CACHE_KEYS.lpPatterns);
    }
  }

  get(pattern: string): boolean | undefined {
    const entry = this.entries.get(pattern);
    if (!entry) return undefined;
    if (this.now() - entry.at > LP_PATTERN_TTL_MS) {
      this.entries.delete(pattern);
      return undefined;
    }
    return entry.isLp;
  }

  set(pattern: string, isLp: boolean): void {
    this.entries.delete(pattern);
    this.entries.set(pattern, { isLp, at: this.now() });
    if (this.entries.size > LP_PATTERN_TRIM_ABOVE) this.trim();
    this.save();
  }

  get size(): number {
    return this.entries.size;
  }

  private trim(): void {
    const cutoff = this.now() - LP_PATTERN_TTL_MS;
    const fresh = [...this.entries].filter(([, e]) => e.at >= cutoff).sort((a, b) => b[1].at - a[1].at);
    this.entries = new Map(fresh.slice(0, LP_PATTERN_TRIM_TO).reverse());
  }

  private save(): void {
    try {
      this.storage?.setItem(CACHE_KEYS.lpPatterns, JSON.stringify(Object.fromEntries(this.entries)));
    } catch {
      // A memo only: losing it costs one lookup.
    }
  }
}
