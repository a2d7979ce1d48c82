/** Fixed-window counters in Redis, so several server instances share one limit. */
import { Redis } from 'ioredis';
import type { RateLimitStore, WindowCount } from './store.js';

// INCR, start the window's expiry on its first hit, and say how long it has left: one round trip, atomic.
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
return {count, ttl}
`;

export class RedisRateLimitStore implements RateLimitStore {
  private readonly redis: Redis;

  constructor(
    url: string,
    private readonly prefix = 'horizon:rate:',
  ) {
    // No offline queue: while Redis is away a hit fails at once (and the limiter lets the request through).
    this.redis = new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 1, lazyConnect: true });
    this.redis.on('error', () => undefined);
  }

  async connect(): Promise<void> {
    await this.redis.connect();
  }

  async hit(key: string, windowMs: number): Promise<WindowCount> {
    const [count, ttl] = (await this.redis.eval(HIT_SCRIPT, 1, this.prefix + key, String(windowMs))) as [
      number,
      number,
    ];
    return { count, resetInMs: ttl };
  }

  async close(): Promise<void> {
    this.redis.disconnect();
  }
}
