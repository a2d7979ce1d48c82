/** LP positions come from the wallet cache while fresh (spec §9: 2 min when empty, 10 min otherwise). */
import { describe, expect, it } from 'vitest';
import { WalletCache } from '../../src/cache/index.js';
import { cachedPositions, storePositions } from '../../src/trade-ui/lp-cache.js';
import { MemoryStore } from '../memory-store.js';

const ADDRESS = 'rEhh6f9rj5UUBhFzGGaxS5zYU2CCqKFXBC';
const TOKEN = 'USD:rPT1Sjq2YGrBMTttX4GZHjKu9dyfzbpAYe';

function cacheAt(clock: { now: number }) {
  return new WalletCache({
    storage: new MemoryStore(),
    now: () => clock.now,
    setTimer: () => 0,
    clearTimer: () => undefined,
  });
}

describe('LP positions in the wallet cache', () => {
  it('are reused for 10 minutes, then fetched again', () => {
    const clock = { now: 1_000_000 };
    const cache = cacheAt(clock);
    const positions = [{ tokenId: TOKEN, ticker: 'USD', info: null }];
    storePositions(cache, ADDRESS, positions);
    cache.flush(); // the 100 ms write delay, elapsed
    clock.now += 9 * 60_000;
    expect(cachedPositions(cache, ADDRESS, [TOKEN], clock.now)).toEqual(positions);
    clock.now += 2 * 60_000;
    expect(cachedPositions(cache, ADDRESS, [TOKEN], clock.now)).toBeUndefined();
  });

  it('are fetched again when the wallet holds other tokens than those cached', () => {
    const clock = { now: 1_000_000 };
    const cache = cacheAt(clock);
    storePositions(cache, ADDRESS, [{ tokenId: TOKEN, ticker: 'USD', info: null }]);
    expect(cachedPositions(cache, ADDRESS, [TOKEN, `EUR:${TOKEN.split(':')[1]}`], clock.now)).toBeUndefined();
  });

  it('never cached: fetched', () => {
    const clock = { now: 1_000_000 };
    expect(cachedPositions(cacheAt(clock), ADDRESS, [], clock.now)).toBeUndefined();
  });
});
