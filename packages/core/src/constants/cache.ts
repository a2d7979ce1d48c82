/** The browser wallet cache (spec §3, §5, §9). Durations in milliseconds. */

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

/** Current version of a cached wallet record; records at or below 2 migrate. */
export const CACHE_VERSION = 3;
export const CACHE_LAST_MIGRATABLE_VERSION = 2;
/** A cached record is stale after 24 hours. */
export const CACHE_STALE_MS = 24 * HOUR;
/** LP tokens go stale after 2 minutes when the list is empty, 10 minutes when not. */
export const LP_STALE_EMPTY_MS = 2 * MINUTE;
export const LP_STALE_NON_EMPTY_MS = 10 * MINUTE;
/** Maximum storage used by the cache: 5 MB (taken as 5 × 1024 × 1024 bytes). */
export const CACHE_MAX_STORAGE_BYTES = 5 * 1024 * 1024;
/** Memory cache: entries live 60 s, at most 20 wallets. */
export const MEMORY_CACHE_TTL_MS = 60 * SECOND;
export const MEMORY_CACHE_MAX_WALLETS = 20;
/** Writes are delayed (coalesced) by 100 ms. */
export const CACHE_WRITE_DELAY_MS = 100;
/** At most 50 transactions are kept per wallet. */
export const CACHE_MAX_TRANSACTIONS = 50;
/** LP pattern entries live 1 hour; above 1000 entries they are trimmed to 500. */
export const LP_PATTERN_TTL_MS = HOUR;
export const LP_PATTERN_TRIM_ABOVE = 1000;
export const LP_PATTERN_TRIM_TO = 500;
/** A cleanup removes 30% of the wallets (the oldest or least used). */
export const CACHE_CLEANUP_PERCENT = 30;

/** How long an LP list stays fresh. */
export function lpStaleMs(listIsEmpty: boolean): number {
  return listIsEmpty ? LP_STALE_EMPTY_MS : LP_STALE_NON_EMPTY_MS;
}
