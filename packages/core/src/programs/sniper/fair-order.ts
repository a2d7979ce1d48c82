/**
 * The fair order of a sniper round, recomputable by anyone from the revealed seed:
 *   commitment = SHA-256(seed bytes), published when the launch is created (before its pool can exist);
 *   order_hash(address) = SHA-256(seed bytes ‖ UTF-8 bytes of the pre-snipe wallet's classic address);
 *   participants buy in ascending order of order_hash (lowercase hex compared as text).
 * The seed is 32 random bytes, shown as 64 lowercase hex characters once the round is over.
 */
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, hexToBytes, utf8ToBytes } from '@noble/hashes/utils.js';

export const SNIPE_SEED_BYTES = 32;
const SEED_HEX = /^[0-9a-f]{64}$/;

/** The rule in words, as the fairness report states it. */
export const SNIPE_ORDER_RULE =
  'commitment = SHA-256(seed); order_hash = SHA-256(seed ‖ UTF-8 classic address of the pre-snipe wallet); ' +
  'buys go in ascending order_hash';

function seedBytes(seedHex: string): Uint8Array {
  if (!SEED_HEX.test(seedHex)) throw new TypeError('A snipe seed is 64 lowercase hex characters');
  return hexToBytes(seedHex);
}

export function snipeCommitment(seedHex: string): string {
  return bytesToHex(sha256(seedBytes(seedHex)));
}

export function snipeOrderHash(seedHex: string, classicAddress: string): string {
  const seed = seedBytes(seedHex);
  const address = utf8ToBytes(classicAddress);
  const joined = new Uint8Array(seed.length + address.length);
  joined.set(seed);
  joined.set(address, seed.length);
  return bytesToHex(sha256(joined));
}

/** The addresses in the round's order, each with its hash. */
export function snipeOrder(
  seedHex: string,
  classicAddresses: readonly string[],
): { address: string; orderHash: string }[] {
  return classicAddresses
    .map((address) => ({ address, orderHash: snipeOrderHash(seedHex, address) }))
    .sort((a, b) => (a.orderHash < b.orderHash ? -1 : a.orderHash > b.orderHash ? 1 : 0));
}
