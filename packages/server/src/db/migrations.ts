/**
 * The migration runner: applies migrations/*.sql in order, each inside its own transaction, and records
 * what it applied. An advisory lock makes two processes starting at once apply each migration once.
 */
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database, Queryable } from './database.js';

export interface Migration {
  /** The number in the file name, e.g. "0002". */
  readonly version: string;
  readonly name: string;
  readonly sql: string;
  readonly checksum: string;
}

export const MIGRATIONS_DIR = fileURLToPath(new URL('../../migrations/', import.meta.url));
const FILE_NAME = /^(\d{4})_([a-z0-9_]+)\.sql$/;
// Arbitrary but fixed: every Horizon process agrees on it.
const MIGRATION_LOCK_KEY = 7_310_555_001;

export class MigrationError extends Error {
  override readonly name = 'MigrationError';
}

export async function loadMigrations(dir: string = MIGRATIONS_DIR): Promise<Migration[]> {
  const files = (await readdir(dir)).filter((file) => file.endsWith('.sql')).sort();
  const migrations: Migration[] = [];
  for (const file of files) {
    const match = FILE_NAME.exec(file);
    if (!match) throw new MigrationError(`Migration file name must look like 0001_name.sql: ${file}`);
    const sql = await readFile(path.join(dir, file), 'utf8');
    const checksum = createHash('sha256').update(sql).digest('hex');
    migrations.push({ version: match[1] as string, name: match[2] as string, sql, checksum });
  }
  const versions = migrations.map((m) => m.version);
  const repeated = versions.find((v, i) => versions.indexOf(v) !== i);
  if (repeated) throw new MigrationError(`Two migrations share version ${repeated}`);
  return migrations;
}

async function appliedChecksums(connection: Queryable): Promise<Map<string, string>> {
  await connection.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version text PRIMARY KEY,
    name text NOT NULL,
    checksum text NOT NULL,
    applied_at timestamptz NOT NULL DEFAULT now()
  )`);
  const rows = await connection.query<{ version: string; checksum: string }>(
    'SELECT version, checksum FROM schema_migrations',
  );
  return new Map(rows.map((row) => [row.version, row.checksum]));
}

async function applyOne(connection: Queryable, migration: Migration): Promise<void> {
  await connection.exec('BEGIN');
  try {
    await connection.exec(migration.sql);
    await connection.query('INSERT INTO schema_migrations (version, name, checksum) VALUES ($1, $2, $3)', [
      migration.version,
      migration.name,
      migration.checksum,
    ]);
    await connection.exec('COMMIT');
  } catch (error) {
    await connection.exec('ROLLBACK');
    throw new MigrationError(
      `Migration ${migration.version}_${migration.name} failed: ${(error as Error).message}`,
      {
        cause: error,
      },
    );
  }
}

/** Applies the migrations not yet applied; returns their versions. Refuses an edited applied migration. */
export async function migrate(db: Database, migrations?: readonly Migration[]): Promise<string[]> {
  const all = migrations ?? (await loadMigrations());
  return db.withConnection(async (connection) => {
    await connection.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      const applied = await appliedChecksums(connection);
      const done: string[] = [];
      for (const migration of all) {
        const checksum = applied.get(migration.version);
        if (checksum === undefined) {
          await applyOne(connection, migration);
          done.push(migration.version);
        } else if (checksum !== migration.checksum) {
          throw new MigrationError(
            `Migration ${migration.version}_${migration.name} changed after it was applied`,
          );
        }
      }
      return done;
    } finally {
      await connection.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  });
}
