/** The embedded database: PGlite in a folder under DATA_DIR, or in memory for tests. */
import { mkdir } from 'node:fs/promises';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import type { Database, Queryable, Row } from './database.js';

function wrap(target: PGlite | Transaction): Queryable {
  return {
    async query<R extends Row>(sql: string, params: readonly unknown[] = []) {
      const result = await target.query<R>(sql, [...params]);
      return result.rows;
    },
    async exec(sql: string) {
      await target.exec(sql);
    },
  };
}

export interface PgliteOptions {
  /** Start from a dump (PGlite's dumpDataDir) instead of a new cluster: much faster than initdb. */
  readonly loadDataDir?: Blob;
}

/** Opens PGlite: a folder path persists there; undefined keeps everything in memory. */
export async function openPglite(dataDir?: string, options: PgliteOptions = {}): Promise<Database> {
  if (dataDir !== undefined) await mkdir(dataDir, { recursive: true, mode: 0o700 });
  const pg = new PGlite(dataDir, options.loadDataDir ? { loadDataDir: options.loadDataDir } : {});
  await pg.waitReady;
  const direct = wrap(pg);
  return {
    kind: 'pglite',
    query: direct.query,
    exec: direct.exec,
    transaction: (fn) => pg.transaction((tx) => fn(wrap(tx))),
    // PGlite has a single connection: holding it is the same as using it.
    withConnection: (fn) => fn(direct),
    close: () => pg.close(),
  };
}
