/** Server keys that must survive restarts: generated once into DATA_DIR, readable by the owner only. */
import { randomBytes } from 'node:crypto';
import { chmod, mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';

const OWNER_ONLY_FILE = 0o600;
const OWNER_ONLY_DIR = 0o700;

export class KeyFileError extends Error {
  override readonly name = 'KeyFileError';
}

/** The folder holding the server's generated keys. */
export function secretsDir(dataDir: string): string {
  return path.join(dataDir, 'secrets');
}

async function readKey(file: string): Promise<string | undefined> {
  try {
    const info = await stat(file);
    // Another user able to read the key could forge sessions: tighten it, as ssh does for its keys.
    if ((info.mode & 0o077) !== 0) await chmod(file, OWNER_ONLY_FILE);
    const key = (await readFile(file, 'utf8')).trim();
    if (key.length < 32)
      throw new KeyFileError(`Key file ${file} is too short; delete it to generate a new one`);
    return key;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/**
 * The key named `name`: `fromEnv` when given, else the one stored in DATA_DIR/secrets, else a new random
 * one written there with owner-only permissions (a second process starting at once reads the first's).
 */
export async function loadOrCreateKey(dataDir: string, name: string, fromEnv?: string): Promise<string> {
  if (fromEnv !== undefined) return fromEnv;
  const dir = secretsDir(dataDir);
  const file = path.join(dir, `${name}.key`);
  const existing = await readKey(file);
  if (existing !== undefined) return existing;
  await mkdir(dir, { recursive: true, mode: OWNER_ONLY_DIR });
  const key = randomBytes(32).toString('hex');
  try {
    await writeFile(file, `${key}\n`, { mode: OWNER_ONLY_FILE, flag: 'wx' });
    return key;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const written = await readKey(file);
    if (written === undefined) throw new KeyFileError(`Key file ${file} vanished while starting`);
    return written;
  }
}
