/** Rate limits per IP and per wallet: over the limit answers 429 with Retry-After (seconds). */
import type { FastifyBaseLogger } from 'fastify';
import type { RateLimitConfig } from '../config/index.js';
import { HttpError } from '../http/http-error.js';
import { SERVER_MESSAGES } from '../http/messages.js';
import type { RateLimitStore } from './store.js';

export type LimitKind = 'ip' | 'wallet' | 'verify';

export class RateLimiter {
  constructor(
    private readonly store: RateLimitStore,
    private readonly config: RateLimitConfig,
    private readonly log: FastifyBaseLogger,
  ) {}

  private limit(kind: LimitKind): number {
    if (kind === 'ip') return this.config.perIp;
    return kind === 'wallet' ? this.config.perWallet : this.config.verifyPerIp;
  }

  /** Counts the hit; throws a 429 HttpError when `id` is over its limit. */
  async check(kind: LimitKind, id: string): Promise<void> {
    let hit;
    try {
      hit = await this.store.hit(`${kind}:${id}`, this.config.windowMs);
    } catch (error) {
      // A limiter outage must not take the API down with it: let the request through, loudly.
      this.log.warn({ err: error }, 'rate limit store unavailable');
      return;
    }
    if (hit.count <= this.limit(kind)) return;
    const retryAfter = String(Math.max(1, Math.ceil(hit.resetInMs / 1000)));
    throw new HttpError(429, SERVER_MESSAGES.rateLimited, {}, { 'retry-after': retryAfter });
  }
}
