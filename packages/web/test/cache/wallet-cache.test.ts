/** The wallet cache's storage rules (spec §5, §8, §9) with fake Storage only. */
import { describe, expect, it } from 'vitest';
import { CACHE_KEYS } from '../../src/cache/cache-record.js';
import { LpPatternCache } from '../../src/cache/lp-patterns.js';
import { WalletCache } from '../../src/cache/wallet-cache.js';
import { MemoryStore } from '../memory-store.js';

const A = 'rHsMGQEkVNJmpGWs8XUBoTBiAAbwxZN5v3';
const B = 'rBo2fTwPahuUDZR5EzT4yGgpnqUjLUuutC';

function setup(storage = new MemoryStore()) {
  let now = 1_000_000;
  const timers: (() => void)[] = [];
  const logs: string[] = [];
  const cache = new WalletCache({
    storage,
    now: () => now,
    setTimer: (fn) => timers.push(fn),
    clearTimer: () => undefined,
    log: { error: (m) => logs.push(`error: ${m}`), warn: (m) => logs.push(`warn: ${m}`) },
  });
  return { cache, storage, timers, logs, advance: (ms: number) => (now += ms) };
}

/** A Storage whose writes fail with a quota error while `full` says so. */
class QuotaStore extends MemoryStore {
  failures = 0;
  constructor(public full: (key: string) => boolean) {
    super();
  }
  override setItem(key: string, value: string): void {
    if (this.full(key)) {
      this.failures += 1;
      throw new DOMException('full', 'QuotaExceededError');
    }
    super.setItem(key, value);
  }
}

describe('keys', () => {
  it.each(['', 'undefined', 'null', '  '])(
    'rejects the wallet key %j with a logged error and no action',
    (key) => {
      const { cache, storage, logs } = setup();
      expect(cache.get(key)).toBeUndefined();
      cache.update(key, (r) => r);
      cache.flush();
      expect(logs).toEqual(['error: Invalid wallet key', 'error: Invalid wallet key']);
      expect(storage.keys().filter((k) => k.startsWith(CACHE_KEYS.recordPrefix))).toEqual([]);
    },
  );
});

describe('reading and writing', () => {
  it('writes 100 ms after the change, coalescing updates, under a horizon: key', () => {
    const { cache, storage, timers } = setup();
    cache.update(A, (r) => ({ ...r, premiumStatus: true }));
    cache.update(A, (r) => ({ ...r, lastChecked: 7 }));
    expect(storage.getItem(CACHE_KEYS.record(A))).toBeNull();
    expect(timers).toHaveLength(1);
    timers[0]?.();
    const stored = JSON.parse(storage.getItem(CACHE_KEYS.record(A)) ?? '{}') as Record<string, unknown>;
    expect(stored).toMatchObject({ premiumStatus: true, lastChecked: 7, version: 3 });
  });

  it('serves from memory for 60 s, then reads storage again', () => {
    const { cache, storage, advance } = setup();
    cache.update(A, (r) => ({ ...r, premiumStatus: true }));
    cache.flush();
    storage.setItem(CACHE_KEYS.record(A), JSON.stringify({ version: 3, premiumStatus: false }));
    advance(59_999);
    expect(cache.get(A)?.premiumStatus).toBe(true);
    advance(1);
    expect(cache.get(A)?.premiumStatus).toBe(false);
  });

  it('keeps at most 20 wallets in memory', () => {
    const { cache, storage } = setup();
    const addresses = Array.from(
      { length: 21 },
      (_, i) => `rAddress${String(i).padStart(2, '0')}xxxxxxxxxxxxxxxxxx`,
    );
    addresses.forEach((a) => cache.get(a));
    storage.setItem(
      CACHE_KEYS.record(addresses[0] as string),
      JSON.stringify({ version: 3, premiumStatus: true }),
    );
    storage.setItem(
      CACHE_KEYS.record(addresses[20] as string),
      JSON.stringify({ version: 3, premiumStatus: true }),
    );
    expect(cache.get(addresses[0] as string)?.premiumStatus).toBe(true); // evicted, re-read
    expect(cache.get(addresses[20] as string)?.premiumStatus).toBeNull(); // still in memory
  });

  it('a corrupt entry is cleared and read as an empty record', () => {
    const storage = new MemoryStore({
      [CACHE_KEYS.record(A)]: '{not json',
      [CACHE_KEYS.credentials(A)]: 'LOCAL',
    });
    const { cache, logs } = setup(storage);
    expect(cache.get(A)?.holdings.xrp_balance_available).toBe('0');
    expect(storage.getItem(CACHE_KEYS.record(A))).toBeNull();
    expect(logs).toEqual(['warn: Wallet cache cleared']);
  });

  it('a failed migration clears that wallet only', () => {
    const storage = new MemoryStore({
      [CACHE_KEYS.record(A)]: JSON.stringify({ version: 9 }),
      [CACHE_KEYS.record(B)]: JSON.stringify({ version: 3, premiumStatus: true }),
    });
    const { cache } = setup(storage);
    expect(cache.get(A)?.version).toBe(3);
    expect(storage.getItem(CACHE_KEYS.record(A))).toBeNull();
    expect(cache.get(B)?.premiumStatus).toBe(true);
  });

  it('keeps the newest 50 transactions without duplicates', () => {
    const { cache } = setup();
    cache.addTransactions(
      A,
      Array.from({ length: 40 }, (_, i) => ({ tx_hash: `OLD${i}` })),
    );
    cache.addTransactions(A, [
      { tx_hash: 'NEW' },
      { tx_hash: 'OLD0' },
      ...Array.from({ length: 15 }, (_, i) => ({ tx_hash: `N${i}` })),
    ]);
    const hashes = cache.get(A)?.transactions.map((t) => t.tx_hash) ?? [];
    expect(hashes).toHaveLength(50);
    expect(hashes.slice(0, 3)).toEqual(['NEW', 'OLD0', 'N0']);
    expect(new Set(hashes).size).toBe(50);
  });

  it('an empty LP list never overwrites a non-empty one (a warning only)', () => {
    const { cache, logs } = setup();
    cache.setLpTokens(A, [{ pool: 1 }]);
    cache.setLpTokens(A, []);
    expect(cache.get(A)?.lpTokens).toEqual([{ pool: 1 }]);
    expect(logs).toEqual(['warn: LP token list not overwritten with an empty list']);
  });

  it('stores credentials in the record and under their own key', () => {
    const { cache, storage } = setup();
    cache.setCredentials(A, 'LOCAL');
    cache.flush();
    expect(storage.getItem(CACHE_KEYS.credentials(A))).toBe('LOCAL');
    expect(cache.get(A)?.encryptedCredentials).toBe('LOCAL');
  });

  it('clear removes one wallet; clearAll removes every wallet cache and nothing else', () => {
    const storage = new MemoryStore({ 'horizon:wallets': '[]', app_version: '2.0.0' });
    const { cache } = setup(storage);
    cache.setCredentials(A, 'LOCAL');
    cache.setCredentials(B, 'LOCAL');
    cache.flush();
    cache.clear(A);
    expect(storage.getItem(CACHE_KEYS.record(A))).toBeNull();
    expect(storage.getItem(CACHE_KEYS.record(B))).not.toBeNull();
    cache.clearAll();
    expect(storage.keys()).toEqual(['app_version', 'horizon:wallets']);
  });
});

describe('storage limits', () => {
  function fillFive(cache: WalletCache, advance: (ms: number) => void, names: string[]) {
    for (const name of names) {
      advance(10);
      cache.update(name, (r) => ({ ...r, premiumStatus: true }));
      cache.flush();
    }
  }
  const names = [
    'rWallet1xxxxxxxxxxxxxxxxxxxxx',
    'rWallet2xxxxxxxxxxxxxxxxxxxxx',
    'rWallet3xxxxxxxxxxxxxxxxxxxxx',
    'rWallet4xxxxxxxxxxxxxxxxxxxxx',
  ];

  it('on a quota error cleans the least used 30% of wallets and retries', () => {
    let full = false;
    const storage: QuotaStore = new QuotaStore(
      (key): boolean => full && key === CACHE_KEYS.record(A) && storage.failures < 1,
    );
    const { cache, advance } = setup(storage);
    fillFive(cache, advance, names);
    full = true;
    advance(10);
    cache.update(A, (r) => ({ ...r, premiumStatus: true }));
    cache.flush();
    expect(storage.getItem(CACHE_KEYS.record(A))).not.toBeNull();
    // 30% of the 4 other wallets, rounded up: the 2 used longest ago.
    expect(names.map((n) => storage.getItem(CACHE_KEYS.record(n)) !== null)).toEqual([
      false,
      false,
      true,
      true,
    ]);
  });

  it('when the retry fails too, every wallet cache is cleared', () => {
    let full = false;
    const storage = new QuotaStore((key) => full && key.startsWith(CACHE_KEYS.recordPrefix));
    const { cache, advance, logs } = setup(storage);
    fillFive(cache, advance, names);
    full = true;
    cache.update(A, (r) => ({ ...r, premiumStatus: true }));
    cache.flush();
    expect(storage.keys().filter((k) => k.startsWith(CACHE_KEYS.recordPrefix))).toEqual([]);
    expect(logs).toContain('error: Storage full: all wallet caches cleared');
  });

  it('keeps the cache under 5 MB by cleaning the least used before a write that would pass it', () => {
    const { cache, storage, advance } = setup();
    const big = 'x'.repeat(900_000); // 1.8 MB as UTF-16
    for (const name of names.slice(0, 2)) {
      advance(10);
      cache.update(name, (r) => ({ ...r, lpTokens: [big] }));
      cache.flush();
    }
    advance(10);
    cache.update(A, (r) => ({ ...r, lpTokens: [big] }));
    cache.flush();
    expect(storage.getItem(CACHE_KEYS.record(names[0] as string))).toBeNull();
    expect(storage.getItem(CACHE_KEYS.record(names[1] as string))).not.toBeNull();
    expect(storage.getItem(CACHE_KEYS.record(A))).not.toBeNull();
  });
});

describe('LP pattern memo', () => {
  it('remembers for 1 hour', () => {
    let now = 0;
    const memo = new LpPatternCache(new MemoryStore(), () => now);
    memo.set('03ABC:rX', true);
    now = 3_600_000;
    expect(memo.get('03ABC:rX')).toBe(true);
    now += 1;
    expect(memo.get('03ABC:rX')).toBeUndefined();
  });

  it('above 1000 entries keeps the newest 500, and survives a reload', () => {
    let now = 0;
    const storage = new MemoryStore();
    const memo = new LpPatternCache(storage, () => now);
    for (let i = 0; i <= 1000; i += 1) {
      now += 1;
      memo.set(`p${i}`, i % 2 === 0);
    }
    expect(memo.size).toBe(500);
    expect(memo.get('p1000')).toBe(true);
    expect(memo.get('p500')).toBeUndefined();
    expect(new LpPatternCache(storage, () => now).get('p999')).toBe(false);
  });
});
