/**
 * The wallet cache (spec §3, §4, §5, §8, §9): version 3 records per address in Web Storage, a 60 s
 * memory cache of at most 20 wallets, writes coalesced for 100 ms, a 5 MB ceiling and quota recovery.
 */
import {
  CACHE_MAX_STORAGE_BYTES,
  CACHE_MAX_TRANSACTIONS,
  CACHE_WRITE_DELAY_MS,
  MEMORY_CACHE_MAX_WALLETS,
  MEMORY_CACHE_TTL_MS,
  isValidCacheKey,
  isValidStoredCredentials,
} from '@horizon/core';
import type { KeyValueStore } from '../services/storage-keys.js';
import {
  CACHE_KEYS,
  type CacheAccess,
  type CachedTransaction,
  type CachedWalletRecord,
  emptyRecord,
} from './cache-record.js';
import { isQuotaError, leastUsed, storedBytes } from './quota.js';
import { readRecord } from './repair.js';

export interface CacheLog {
  error(message: string, detail?: unknown): void;
  warn(message: string, detail?: unknown): void;
}

export interface WalletCacheDeps {
  readonly storage: KeyValueStore;
  readonly now?: () => number;
  readonly setTimer?: (fn: () => void, ms: number) => unknown;
  readonly clearTimer?: (handle: unknown) => void;
  readonly log?: CacheLog;
}

type Update = (record: CachedWalletRecord) => CachedWalletRecord;

export class WalletCache {
  private readonly storage: KeyValueStore;
  private readonly now: () => number;
  private readonly setTimer: (fn: () => void, ms: number) => unknown;
  private readonly clearTimer: (handle: unknown) => void;
  private readonly log: CacheLog;
  private readonly memory = new Map<string, { record: CachedWalletRecord; at: number }>();
  private readonly pending = new Map<string, CachedWalletRecord>();
  private readonly access: Map<string, CacheAccess>;
  private timer: unknown;

  constructor(deps: WalletCacheDeps) {
    this.storage = deps.storage;
    this.now = deps.now ?? Date.now;
    this.setTimer = deps.setTimer ?? ((fn, ms) => setTimeout(fn, ms));
    this.clearTimer = deps.clearTimer ?? ((h) => clearTimeout(h as ReturnType<typeof setTimeout>));
    this.log = deps.log ?? { error: console.error, warn: console.warn };
    this.access = this.readAccess();
  }

  /** The wallet's record, repaired or migrated as needed; undefined only for a rejected key. */
  get(address: string): CachedWalletRecord | undefined {
    if (!this.acceptKey(address)) return undefined;
    const now = this.now();
    const hit = this.memory.get(address);
    const record = hit && now - hit.at < MEMORY_CACHE_TTL_MS ? hit.record : this.load(address, now);
    this.touch(address, now);
    return record;
  }

  /** Applies `change` to the record now (memory) and writes it after the write delay. */
  update(address: string, change: Update): CachedWalletRecord | undefined {
    const current = this.get(address);
    if (!current) return undefined;
    const next = change(current);
    this.remember(address, next, this.now());
    this.pending.set(address, next);
    this.timer ??= this.setTimer(() => this.flush(), CACHE_WRITE_DELAY_MS);
    return next;
  }

  /** Newest first, deduplicated by hash, at most 50 kept. */
  addTransactions(address: string, transactions: readonly CachedTransaction[]): void {
    this.update(address, (r) => {
      const seen = new Set<string>();
      const merged = [...transactions, ...r.transactions].filter(
        (t) => !seen.has(t.tx_hash) && seen.add(t.tx_hash),
      );
      return { ...r, transactions: merged.slice(0, CACHE_MAX_TRANSACTIONS) };
    });
  }

  /** A list that would replace a non-empty one with an empty one is refused with a warning only. */
  setLpTokens(address: string, lpTokens: readonly unknown[]): void {
    const current = this.get(address);
    if (!current) return;
    if (lpTokens.length === 0 && current.lpTokens.length > 0) {
      this.log.warn('LP token list not overwritten with an empty list', { address });
      return;
    }
    this.update(address, (r) => ({ ...r, lpTokens: [...lpTokens], lpTokensLastUpdated: this.now() }));
  }

  /** Credentials live in the record and under their own per-wallet key. */
  setCredentials(address: string, credentials: string): void {
    if (!this.acceptKey(address) || !isValidStoredCredentials(credentials)) return;
    this.update(address, (r) => ({ ...r, encryptedCredentials: credentials }));
    this.write(CACHE_KEYS.credentials(address), credentials, address);
  }

  /** Writes every pending record now. */
  flush(): void {
    if (this.timer !== undefined) this.clearTimer(this.timer);
    this.timer = undefined;
    const batch = [...this.pending];
    this.pending.clear();
    for (const [address, record] of batch)
      this.write(CACHE_KEYS.record(address), JSON.stringify(record), address);
    this.saveAccess();
  }

  /** Forgets one wallet's cache (removal, failed migration, corrupt entry). */
  clear(address: string): void {
    this.memory.delete(address);
    this.pending.delete(address);
    this.access.delete(address);
    this.remove(CACHE_KEYS.record(address));
    this.remove(CACHE_KEYS.credentials(address));
    this.saveAccess();
  }

  /** Forgets every wallet's cache (disconnect all, or a quota error that cleanup could not fix). */
  clearAll(): void {
    this.memory.clear();
    this.pending.clear();
    this.access.clear();
    for (const key of this.ourKeys()) this.remove(key);
  }

  accessOf(address: string): CacheAccess | undefined {
    return this.access.get(address);
  }

  private acceptKey(address: string): boolean {
    if (isValidCacheKey(address)) return true;
    this.log.error('Invalid wallet key', { key: address });
    return false;
  }

  private load(address: string, now: number): CachedWalletRecord {
    let record: CachedWalletRecord;
    try {
      const text = this.storage.getItem(CACHE_KEYS.record(address));
      record =
        text === null ? emptyRecord(address, now) : readRecord(JSON.parse(text) as unknown, address, now);
    } catch (error) {
      // Corrupt JSON or a failed migration: that wallet's cache is cleared (spec §4, §8).
      this.log.warn('Wallet cache cleared', { address, error });
      this.clear(address);
      record = emptyRecord(address, now);
    }
    this.remember(address, record, now);
    return record;
  }

  private remember(address: string, record: CachedWalletRecord, now: number): void {
    this.memory.delete(address);
    this.memory.set(address, { record, at: now });
    while (this.memory.size > MEMORY_CACHE_MAX_WALLETS) {
      const oldest = this.memory.keys().next().value as string;
      this.memory.delete(oldest);
    }
  }

  private touch(address: string, now: number): void {
    const a = this.access.get(address);
    this.access.set(address, {
      lastAccessed: now,
      accessCount: (a?.accessCount ?? 0) + 1,
      size: a?.size ?? 0,
    });
  }

  /** One write under the 5 MB ceiling; a quota error cleans the least used 30% and retries once. */
  private write(key: string, value: string, address: string): void {
    const bytes = storedBytes(key, value);
    const others = [...this.access].reduce((sum, [a, m]) => sum + (a === address ? 0 : m.size), 0);
    if (others + bytes > CACHE_MAX_STORAGE_BYTES) this.cleanup(address);
    try {
      this.storage.setItem(key, value);
    } catch (error) {
      if (!isQuotaError(error)) throw error;
      this.cleanup(address);
      try {
        this.storage.setItem(key, value);
      } catch {
        this.log.error('Storage full: all wallet caches cleared');
        this.clearAll();
        return;
      }
    }
    const a = this.access.get(address) ?? { lastAccessed: this.now(), accessCount: 0, size: 0 };
    this.access.set(address, { ...a, size: bytes });
  }

  private cleanup(keep: string): void {
    for (const address of leastUsed(this.access, keep)) this.clear(address);
  }

  private remove(key: string): void {
    try {
      this.storage.removeItem(key);
    } catch {
      // Nothing more to do: the entry is unreachable once dropped from memory.
    }
  }

  private ourKeys(): string[] {
    const keys: string[] = [];
    for (let i = 0; i < this.storage.length; i += 1) {
      const key = this.storage.key(i);
      if (
        key &&
        (key.startsWith(CACHE_KEYS.recordPrefix) ||
          key.startsWith(CACHE_KEYS.credentialsPrefix) ||
          key === CACHE_KEYS.access)
      ) {
        keys.push(key);
      }
    }
    return keys;
  }

  private readAccess(): Map<string, CacheAccess> {
    try {
      const raw: unknown = JSON.parse(this.storage.getItem(CACHE_KEYS.access) ?? '{}');
      return new Map(Object.entries(raw as Record<string, CacheAccess>).filter(([k]) => isValidCacheKey(k)));
    } catch {
      this.remove(CACHE_KEYS.access);
      return new Map();
    }
  }

  private saveAccess(): void {
    try {
      this.storage.setItem(CACHE_KEYS.access, JSON.stringify(Object.fromEntries(this.access)));
    } catch {
      // Access metadata only ranks cleanups; losing it is harmless.
    }
  }
}
