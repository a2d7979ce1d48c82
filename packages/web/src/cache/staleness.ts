/** When a cached record or its LP list should be fetched again (spec §9). */
import { CACHE_STALE_MS, lpStaleMs } from '@horizon/core';
import type { CachedWalletRecord } from './cache-record.js';

/** Stale after 24 hours, or when marked for refresh (a repair or migration). */
export function isRecordStale(record: CachedWalletRecord, now: number): boolean {
  return record.needsRefresh || now - record.lastUpdated > CACHE_STALE_MS;
}

/** LP tokens: stale after 2 minutes when the list is empty, 10 minutes when not, or never fetched. */
export function areLpTokensStale(record: CachedWalletRecord, now: number): boolean {
  if (record.lpTokensLastUpdated === null) return true;
  return now - record.lpTokensLastUpdated > lpStaleMs(record.lpTokens.length === 0);
}
