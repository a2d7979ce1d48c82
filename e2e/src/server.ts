/**
 * The real Horizon server, started in this process the way packages/server's main does: configuration from
 * environment-style settings, PGlite in a temporary folder (a copy of a migrated template), the built web
 * app, the indexer following the ledger.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { buildApp, loadConfig, openServices } from '@horizon/server';
import { seedPgliteDir } from './pglite-template.js';

export interface ServerOptions {
  readonly xrplUrl: string;
  readonly webDir: string;
  /** Further environment settings (USD_TOKEN, COMMUNITY_TOKEN, …) as main would read them. */
  readonly env?: Readonly<Record<string, string>>;
  /** Where the server's JSON log lines go instead of stdout (the secret scan reads them). */
  readonly logStream?: NodeJS.WritableStream;
}

export interface RunningServer {
  /** http://127.0.0.1:port */
  readonly url: string;
  /**
   * Runs one pass of a program's background job (e.g. 'escrow_pools', 'settle') and answers its result: the
   * e2e server runs no job on a schedule, so a test decides when the work happens.
   */
  runJob(program: string, job: string): Promise<unknown>;
  close(): Promise<void>;
}

/** What e2e needs of the app's issue-10 programs (packages/server/src/programs/program.ts). */
interface ProgramJobs {
  readonly name: string;
  readonly jobs?: Readonly<Record<string, () => Promise<unknown>>>;
}

/** A proof-of-work small enough for a test browser to solve in well under a second. */
const TEST_ALTCHA_MAX_NUMBER = '20000';

export async function startServer(options: ServerOptions): Promise<RunningServer> {
  const dataDir = await mkdtemp(join(tmpdir(), 'horizon-e2e-server-'));
  await seedPgliteDir(dataDir);
  const config = loadConfig({
    HOST: '127.0.0.1',
    PORT: '0',
    DATA_DIR: dataDir,
    WEB_DIR: options.webDir,
    XRPL_URL: options.xrplUrl,
    ALTCHA_MAX_NUMBER: TEST_ALTCHA_MAX_NUMBER,
    // One browser makes every request from one address; the limits are tested in packages/server.
    RATE_LIMIT_PER_IP: '100000',
    RATE_LIMIT_VERIFY_PER_IP: '1000',
    LOG_LEVEL: process.env['E2E_SERVER_LOG_LEVEL'] ?? 'warn',
    ...options.env,
  });
  const services = await openServices(config);
  const app = await buildApp(options.logStream ? { ...services, logStream: options.logStream } : services);
  const close = async () => {
    await app.close();
    await services.close();
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    await app.listen({ host: config.host, port: 0 });
    await services.startIndexer(app.log);
  } catch (error) {
    await close();
    throw error;
  }
  const { port } = app.server.address() as AddressInfo;
  const programs = (app as unknown as { programs: readonly ProgramJobs[] }).programs;
  const runJob = (program: string, job: string) => {
    const run = programs.find((p) => p.name === program)?.jobs?.[job];
    if (!run) throw new Error(`the server has no job ${program}.${job}`);
    return run();
  };
  return { url: `http://127.0.0.1:${port}`, runJob, close };
}
