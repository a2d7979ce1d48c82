import { describe, expect, it } from 'vitest';
import { encodeAccountID, isValidClassicAddress } from 'ripple-address-codec';
import {
  WALLET_ADDRESS_PATTERN,
  isValidWalletAddress,
  isWalletAddressShape,
} from '../../src/validation/address.js';

// The genesis account of every XRPL network: a real, checksummed address.
const GENESIS = 'rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTh';
// The black-hole account (account id zero): the shortest real address, 27 characters.
const ACCOUNT_ZERO = 'rrrrrrrrrrrrrrrrrrrrrhoLvTp';

describe('wallet address', () => {
  it('accepts real classic addresses, the shortest and a typical one', () => {
    expect(isValidWalletAddress(GENESIS)).toBe(true);
    expect(isValidWalletAddress(ACCOUNT_ZERO)).toBe(true);
    expect(ACCOUNT_ZERO).toHaveLength(27);
    const maxId = encodeAccountID(new Uint8Array(20).fill(0xff));
    expect(maxId).toBe('rQLbzfJH5BT1FS9apRLKV3G8dWEA5njaQi');
    expect(isValidWalletAddress(maxId)).toBe(true);
  });

  it('sees the shape but refuses a typo that breaks the checksum', () => {
    const typo = GENESIS.slice(0, -1) + 'j';
    expect(isWalletAddressShape(typo)).toBe(true);
    expect(isValidWalletAddress(typo)).toBe(false);
  });

  it('refuses characters outside base58 (0, O, I, l) and a wrong prefix', () => {
    for (const bad of ['0', 'O', 'I', 'l']) {
      const s = 'r' + bad + GENESIS.slice(2);
      expect(WALLET_ADDRESS_PATTERN.test(s)).toBe(false);
      expect(isValidWalletAddress(s)).toBe(false);
    }
    expect(isWalletAddressShape('x' + GENESIS.slice(1))).toBe(false);
  });

  it('keeps the length between 25 and 34 characters', () => {
    expect(isWalletAddressShape('r' + 'a'.repeat(23))).toBe(false);
    expect(isWalletAddressShape('r' + 'a'.repeat(24))).toBe(true);
    expect(isWalletAddressShape('r' + 'a'.repeat(33))).toBe(true);
    expect(isWalletAddressShape('r' + 'a'.repeat(34))).toBe(false);
  });

  it('refuses non-strings and surrounding spaces', () => {
    expect(isValidWalletAddress(undefined)).toBe(false);
    expect(isValidWalletAddress(42)).toBe(false);
    expect(isValidWalletAddress(` ${GENESIS}`)).toBe(false);
  });
});

describe('the checksum, as ripple-address-codec reads it', () => {
  it('agrees on random account ids, on each one-letter change of them, and on other payloads', () => {
    let seed = 7;
    const byte = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) & 0xff;
    for (let n = 0; n < 200; n++) {
      const id = Uint8Array.from({ length: 20 }, byte);
      if (n % 10 === 0) id.fill(0, 0, n % 20); // leading zero bytes: leading 'r's
      const address = encodeAccountID(id);
      expect(isValidWalletAddress(address)).toBe(true);
      const at = 1 + (byte() % (address.length - 1));
      const changed = address.slice(0, at) + (address[at] === 'p' ? 's' : 'p') + address.slice(at + 1);
      expect(isValidWalletAddress(changed)).toBe(isValidClassicAddress(changed));
    }
    // A node public key and a seed are base58check too, but not account addresses.
    expect(isValidWalletAddress('sn259rEFXrQrWyx3Q7XneWcwV6dfL')).toBe(false);
  });
});
