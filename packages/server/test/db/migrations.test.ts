import { mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/database.js';
import { loadMigrations, migrate, MigrationError } from '../../src/db/migrations.js';
import { openPostgres } from '../../src/db/postgres.js';
import {
  POSTGRES_URL,
  openTestPglite,
  openTestPostgres,
  postgresReachable,
  reportPostgresSkipped,
} from '../support/databases.js';

const pgAvailable = await postgresReachable();
reportPostgresSkipped('db/migrations', pgAvailable);

async function migrationsDir(files: Record<string, string>): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'horizon-migrations-'));
  for (const [name, sql] of Object.entries(files)) await writeFile(path.join(dir, name), sql);
  return dir;
}

async function tables(db: Database): Promise<string[]> {
  const rows = await db.query<{ table_name: string }>(
    `SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema() ORDER BY table_name`,
  );
  return rows.map((row) => row.table_name);
}

function migrationSuite(open: () => Promise<{ db: Database; close(): Promise<void> }>) {
  let db: Database;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ db, close } = await open());
  }, 120_000);
  afterAll(() => close());

  it('applies every migration of the server in order on an empty database, then nothing the second time', async () => {
    const all = await loadMigrations();
    expect(all.slice(0, 2).map((m) => `${m.version}_${m.name}`)).toEqual(['0001_sessions', '0002_wallets']);
    const versions = all.map((m) => m.version);
    expect(versions).toEqual([...versions].sort());
    expect(await migrate(db)).toEqual(versions);
    expect(await migrate(db)).toEqual([]);
    expect(await tables(db)).toEqual(
      expect.arrayContaining([
        'bot_check_solutions',
        'schema_migrations',
        'session_wallets',
        'sessions',
        'wallet_challenges',
        'wallets',
      ]),
    );
  });

  it('keeps a wallet from being its own referrer, whatever the code path', async () => {
    const now = new Date();
    await db.query(
      `INSERT INTO wallets (classic_address, referral_code, registered_at) VALUES ('rA', 'CODEA', $1)`,
      [now],
    );
    await expect(
      db.query(`UPDATE wallets SET referred_by = 'rA' WHERE classic_address = 'rA'`),
    ).rejects.toThrow(/wallets_no_self_referral/);
  });
}

describe('migrations on PGlite', () => {
  migrationSuite(async () => {
    const db = await openTestPglite();
    return { db, close: () => db.close() };
  });

  it('rolls a failing migration back whole and records only what succeeded', async () => {
    const db = await openTestPglite();
    const dir = await migrationsDir({
      '0001_first.sql': 'CREATE TABLE first_table (id int);',
      '0002_broken.sql': 'CREATE TABLE half_done (id int); SELECT * FROM no_such_table;',
    });
    await expect(migrate(db, await loadMigrations(dir))).rejects.toThrow(/0002_broken failed/);
    expect(await tables(db)).toEqual(['first_table', 'schema_migrations']);
    const applied = await db.query<{ version: string }>('SELECT version FROM schema_migrations');
    expect(applied).toEqual([{ version: '0001' }]);
    await db.close();
  }, 60_000);

  it('refuses to run when an applied migration was edited afterwards', async () => {
    const db = await openTestPglite();
    const dir = await migrationsDir({ '0001_first.sql': 'CREATE TABLE first_table (id int);' });
    await migrate(db, await loadMigrations(dir));
    await writeFile(path.join(dir, '0001_first.sql'), 'CREATE TABLE first_table (id bigint);');
    await expect(migrate(db, await loadMigrations(dir))).rejects.toThrow(MigrationError);
    await expect(migrate(db, await loadMigrations(dir))).rejects.toThrow(
      '0001_first changed after it was applied',
    );
    await db.close();
  }, 60_000);

  it('refuses migration files that are not named NNNN_name.sql', async () => {
    const dir = await migrationsDir({ 'add-users.sql': 'SELECT 1;' });
    await expect(loadMigrations(dir)).rejects.toThrow('must look like 0001_name.sql: add-users.sql');
  });
});

describe.skipIf(!pgAvailable)('migrations on PostgreSQL', () => {
  migrationSuite(async () => {
    const { db, drop } = await openTestPostgres();
    return { db, close: drop };
  });

  it('applies each migration once when two processes start at the same moment', async () => {
    const { db, schema, drop } = await openTestPostgres();
    const other = await openPostgres(POSTGRES_URL, { schema });
    const versions = (await loadMigrations()).map((m) => m.version);
    const [a, b] = await Promise.all([migrate(db), migrate(other)]);
    expect([...a, ...b].sort()).toEqual(versions);
    const applied = await db.query<{ version: string }>(
      'SELECT version FROM schema_migrations ORDER BY version',
    );
    expect(applied.map((row) => row.version)).toEqual(versions);
    await other.close();
    await drop();
  });
});
