export { type LimitKind, RateLimiter } from './limiter.js';
export { MemoryRateLimitStore } from './memory-store.js';
export { RedisRateLimitStore } from './redis-store.js';
export type { RateLimitStore, WindowCount } from './store.js';
