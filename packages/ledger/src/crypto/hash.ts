import { createHash } from 'node:crypto';

// rippled's HashPrefix values: 3 ASCII letters and a zero byte, prepended before hashing.
export const HashPrefix = {
  transactionId: 0x54584e00,
  txNode: 0x534e4400,
  leafNode: 0x4d4c4e00,
  innerNode: 0x4d494e00,
  ledgerMaster: 0x4c575200,
  txSign: 0x53545800,
  txMultiSign: 0x534d5400,
} as const;

export const ZERO_HASH = '0'.repeat(64);

export function prefixBytes(prefix: number): Uint8Array {
  return Uint8Array.of(prefix >>> 24, (prefix >>> 16) & 0xff, (prefix >>> 8) & 0xff, prefix & 0xff);
}

/** SHA-512 truncated to its first 256 bits, over the concatenated parts (native: a third of pure JS's time). */
export function sha512Half(...parts: Uint8Array[]): Uint8Array {
  const h = createHash('sha512');
  for (const p of parts) h.update(p);
  return h.digest().subarray(0, 32);
}

export function toHex(bytes: Uint8Array): string {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('hex').toUpperCase();
}

/** Bytes of a hex string; throws on odd length or a non-hex character (Buffer.from alone would stop silently). */
export function fromHex(hex: string): Uint8Array {
  const out = Buffer.from(hex, 'hex');
  if (out.length * 2 !== hex.length) throw new Error(`invalid hex string of length ${hex.length}`);
  return out;
}

export function u16(n: number): Uint8Array {
  return Uint8Array.of((n >>> 8) & 0xff, n & 0xff);
}

export function u32(n: number): Uint8Array {
  return Uint8Array.of((n >>> 24) & 0xff, (n >>> 16) & 0xff, (n >>> 8) & 0xff, n & 0xff);
}

export function u64(n: bigint): Uint8Array {
  const out = new Uint8Array(8);
  new DataView(out.buffer).setBigUint64(0, n);
  return out;
}

/** rippled's variable-length prefix for a blob of `length` bytes. */
export function vlPrefix(length: number): Uint8Array {
  if (length <= 192) return Uint8Array.of(length);
  if (length <= 12480) {
    const l = length - 193;
    return Uint8Array.of(193 + (l >>> 8), l & 0xff);
  }
  const l = length - 12481;
  return Uint8Array.of(241 + (l >>> 16), (l >>> 8) & 0xff, l & 0xff);
}
