/** Storage writes that survive a full quota (spec §8): clean the least used 30%, retry, then clear all. */
import { CACHE_CLEANUP_PERCENT } from '@horizon/core';
import type { CacheAccess } from './cache-record.js';

export function isQuotaError(error: unknown): boolean {
  if (!(error instanceof Error) && !(typeof error === 'object' && error !== null)) return false;
  const { name, code } = error as { name?: unknown; code?: unknown };
  return (
    name === 'QuotaExceededError' || name === 'NS_ERROR_DOM_QUOTA_REACHED' || code === 22 || code === 1014
  );
}

/** The wallets a cleanup removes: the least recently (then least often) used 30%, at least one. */
export function leastUsed(access: ReadonlyMap<string, CacheAccess>, keep?: string): string[] {
  const candidates = [...access].filter(([address]) => address !== keep);
  if (candidates.length === 0) return [];
  const count = Math.max(1, Math.ceil((candidates.length * CACHE_CLEANUP_PERCENT) / 100));
  return candidates
    .sort(([, a], [, b]) => a.lastAccessed - b.lastAccessed || a.accessCount - b.accessCount)
    .slice(0, count)
    .map(([address]) => address);
}

/** UTF-16 bytes a key and value take in Web Storage. */
export function storedBytes(key: string, value: string): number {
  return (key.length + value.length) * 2;
}
