/** Opens the configured database and brings its schema up to date. */
import path from 'node:path';
import type { Config } from '../config/index.js';
import type { Database } from './database.js';
import { migrate } from './migrations.js';
import { openPglite } from './pglite.js';
import { openPostgres } from './postgres.js';

export async function openDatabase(config: Pick<Config, 'databaseUrl' | 'dataDir'>): Promise<Database> {
  const db = config.databaseUrl
    ? await openPostgres(config.databaseUrl)
    : await openPglite(path.join(config.dataDir, 'pglite'));
  try {
    await migrate(db);
  } catch (error) {
    await db.close();
    throw error;
  }
  return db;
}
