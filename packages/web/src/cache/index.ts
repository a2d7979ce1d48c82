/** The wallet cache (spec §3, §4, §5, §8, §9). */
export * from './cache-record.js';
export { CacheMigrationError, readRecord, repairHoldings } from './repair.js';
export { areLpTokensStale, isRecordStale } from './staleness.js';
export { LpPatternCache } from './lp-patterns.js';
export { type CacheLog, WalletCache, type WalletCacheDeps } from './wallet-cache.js';
export {
  CACHE_BALANCE_UPDATED,
  type CacheBalanceUpdatedDetail,
  type TradeDelta,
  applyTradeToHoldings,
} from './optimistic.js';
export { applyOptimisticTrade, sharedWalletCache } from './cache-service.js';
export { MemoryStorage } from './memory-storage.js';
