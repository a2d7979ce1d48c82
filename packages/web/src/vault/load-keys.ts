/** The key code (derivation, binary codec, keypairs) is its own chunk, fetched on first need. */
import type * as Keys from './keys/index.js';

export type KeysModule = typeof Keys;

let pending: Promise<KeysModule> | undefined;

export function loadKeys(): Promise<KeysModule> {
  pending ??= import('./keys/index.js').catch((error: unknown) => {
    pending = undefined; // a failed fetch (offline) may be retried
    throw error;
  });
  return pending;
}
