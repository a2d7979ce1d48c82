import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { MemoryRateLimitStore } from '../../src/rate-limit/memory-store.js';
import { RedisRateLimitStore } from '../../src/rate-limit/redis-store.js';
import { TestClock } from '../support/test-app.js';

const REDIS_URL = process.env['TEST_REDIS_URL'] ?? 'redis://127.0.0.1:6379';

async function redisReachable(): Promise<boolean> {
  const probe = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 0, connectTimeout: 1000 });
  probe.on('error', () => undefined);
  try {
    await probe.connect();
    return (await probe.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}

const redisAvailable = await redisReachable();
if (!redisAvailable)
  console.warn(`[rate-limit/stores] Redis at ${REDIS_URL} is not reachable: its tests are SKIPPED`);

describe('in-memory counters', () => {
  it('count hits in a fixed window and start again when it ends', async () => {
    const clock = new TestClock(1_000_000);
    const store = new MemoryRateLimitStore(clock);
    expect(await store.hit('ip:1', 60_000)).toEqual({ count: 1, resetInMs: 60_000 });
    clock.advance(59_000);
    expect(await store.hit('ip:1', 60_000)).toEqual({ count: 2, resetInMs: 1000 });
    expect(await store.hit('ip:2', 60_000)).toEqual({ count: 1, resetInMs: 60_000 });
    clock.advance(1000);
    expect(await store.hit('ip:1', 60_000)).toEqual({ count: 1, resetInMs: 60_000 });
  });
});

describe.skipIf(!redisAvailable)('Redis counters', () => {
  const prefix = `horizon:test:${process.pid}:${Date.now()}:`;
  const stores: RedisRateLimitStore[] = [];
  const open = async () => {
    const store = new RedisRateLimitStore(REDIS_URL, prefix);
    await store.connect();
    stores.push(store);
    return store;
  };
  afterAll(async () => {
    for (const store of stores) await store.close();
  });

  it('are shared by two server instances and expire with their window', async () => {
    const [a, b] = [await open(), await open()];
    const first = await a.hit('ip:9', 2000);
    expect(first.count).toBe(1);
    expect(first.resetInMs).toBeGreaterThan(1000);
    expect(first.resetInMs).toBeLessThanOrEqual(2000);
    expect((await b.hit('ip:9', 2000)).count).toBe(2);
    expect((await a.hit('ip:9', 2000)).count).toBe(3);
    await new Promise((resolve) => setTimeout(resolve, 2100));
    expect((await b.hit('ip:9', 2000)).count).toBe(1);
  });
});

describe('a Redis that is not there', () => {
  it('fails each hit at once instead of queueing it', async () => {
    const store = new RedisRateLimitStore('redis://127.0.0.1:1');
    await expect(store.connect()).rejects.toThrow();
    await expect(store.hit('ip:1', 1000)).rejects.toThrow();
    await store.close();
  });
});
