/**
 * A migrated PGlite database made once and copied for every server: creating a PGlite folder runs initdb
 * (about 20 s on two busy cores), opening a copy about 1 s. The template is named by a hash of the
 * migrations, so a new migration makes a new one.
 */
import { createHash } from 'node:crypto';
import { cp, mkdtemp, readFile, readdir, rename, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MIGRATIONS_DIR, migrate, openPglite } from '@horizon/server';
import { withLock } from './lock.js';

async function migrationsHash(): Promise<string> {
  const hash = createHash('sha256');
  for (const name of (await readdir(MIGRATIONS_DIR)).sort()) {
    hash.update(name).update(await readFile(join(MIGRATIONS_DIR, name)));
  }
  return hash.digest('hex').slice(0, 16);
}

const exists = (path: string) =>
  stat(path).then(
    () => true,
    () => false,
  );

async function templateDir(): Promise<string> {
  const dir = join(tmpdir(), `horizon-e2e-pglite-${await migrationsHash()}`);
  if (await exists(dir)) return dir;
  await withLock('pglite-template', async () => {
    if (await exists(dir)) return;
    const building = await mkdtemp(`${dir}-building-`);
    const db = await openPglite(join(building, 'pglite'));
    await migrate(db);
    await db.close();
    // Renamed whole, so no reader ever sees half a template.
    await rename(join(building, 'pglite'), dir);
    await rm(building, { recursive: true, force: true });
  });
  return dir;
}

/** Puts a fresh copy of the migrated template at `<dataDir>/pglite`, where the server opens its PGlite. */
export async function seedPgliteDir(dataDir: string): Promise<void> {
  await cp(await templateDir(), join(dataDir, 'pglite'), { recursive: true });
}
