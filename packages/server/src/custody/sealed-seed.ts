/**
 * Seeds at rest: AES-256-GCM under the server master key with a fresh 12-byte IV, the wallet's address as
 * additional authenticated data (a sealed seed moved to another wallet's row fails to open).
 */
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

export interface SealedSeed {
  readonly sealedSeed: string;
  readonly iv: string;
  readonly authTag: string;
}

const IV_BYTES = 12;

export class SealError extends Error {
  override readonly name = 'SealError';
}

export function sealSeed(seed: string, address: string, masterKey: Buffer): SealedSeed {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', masterKey, iv);
  cipher.setAAD(Buffer.from(address, 'utf8'));
  const sealed = Buffer.concat([cipher.update(seed, 'utf8'), cipher.final()]);
  return {
    sealedSeed: sealed.toString('base64'),
    iv: iv.toString('base64'),
    authTag: cipher.getAuthTag().toString('base64'),
  };
}

export function openSeed(record: SealedSeed, address: string, masterKey: Buffer): string {
  try {
    const decipher = createDecipheriv('aes-256-gcm', masterKey, Buffer.from(record.iv, 'base64'));
    decipher.setAAD(Buffer.from(address, 'utf8'));
    decipher.setAuthTag(Buffer.from(record.authTag, 'base64'));
    return Buffer.concat([
      decipher.update(Buffer.from(record.sealedSeed, 'base64')),
      decipher.final(),
    ]).toString('utf8');
  } catch {
    // Never echo the record or the key: only that it did not open.
    throw new SealError(`The sealed key of ${address} does not open with this server master key`);
  }
}
