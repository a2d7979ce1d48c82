/**
 * Another server instance on the same database, ledger and master key: a second replica, to show that
 * money-moving work two instances race over is done once (memory is not shared between them).
 */
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app.js';
import type { Clock } from '../../src/clock.js';
import { loadConfig } from '../../src/config/config.js';
import type { Database } from '../../src/db/database.js';
import type { Program } from '../../src/programs/program.js';
import { MemoryRateLimitStore } from '../../src/rate-limit/memory-store.js';
import { LedgerConnection, XrplLedgerGateway } from '../../src/xrpl/index.js';
import { ALTCHA_KEY, LogCapture, MASTER_KEY, SESSION_SECRET, TestClock } from './test-app.js';

export interface SecondInstance {
  readonly app: FastifyInstance;
  /** Runs one of a program's jobs in this instance. */
  job(program: Program['name'], name: string): Promise<unknown>;
  close(): Promise<void>;
}

export async function startSecondInstance(options: {
  db: Database;
  xrplUrl: string;
  treasury: string;
  env?: Record<string, string>;
  /** The first instance's clock, when a test moves time for both. */
  clock?: Clock;
}): Promise<SecondInstance> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'horizon-second-instance-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    WEB_DIR: path.join(dataDir, 'no-web'),
    LOG_LEVEL: 'warn',
    XRPL_URL: options.xrplUrl,
    TREASURY_ADDRESS: options.treasury,
    ...options.env,
  });
  const clock = options.clock ?? new TestClock(Date.now());
  const connection = new LedgerConnection(options.xrplUrl);
  const gateway = new XrplLedgerGateway(connection);
  const app = await buildApp({
    config,
    db: options.db,
    ledger: gateway,
    connection,
    clock,
    rateLimitStore: new MemoryRateLimitStore(clock),
    keys: { sessionSecret: SESSION_SECRET, altchaHmacKey: ALTCHA_KEY, masterKey: MASTER_KEY },
    logStream: new LogCapture(),
  });
  await app.ready();
  return {
    app,
    async job(program, name) {
      const run = app.programs.find((p) => p.name === program)?.jobs?.[name];
      if (!run) throw new Error(`no ${program} job ${name}`);
      return run();
    },
    async close() {
      await app.close();
      await gateway.close();
      await connection.close();
    },
  };
}
