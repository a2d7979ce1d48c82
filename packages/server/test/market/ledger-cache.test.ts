import { describe, expect, it } from 'vitest';
import { LedgerCache } from '../../src/market/ledger-cache.js';

function cacheAt(ttlMs = 2000, max = 3) {
  const clock = { at: 1_000, now: () => clock.at };
  return { clock, cache: new LedgerCache<number>(clock, ttlMs, max) };
}

describe('LedgerCache', () => {
  it('reads once while fresh, again after the time limit or a clear', async () => {
    const { clock, cache } = cacheAt();
    let reads = 0;
    const load = async () => ++reads;
    expect(await cache.get('a', load)).toBe(1);
    clock.at += 2000;
    expect(await cache.get('a', load)).toBe(1);
    clock.at += 1;
    expect(await cache.get('a', load)).toBe(2);
    cache.clear();
    expect(await cache.get('a', load)).toBe(3);
  });

  it('shares one read between concurrent misses', async () => {
    const { cache } = cacheAt();
    let reads = 0;
    const load = () => new Promise<number>((resolve) => setTimeout(() => resolve(++reads), 5));
    expect(await Promise.all([cache.get('a', load), cache.get('a', load)])).toEqual([1, 1]);
    expect(reads).toBe(1);
  });

  it('does not keep a failed read', async () => {
    const { cache } = cacheAt();
    await expect(cache.get('a', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('a', async () => 7)).toBe(7);
  });

  it('starts over when full, so hostile keys cannot grow it', async () => {
    const { cache } = cacheAt(2000, 2);
    let reads = 0;
    const load = async () => ++reads;
    await cache.get('a', load);
    await cache.get('b', load);
    await cache.get('c', load); // full: a and b are dropped
    expect(await cache.get('a', load)).toBe(4);
  });
});
