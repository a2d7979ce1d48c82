/** The app built in memory for tests: PGlite, a fake clock, captured logs, a fake ledger. */
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { solveChallenge } from 'altcha-lib/v1';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { buildApp } from '../../src/app.js';
import type { Clock } from '../../src/clock.js';
import { loadConfig } from '../../src/config/config.js';
import type { Database } from '../../src/db/database.js';
import { migrate } from '../../src/db/migrations.js';
import { MemoryRateLimitStore } from '../../src/rate-limit/memory-store.js';
import type { RateLimitStore } from '../../src/rate-limit/store.js';
import type { Fetch } from '../../src/verification/turnstile.js';
import type { LedgerGateway } from '../../src/xrpl/gateway.js';
import { openTestPglite } from './databases.js';
import { FakeLedger } from './fake-ledger.js';

export class TestClock implements Clock {
  constructor(public ms = Date.UTC(2025, 0, 15, 12, 0, 0)) {}
  now(): number {
    return this.ms;
  }
  advance(ms: number): void {
    this.ms += ms;
  }
}

/** Every log line the app wrote, as text. */
export class LogCapture extends Writable {
  readonly lines: string[] = [];
  override _write(chunk: Buffer, _encoding: string, done: () => void): void {
    this.lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
    done();
  }
  get text(): string {
    return this.lines.join('\n');
  }
}

export const SESSION_SECRET = 'test-session-secret-0123456789abcdef0123456789';
export const ALTCHA_KEY = 'test-altcha-hmac-key-0123456789abcdef0123456789';
/** Seals hot-wallet seeds in tests (a fixed key, so a test can look for it in logs and the database). */
export const MASTER_KEY = '5eed5eed'.repeat(8);

export interface TestAppOptions {
  readonly env?: Record<string, string>;
  readonly db?: Database;
  readonly rateLimitStore?: RateLimitStore;
  readonly fetch?: Fetch;
  /** A real gateway instead of the fake (then `ledger` is a fake nobody reads). */
  readonly ledger?: LedgerGateway;
}

export interface TestApp {
  readonly app: FastifyInstance;
  readonly db: Database;
  readonly ledger: FakeLedger;
  readonly clock: TestClock;
  readonly logs: LogCapture;
  close(): Promise<void>;
}

export async function testDatabase(): Promise<Database> {
  const db = await openTestPglite();
  await migrate(db);
  return db;
}

export async function startTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'horizon-server-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    WEB_DIR: path.join(dataDir, 'no-web'),
    ALTCHA_MAX_NUMBER: '2000',
    LOG_LEVEL: 'info',
    ...options.env,
  });
  const db = options.db ?? (await testDatabase());
  const ledger = new FakeLedger();
  const clock = new TestClock();
  const logs = new LogCapture();
  const app = await buildApp({
    config,
    db,
    ledger: options.ledger ?? ledger,
    clock,
    rateLimitStore: options.rateLimitStore ?? new MemoryRateLimitStore(clock),
    keys: { sessionSecret: SESSION_SECRET, altchaHmacKey: ALTCHA_KEY, masterKey: MASTER_KEY },
    logStream: logs,
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  await app.ready();
  return {
    app,
    db,
    ledger,
    clock,
    logs,
    async close() {
      await app.close();
      if (!options.db) await db.close();
    },
  };
}

/** The `name=value` pair of the session cookie a response set, for the next request's Cookie header. */
export function sessionCookieOf(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((c) => c.name.endsWith('horizon_session'));
  expect(cookie, 'the response sets the session cookie').toBeDefined();
  return `${cookie?.name}=${cookie?.value}`;
}

/** Solves a real ALTCHA challenge from the app, as the widget does; returns the cf_token payload. */
export async function solveAltcha(app: FastifyInstance): Promise<string> {
  const response = await app.inject({ method: 'GET', url: '/api/verify_challenge' });
  expect(response.statusCode).toBe(200);
  const challenge = response.json<{
    algorithm: string;
    challenge: string;
    salt: string;
    signature: string;
    maxnumber: number;
  }>();
  const solution = await solveChallenge(
    challenge.challenge,
    challenge.salt,
    challenge.algorithm,
    challenge.maxnumber,
  ).promise;
  expect(solution).not.toBeNull();
  const payload = { ...challenge, number: solution?.number, took: solution?.took };
  return Buffer.from(JSON.stringify(payload)).toString('base64');
}

/** Passes the bot check; returns the Cookie header value of the new session. */
export async function verifySession(app: FastifyInstance): Promise<string> {
  const token = await solveAltcha(app);
  const response = await app.inject({
    method: 'POST',
    url: '/api/verify_cf_token',
    payload: { cf_token: token },
  });
  expect(response.json()).toEqual({ success: true });
  return sessionCookieOf(response);
}
