import { MAX_WALLETS } from '@horizon/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/database.js';
import { RedisRateLimitStore } from '../../src/rate-limit/redis-store.js';
import { type TestApp, startTestApp, testDatabase, verifySession } from '../support/test-app.js';
import { newWallet, proveWallet } from '../support/wallets.js';

const TOO_MANY = { detail: 'Too many requests. Please wait a moment and try again.' };

let db: Database;
beforeAll(async () => {
  db = await testDatabase();
}, 120_000);
afterAll(() => db.close());

const premium = (t: TestApp, address: string, remoteAddress = '10.0.0.1') =>
  t.app.inject({
    method: 'POST',
    url: '/api/trustless/check_if_premium_wallet',
    payload: { classic_address: address },
    remoteAddress,
  });

describe('rate limits', () => {
  it('answer 429 with Retry-After past the per-IP limit, until the minute is over', async () => {
    const t = await startTestApp({ db, env: { RATE_LIMIT_PER_IP: '3' } });
    const wallet = newWallet().address;
    for (let i = 0; i < 3; i++) expect((await premium(t, wallet)).statusCode).toBe(200);
    const over = await premium(t, wallet);
    expect(over.statusCode).toBe(429);
    expect(over.headers['retry-after']).toBe('60');
    expect(over.json()).toEqual(TOO_MANY);
    expect((await premium(t, wallet, '10.0.0.2')).statusCode).toBe(200);
    t.clock.advance(45_000);
    expect((await premium(t, wallet)).headers['retry-after']).toBe('15');
    t.clock.advance(15_000);
    expect((await premium(t, wallet)).statusCode).toBe(200);
    await t.close();
  });

  it("spend a wallet's own budget only on calls from sessions that proved it: strangers cannot lock its owner out", async () => {
    const t = await startTestApp({ db, env: { RATE_LIMIT_PER_WALLET: '2' } });
    const victim = newWallet();
    // Public reads naming the victim, from anyone: held by the per-IP limit only.
    for (const ip of ['10.0.0.1', '10.0.0.2', '10.0.0.3', '10.0.0.4'])
      expect((await premium(t, victim.address, ip)).statusCode).toBe(200);
    // A verified stranger naming the victim spends its own session's budget (five wallets' worth).
    const stranger = await verifySession(t.app);
    const register = (cookie: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/trustless/register_wallet_frontend',
        headers: { cookie },
        payload: { classic_address: victim.address },
      });
    for (let i = 0; i < 2 * MAX_WALLETS; i++) expect((await register(stranger)).statusCode).toBe(200);
    const strangerOver = await register(stranger);
    expect(strangerOver.statusCode).toBe(429);
    expect(strangerOver.json()).toEqual(TOO_MANY);
    // The owner, proved in its own session, still has its whole budget, and then no more.
    const owner = await verifySession(t.app);
    expect((await proveWallet(t.app, owner, victim)).statusCode).toBe(200);
    const ownCode = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/trustless/get_referral_code',
        headers: { cookie: owner },
        payload: { classic_address: victim.address },
      });
    expect((await ownCode()).statusCode).toBe(200);
    expect((await ownCode()).statusCode).toBe(200);
    const over = await ownCode();
    expect(over.statusCode).toBe(429);
    expect(over.headers['retry-after']).toBe('60');
    await t.close();
  });

  it('behind TRUST_PROXY, count a client by the address its proxy saw, whatever X-Forwarded-For it sends', async () => {
    for (const [trustProxy, chain] of [
      ['1', '203.0.113.7'],
      ['true', '203.0.113.7'],
      ['2', '203.0.113.7, 10.1.0.1'],
    ] as const) {
      const t = await startTestApp({ db, env: { RATE_LIMIT_PER_IP: '2', TRUST_PROXY: trustProxy } });
      // The client writes the left of the header; each proxy appends the address it was called from.
      const behindProxy = (claimed: string) =>
        t.app.inject({
          method: 'POST',
          url: '/api/trustless/check_if_premium_wallet',
          payload: { classic_address: newWallet().address },
          headers: { 'x-forwarded-for': `${claimed}, ${chain}` },
          remoteAddress: '10.0.0.254',
        });
      expect((await behindProxy('198.51.100.1')).statusCode, trustProxy).toBe(200);
      expect((await behindProxy('198.51.100.2')).statusCode, trustProxy).toBe(200);
      const over = await behindProxy('198.51.100.3');
      expect(over.statusCode, trustProxy).toBe(429);
      expect(over.json()).toEqual(TOO_MANY);
      await t.close();
    }
  });

  it('are stricter for the calls that open sessions and challenges', async () => {
    const t = await startTestApp({ db, env: { RATE_LIMIT_VERIFY_PER_IP: '2' } });
    const get = () => t.app.inject({ method: 'GET', url: '/api/verify_challenge' });
    expect((await get()).statusCode).toBe(200);
    expect((await get()).statusCode).toBe(200);
    expect((await get()).statusCode).toBe(429);
    expect((await t.app.inject({ method: 'GET', url: '/api/verify_status' })).statusCode).toBe(200);
    await t.close();
  });

  it('stay on, counted in memory, and log one warning, when the limiter store is down', async () => {
    const t = await startTestApp({
      db,
      env: { RATE_LIMIT_PER_IP: '1' },
      rateLimitStore: new RedisRateLimitStore('redis://127.0.0.1:1'),
    });
    const wallet = newWallet().address;
    expect((await premium(t, wallet)).statusCode).toBe(200);
    const over = await premium(t, wallet);
    expect(over.statusCode).toBe(429);
    expect(over.json()).toEqual(TOO_MANY);
    expect((await premium(t, wallet, '10.0.0.2')).statusCode).toBe(200);
    const warnings = t.logs.lines.filter((line) => line.includes('rate limit store unavailable'));
    expect(warnings).toHaveLength(1);
    await t.close();
  });
});

const REDIS_URL = process.env['TEST_REDIS_URL'] ?? 'redis://127.0.0.1:6379';
const redis = new RedisRateLimitStore(REDIS_URL, `horizon:test:limits:${process.pid}:${Date.now()}:`);
const redisAvailable = await redis.connect().then(
  () => true,
  () => false,
);
if (!redisAvailable)
  console.warn(`[rate-limit/limits] Redis at ${REDIS_URL} is not reachable: its tests are SKIPPED`);

describe.skipIf(!redisAvailable)('rate limits in Redis', () => {
  afterAll(() => redis.close());

  it('are shared by two server instances', async () => {
    const env = { RATE_LIMIT_PER_IP: '3' };
    const [a, b] = [
      await startTestApp({ db, env, rateLimitStore: redis }),
      await startTestApp({ db, env, rateLimitStore: redis }),
    ];
    const wallet = newWallet().address;
    expect((await premium(a, wallet)).statusCode).toBe(200);
    expect((await premium(b, wallet)).statusCode).toBe(200);
    expect((await premium(a, wallet)).statusCode).toBe(200);
    const over = await premium(b, wallet);
    expect(over.statusCode).toBe(429);
    expect(Number(over.headers['retry-after'])).toBeGreaterThanOrEqual(59);
    await a.app.close();
    await b.app.close();
  });
});
