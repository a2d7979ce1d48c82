/**
 * Rate limits per IP, per wallet (calls from sessions that proved it) and per session (calls naming a wallet
 * the session did not prove): over the limit answers 429 with Retry-After (seconds).
 */
import { MAX_WALLETS } from '@horizon/core';
import type { FastifyBaseLogger } from 'fastify';
import { type Clock, systemClock } from '../clock.js';
import type { RateLimitConfig } from '../config/index.js';
import { HttpError } from '../http/http-error.js';
import { SERVER_MESSAGES } from '../http/messages.js';
import { MemoryRateLimitStore } from './memory-store.js';
import type { RateLimitStore, WindowCount } from './store.js';

export type LimitKind = 'ip' | 'wallet' | 'session' | 'verify';

/** While the store is down, it is tried again this often (the hits in between are counted in memory). */
export const STORE_RETRY_MS = 5_000;

export class RateLimiter {
  // Counts while the store (Redis) is away: limits stay on, per instance, instead of switching off.
  private readonly fallback: MemoryRateLimitStore;
  /** When the store is down: the time to try it again. */
  private retryAt: number | undefined;

  constructor(
    private readonly store: RateLimitStore,
    private readonly config: RateLimitConfig,
    private readonly log: FastifyBaseLogger,
    private readonly clock: Clock = systemClock,
  ) {
    this.fallback = new MemoryRateLimitStore(clock);
  }

  private limit(kind: LimitKind): number {
    if (kind === 'ip') return this.config.perIp;
    if (kind === 'wallet') return this.config.perWallet;
    // A session naming wallets it did not prove gets what the wallets a browser holds would get together.
    return kind === 'session' ? this.config.perWallet * MAX_WALLETS : this.config.verifyPerIp;
  }

  /** Counts the hit; throws a 429 HttpError when `id` is over its limit. */
  async check(kind: LimitKind, id: string): Promise<void> {
    const hit = await this.hit(`${kind}:${id}`);
    if (hit.count <= this.limit(kind)) return;
    const retryAfter = String(Math.max(1, Math.ceil(hit.resetInMs / 1000)));
    throw new HttpError(429, SERVER_MESSAGES.rateLimited, {}, { 'retry-after': retryAfter });
  }

  /** In the store while it answers; in memory while it is down, logged once when it goes and once when it is back. */
  private async hit(key: string): Promise<WindowCount> {
    const now = this.clock.now();
    if (this.retryAt === undefined || now >= this.retryAt) {
      try {
        const hit = await this.store.hit(key, this.config.windowMs);
        if (this.retryAt !== undefined) {
          this.retryAt = undefined;
          this.log.info('rate limit store is back: counting there again');
        }
        return hit;
      } catch (error) {
        if (this.retryAt === undefined)
          this.log.warn({ err: error }, 'rate limit store unavailable: counting in memory until it is back');
        this.retryAt = now + STORE_RETRY_MS;
      }
    }
    return this.fallback.hit(key, this.config.windowMs);
  }
}
