/** A lock between processes (e2e files run side by side): a directory only one of them can create. */
import { mkdir, rmdir, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const WAIT_MS = 120_000;
/** Longer than any holder works (a web build, an initdb): such a lock was left by a killed run. */
const STALE_MS = 90_000;

async function isStale(lock: string): Promise<boolean> {
  const info = await stat(lock).catch(() => undefined);
  return info !== undefined && Date.now() - info.mtimeMs > STALE_MS;
}

/** Runs `work` holding the lock named `name`; a lock left by a killed run is taken over after 90 s. */
export async function withLock<T>(name: string, work: () => Promise<T> | T): Promise<T> {
  const lock = join(tmpdir(), `horizon-e2e-${name}.lock`);
  const giveUpAt = Date.now() + WAIT_MS;
  for (;;) {
    try {
      await mkdir(lock);
      break;
    } catch {
      if (await isStale(lock)) await rmdir(lock).catch(() => undefined);
      else if (Date.now() > giveUpAt)
        throw new Error(`${lock} stayed locked; remove it if no e2e run is going on`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  try {
    return await work();
  } finally {
    await rmdir(lock);
  }
}
