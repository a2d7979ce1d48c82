import { isValidClassicAddress } from 'ripple-address-codec';

/** XRPL base58 alphabet: digits 1-9 and letters without 0, O, I, l. */
const BASE58_CHAR = '[1-9A-HJ-NP-Za-km-z]';

/** Spec §5: an r-prefixed base58 classic address of 25–34 characters. */
export const WALLET_ADDRESS_PATTERN: RegExp = new RegExp(`^r${BASE58_CHAR}{24,33}$`);

/** True when `s` has the shape of a classic address (pattern only, no checksum). */
export function isWalletAddressShape(s: unknown): s is string {
  return typeof s === 'string' && WALLET_ADDRESS_PATTERN.test(s);
}

/** True when `s` has the address shape AND decodes with a valid base58check checksum. */
export function isValidWalletAddress(s: unknown): s is string {
  return isWalletAddressShape(s) && isValidClassicAddress(s);
}
