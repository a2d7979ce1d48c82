import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/database.js';
import { RedisRateLimitStore } from '../../src/rate-limit/redis-store.js';
import { type TestApp, startTestApp, testDatabase } from '../support/test-app.js';
import { newWallet } from '../support/wallets.js';

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

  it('count calls naming a wallet across IPs', async () => {
    const t = await startTestApp({ db, env: { RATE_LIMIT_PER_WALLET: '2' } });
    const [busy, quiet] = [newWallet().address, newWallet().address];
    expect((await premium(t, busy, '10.0.0.1')).statusCode).toBe(200);
    expect((await premium(t, busy, '10.0.0.2')).statusCode).toBe(200);
    const over = await premium(t, busy, '10.0.0.3');
    expect(over.statusCode).toBe(429);
    expect(over.headers['retry-after']).toBe('60');
    expect((await premium(t, quiet, '10.0.0.3')).statusCode).toBe(200);
    await t.close();
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

  it('let requests through, and log a warning, when the limiter store is down', async () => {
    const t = await startTestApp({
      db,
      env: { RATE_LIMIT_PER_IP: '1' },
      rateLimitStore: new RedisRateLimitStore('redis://127.0.0.1:1'),
    });
    const wallet = newWallet().address;
    expect((await premium(t, wallet)).statusCode).toBe(200);
    expect((await premium(t, wallet)).statusCode).toBe(200);
    expect(t.logs.text).toContain('rate limit store unavailable');
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
