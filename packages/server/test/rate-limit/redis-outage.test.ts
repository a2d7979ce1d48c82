/**
 * Rate limits while Redis goes away and comes back, with a real redis-server this test starts on a port of its
 * own (the machine's Redis is never touched): the limits stay on, counted in memory while Redis is down, and are
 * counted in Redis again once it is back, with one log line each way.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/database.js';
import { STORE_RETRY_MS } from '../../src/rate-limit/limiter.js';
import { RedisRateLimitStore } from '../../src/rate-limit/redis-store.js';
import { type TestApp, startTestApp, testDatabase } from '../support/test-app.js';
import { newWallet } from '../support/wallets.js';

const hasRedisServer = spawnSync('redis-server', ['--version']).status === 0;
if (!hasRedisServer)
  console.warn('[rate-limit/redis-outage] redis-server is not on PATH: its test is SKIPPED');

async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  server.close();
  await once(server, 'close');
  return port;
}

async function ping(url: string): Promise<boolean> {
  const probe = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, connectTimeout: 500 });
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

/** A throwaway redis-server (no persistence) on `port`, answering once this resolves. */
async function startRedis(port: number): Promise<ChildProcess> {
  const child = spawn('redis-server', ['--port', String(port), '--save', '', '--appendonly', 'no'], {
    stdio: 'ignore',
  });
  for (let i = 0; i < 100 && !(await ping(`redis://127.0.0.1:${port}`)); i++) await sleep(50);
  return child;
}

async function stopRedis(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGKILL');
  await once(child, 'exit');
}

const premium = (t: TestApp, remoteAddress: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/trustless/check_if_premium_wallet',
    payload: { classic_address: newWallet().address },
    remoteAddress,
  });

/** Two calls from `ip` pass, the third is refused: the per-IP limit of 2 holds. */
async function expectLimited(t: TestApp, ip: string): Promise<void> {
  expect((await premium(t, ip)).statusCode).toBe(200);
  expect((await premium(t, ip)).statusCode).toBe(200);
  expect((await premium(t, ip)).statusCode).toBe(429);
}

const linesWith = (t: TestApp, text: string) => t.logs.lines.filter((line) => line.includes(text));

describe.skipIf(!hasRedisServer)('rate limits when Redis goes down and comes back', () => {
  let db: Database;
  let port: number;
  let redis: ChildProcess | undefined;
  const prefix = `horizon:test:outage:${process.pid}:`;
  beforeAll(async () => {
    db = await testDatabase();
    port = await freePort();
    redis = await startRedis(port);
  }, 120_000);
  afterAll(async () => {
    if (redis) await stopRedis(redis);
    await db?.close();
  });

  it('stay on in memory while it is down and go back to Redis when it returns, logging each once', async () => {
    const url = `redis://127.0.0.1:${port}`;
    const store = new RedisRateLimitStore(url, prefix);
    await store.connect();
    const t = await startTestApp({ db, env: { RATE_LIMIT_PER_IP: '2' }, rateLimitStore: store });
    const counted = async (ip: string) => {
      const client = new Redis(url);
      try {
        return await client.get(`${prefix}ip:${ip}`);
      } finally {
        client.disconnect();
      }
    };
    await expectLimited(t, '10.0.1.1');
    expect(await counted('10.0.1.1')).toBe('3');

    await stopRedis(redis as ChildProcess);
    await expectLimited(t, '10.0.1.2');
    await expectLimited(t, '10.0.1.3');
    expect(linesWith(t, 'rate limit store unavailable')).toHaveLength(1);

    redis = await startRedis(port);
    // The store is tried again every STORE_RETRY_MS (of the app's clock), once its client has reconnected.
    for (let i = 0; i < 100 && linesWith(t, 'rate limit store is back').length === 0; i++) {
      t.clock.advance(STORE_RETRY_MS);
      await premium(t, `10.0.2.${i}`);
      await sleep(100);
    }
    expect(linesWith(t, 'rate limit store is back')).toHaveLength(1);
    await expectLimited(t, '10.0.1.4');
    expect(await counted('10.0.1.4')).toBe('3');
    expect(linesWith(t, 'rate limit store unavailable')).toHaveLength(1);
    await t.close();
    await store.close();
  }, 60_000);
});
