/**
 * The demo's keys: one random master secret in DATA_DIR/secrets/demo-master.key (owner-only, like the
 * server's keys), and every demo wallet derived from it by name, so no seed is ever written or logged.
 */
import { createHmac, randomBytes } from 'node:crypto';
import { chmod, mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { type ECDSA, Wallet } from 'xrpl';

const OWNER_ONLY_FILE = 0o600;
const OWNER_ONLY_DIR = 0o700;
const KEY_FILE = 'demo-master.key';
const MIN_KEY_LENGTH = 64;

export function demoKeyFile(dataDir: string): string {
  return path.join(dataDir, 'secrets', KEY_FILE);
}

async function readKey(file: string): Promise<string | undefined> {
  try {
    const info = await stat(file);
    // Anyone who reads it owns every demo wallet: keep it owner-only, as ssh does.
    if ((info.mode & 0o077) !== 0) await chmod(file, OWNER_ONLY_FILE);
    const key = (await readFile(file, 'utf8')).trim();
    if (!/^[0-9a-f]+$/.test(key) || key.length < MIN_KEY_LENGTH)
      throw new Error(`Demo key file ${file} is malformed; delete the data dir to start a new demo`);
    return key;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/** The demo master secret: read from the key file, or made once (a racing second process reads the first's). */
export async function loadOrCreateDemoSecret(dataDir: string): Promise<Buffer> {
  const file = demoKeyFile(dataDir);
  const existing = await readKey(file);
  if (existing !== undefined) return Buffer.from(existing, 'hex');
  await mkdir(path.dirname(file), { recursive: true, mode: OWNER_ONLY_DIR });
  const key = randomBytes(32).toString('hex');
  try {
    await writeFile(file, `${key}\n`, { mode: OWNER_ONLY_FILE, flag: 'wx' });
    return Buffer.from(key, 'hex');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const written = await readKey(file);
    if (written === undefined)
      throw new Error(`Demo key file ${file} vanished while starting`, { cause: error });
    return Buffer.from(written, 'hex');
  }
}

/** The wallet named `name` (e.g. 'issuer:ARMY', 'bot:3'): HMAC-SHA512 of the name, its first 16 bytes as entropy. */
export function deriveWallet(master: Buffer, name: string): Wallet {
  const entropy = createHmac('sha512', master).update(`horizon-demo/${name}`).digest().subarray(0, 16);
  return Wallet.fromEntropy(entropy, { algorithm: 'ed25519' as ECDSA });
}
