import { sha256 } from '@noble/hashes/sha2.js';

/** XRPL base58 alphabet: digits 1-9 and letters without 0, O, I, l. */
const BASE58_CHAR = '[1-9A-HJ-NP-Za-km-z]';

/** Spec §5: an r-prefixed base58 classic address of 25–34 characters. */
export const WALLET_ADDRESS_PATTERN: RegExp = new RegExp(`^r${BASE58_CHAR}{24,33}$`);

/** True when `s` has the shape of a classic address (pattern only, no checksum). */
export function isWalletAddressShape(s: unknown): s is string {
  return typeof s === 'string' && WALLET_ADDRESS_PATTERN.test(s);
}

/** The XRPL's base58 alphabet, in digit order ('r' is 0, so every account address starts with it). */
const XRPL_ALPHABET = 'rpshnaf39wBUDNEGHJKLM4PQRST7VWXYZ2bcdeCg65jkm8oFqi1tuvAxyz';

/** Base58 text as bytes, leading zero digits kept as zero bytes; undefined for a letter outside the alphabet. */
function base58Bytes(text: string): Uint8Array | undefined {
  let value = 0n;
  for (const char of text) {
    const digit = XRPL_ALPHABET.indexOf(char);
    if (digit < 0) return undefined;
    value = value * 58n + BigInt(digit);
  }
  const body: number[] = [];
  for (; value > 0n; value >>= 8n) body.unshift(Number(value & 0xffn));
  const zeros = text.length - text.replace(/^r+/, '').length;
  return Uint8Array.from([...new Array<number>(zeros).fill(0), ...body]);
}

/**
 * True for an account address: version byte 0, a 20-byte account id and the 4 bytes of sha256(sha256(...))
 * that check them. Written here, not taken from ripple-address-codec, whose modules build every codec when
 * loaded: a long task at the web app's start for the one check it needs there.
 */
function hasAccountChecksum(address: string): boolean {
  const bytes = base58Bytes(address);
  if (bytes?.length !== 25 || bytes[0] !== 0) return false;
  const check = sha256(sha256(bytes.subarray(0, 21)));
  return check.subarray(0, 4).every((byte, i) => byte === bytes[21 + i]);
}

/**
 * Addresses whose checksum held: every call naming a wallet checks it, and a server sees the same few again and
 * again. Only good ones are kept, at most CHECKED_MAX before it starts over, so no input can grow it for long.
 */
const checked = new Set<string>();
const CHECKED_MAX = 10_000;

/** True when `s` has the address shape AND decodes with a valid base58check checksum. */
export function isValidWalletAddress(s: unknown): s is string {
  if (!isWalletAddressShape(s)) return false;
  if (checked.has(s)) return true;
  if (!hasAccountChecksum(s)) return false;
  if (checked.size >= CHECKED_MAX) checked.clear();
  checked.add(s);
  return true;
}
