/**
 * AES-GCM with the master key (spec §3, §9): a non-extractable 256-bit key, a fresh 12-byte IV per
 * encryption, and the record's address bound in as additional data so ciphertexts cannot be swapped.
 */
import { AES_GCM_IV_BYTES, AES_GCM_KEY_BITS, HorizonError } from '@horizon/core';

export interface Sealed {
  readonly ciphertext: Uint8Array;
  readonly iv: Uint8Array;
}

const ALGORITHM = 'AES-GCM';

/** A new master key; extractable only when the app lock must wrap it (never stored raw). */
export async function createMasterKey(subtle: SubtleCrypto, extractable = false): Promise<CryptoKey> {
  return subtle.generateKey({ name: ALGORITHM, length: AES_GCM_KEY_BITS }, extractable, [
    'encrypt',
    'decrypt',
  ]);
}

function associatedData(context: string): Uint8Array<ArrayBuffer> {
  return new TextEncoder().encode(`horizon-vault:${context}`);
}

/** Encrypts text; any failure is 'Failed to encrypt data'. */
export async function seal(
  subtle: SubtleCrypto,
  key: CryptoKey,
  plaintext: string,
  context: string,
): Promise<Sealed> {
  try {
    const iv = crypto.getRandomValues(new Uint8Array(AES_GCM_IV_BYTES));
    const data = new TextEncoder().encode(plaintext);
    const params = { name: ALGORITHM, iv, additionalData: associatedData(context) };
    const ciphertext = new Uint8Array(await subtle.encrypt(params, key, data));
    return { ciphertext, iv };
  } catch (cause) {
    throw new HorizonError('signing.encryptFailed', { cause });
  }
}

/** Decrypts text; a wrong key, a corrupt record or a bad IV is 'Failed to decrypt data'. */
export async function open(
  subtle: SubtleCrypto,
  key: CryptoKey,
  sealed: Sealed,
  context: string,
): Promise<string> {
  try {
    if (!(sealed.iv instanceof Uint8Array) || sealed.iv.length !== AES_GCM_IV_BYTES)
      throw new Error('bad IV');
    if (!(sealed.ciphertext instanceof Uint8Array)) throw new Error('bad ciphertext');
    const params = { name: ALGORITHM, iv: copy(sealed.iv), additionalData: associatedData(context) };
    const plain = await subtle.decrypt(params, key, copy(sealed.ciphertext));
    return new TextDecoder('utf-8', { fatal: true }).decode(plain);
  } catch (cause) {
    throw new HorizonError('signing.decryptFailed', { cause });
  }
}

/** A copy backed by a plain ArrayBuffer (what WebCrypto's types ask for). */
function copy(bytes: Uint8Array): Uint8Array<ArrayBuffer> {
  return new Uint8Array(bytes);
}
