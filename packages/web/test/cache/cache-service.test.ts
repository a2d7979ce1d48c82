/** The app's one wallet cache: every user of the same storage sees a removal at once. */
import { describe, expect, it } from 'vitest';
import { CACHE_KEYS, sharedWalletCache } from '../../src/cache/index.js';
import { MemoryStore } from '../memory-store.js';

const ADDRESS = 'rHsMGQEkVNJmpGWs8XUBoTBiAAbwxZN5v3';

describe('sharedWalletCache', () => {
  it('answers one cache per storage, so a clear by the wallet list reaches what a trade flow remembered', () => {
    const storage = new MemoryStore();
    const flows = sharedWalletCache(storage);
    const list = sharedWalletCache(storage);
    expect(list).toBe(flows);
    flows.update(ADDRESS, (r) => ({ ...r, premiumStatus: true }));
    list.clear(ADDRESS);
    flows.flush(); // a write still pending must not bring the removed wallet's record back
    expect(storage.getItem(CACHE_KEYS.record(ADDRESS))).toBeNull();
    expect(flows.get(ADDRESS)?.premiumStatus).toBeNull();
  });

  it('keeps caches of different storages apart, and one memory cache where there is no storage', () => {
    expect(sharedWalletCache(new MemoryStore())).not.toBe(sharedWalletCache(new MemoryStore()));
    expect(sharedWalletCache(undefined)).toBe(sharedWalletCache(undefined));
  });
});
