/**
 * The server master key that seals hot-wallet seeds: SERVER_MASTER_KEY (64 hex characters) when set, else one
 * generated once into DATA_DIR/secrets with owner-only permissions. Losing it loses the hot wallets' funds.
 */
import { loadOrCreateKey } from '../secrets/index.js';

const HEX_KEY = /^[0-9a-f]{64}$/i;

export class MasterKeyError extends Error {
  override readonly name = 'MasterKeyError';
}

/** The key's hex text: from the environment, else DATA_DIR/secrets/server-master.key (made once). */
export async function loadMasterKey(dataDir: string, fromEnv?: string): Promise<string> {
  const hex = await loadOrCreateKey(dataDir, 'server-master', fromEnv);
  masterKeyBytes(hex);
  return hex;
}

/** The 32 key bytes; refuses anything else (a short key would weaken every sealed seed). */
export function masterKeyBytes(hex: string): Buffer {
  if (!HEX_KEY.test(hex))
    throw new MasterKeyError('SERVER_MASTER_KEY must be 64 hexadecimal characters (32 bytes)');
  return Buffer.from(hex, 'hex');
}
