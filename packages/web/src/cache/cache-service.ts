/** The cache's entry points for the app: one WalletCache on localStorage, and the optimistic trade update. */
import type { KeyValueStore } from '../services/storage-keys.js';
import type { CachedWalletRecord } from './cache-record.js';
import {
  CACHE_BALANCE_UPDATED,
  type TradeDelta,
  applyTradeToHoldings,
  balanceUpdatedDetail,
} from './optimistic.js';
import { MemoryStorage } from './memory-storage.js';
import { WalletCache } from './wallet-cache.js';

/** Applies a finished trade to the cached holdings and dispatches `cacheBalanceUpdated` on `events`. */
export function applyOptimisticTrade(
  cache: WalletCache,
  address: string,
  trade: TradeDelta,
  events: EventTarget,
  now: number,
): CachedWalletRecord | undefined {
  const next = cache.update(address, (r) => ({ ...r, holdings: applyTradeToHoldings(r.holdings, trade) }));
  if (next) {
    events.dispatchEvent(
      new CustomEvent(CACHE_BALANCE_UPDATED, { detail: balanceUpdatedDetail(next.holdings, trade, now) }),
    );
  }
  return next;
}

const shared = new WeakMap<KeyValueStore, WalletCache>();
let memoryOnly: WalletCache | undefined;

/**
 * The one cache over the given storage (over memory where the browser's is unavailable): every user shares
 * its memory layer and pending writes, so a removal or disconnect clears what all of them see.
 */
export function sharedWalletCache(storage: KeyValueStore | undefined): WalletCache {
  if (storage === undefined) return (memoryOnly ??= new WalletCache({ storage: new MemoryStorage() }));
  let cache = shared.get(storage);
  if (!cache) shared.set(storage, (cache = new WalletCache({ storage })));
  return cache;
}
