import { RFC1751_WORDS } from './rfc1751-words.js';

// RFC 1751 "S/Key" English encoding of a 128-bit key, as rippled's RFC1751::getEnglishFromKey.

function extract(bytes: Uint8Array, start: number, length: number): number {
  let v = 0;
  for (let i = 0; i < length; i++) {
    const bit = start + i;
    v = (v << 1) | (((bytes[bit >> 3] ?? 0) >> (7 - (bit & 7))) & 1);
  }
  return v;
}

/** Six words for 64 bits: 2 parity bits make 66 bits, read as six 11-bit word indexes. */
function btoe(eight: Uint8Array): string {
  const buf = new Uint8Array(9);
  buf.set(eight);
  let parity = 0;
  for (let i = 0; i < 64; i += 2) parity += extract(buf, i, 2);
  buf[8] = (parity & 3) << 6;
  const words: string[] = [];
  for (let i = 0; i < 6; i++) words.push(RFC1751_WORDS[extract(buf, i * 11, 11)] ?? '');
  return words.join(' ');
}

export function keyToEnglish(key16: Uint8Array): string {
  return `${btoe(key16.subarray(0, 8))} ${btoe(key16.subarray(8, 16))}`;
}

/** rippled's seedAs1751: the seed's bytes reversed, then encoded. */
export function seedAs1751(seed16: Uint8Array): string {
  return keyToEnglish(Uint8Array.from(seed16).reverse());
}

/** rippled's RFC1751::getWordFromBlob: one dictionary word picked by a Jenkins one-at-a-time hash of the bytes. */
export function wordFromBlob(bytes: Uint8Array): string {
  let hash = 0;
  for (const b of bytes) {
    hash = (hash + b) >>> 0;
    hash = (hash + (hash << 10)) >>> 0;
    hash = (hash ^ (hash >>> 6)) >>> 0;
  }
  hash = (hash + (hash << 3)) >>> 0;
  hash = (hash ^ (hash >>> 11)) >>> 0;
  hash = (hash + (hash << 15)) >>> 0;
  return RFC1751_WORDS[hash % RFC1751_WORDS.length] ?? '';
}
