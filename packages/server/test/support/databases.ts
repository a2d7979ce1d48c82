/**
 * Databases for tests: PGlite in memory (always), and the machine's PostgreSQL when it answers
 * (TEST_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test), each test file in its own schema.
 */
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile, rename, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { Database } from '../../src/db/database.js';
import { openPglite } from '../../src/db/pglite.js';
import { openPostgres } from '../../src/db/postgres.js';

export const POSTGRES_URL = process.env['TEST_DATABASE_URL'] ?? 'postgres://postgres@127.0.0.1:5432/test';

/** A new PGlite cluster takes ~15 s (initdb in WASM); a dump of one loads in ~2 s, so it is made once. */
const DUMP_FILE = path.join(os.tmpdir(), 'horizon-server-test-pglite-0.5.16.tar');

async function freshClusterDump(): Promise<Blob> {
  if (!existsSync(DUMP_FILE)) {
    const fresh = new PGlite();
    await fresh.waitReady;
    const dump = await fresh.dumpDataDir('none');
    await fresh.close();
    const partial = `${DUMP_FILE}.${process.pid}.${randomBytes(4).toString('hex')}`;
    await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
    await rename(partial, DUMP_FILE);
  }
  return new Blob([await readFile(DUMP_FILE)]);
}

/** An empty in-memory PGlite database (no migrations applied). */
export async function openTestPglite(): Promise<Database> {
  return openPglite(undefined, { loadDataDir: await freshClusterDump() });
}

let reachable: Promise<boolean> | undefined;

/** Whether the machine's PostgreSQL answers; asked once per test file. */
export function postgresReachable(): Promise<boolean> {
  reachable ??= (async () => {
    const client = new pg.Client({ connectionString: POSTGRES_URL, connectionTimeoutMillis: 2000 });
    try {
      await client.connect();
      await client.query('SELECT 1');
      return true;
    } catch {
      return false;
    } finally {
      await client.end().catch(() => undefined);
    }
  })();
  return reachable;
}

/** A database in a new schema of the machine's PostgreSQL; `drop` removes the schema and closes. */
export async function openTestPostgres(): Promise<{ db: Database; schema: string; drop(): Promise<void> }> {
  const schema = `horizon_test_${randomBytes(6).toString('hex')}`;
  const db = await openPostgres(POSTGRES_URL, { schema, maxConnections: 4 });
  return {
    db,
    schema,
    async drop() {
      await db.exec(`DROP SCHEMA ${schema} CASCADE`);
      await db.close();
    },
  };
}

/** Says plainly in the test output that the PostgreSQL half of a suite did not run. */
export function reportPostgresSkipped(suite: string, available: boolean): void {
  if (!available)
    console.warn(`[${suite}] PostgreSQL at ${POSTGRES_URL} is not reachable: its tests are SKIPPED`);
}
