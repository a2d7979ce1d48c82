import { sha512 } from '@noble/hashes/sha2.js';
import { decodeAccountID, encodeAccountID } from 'ripple-address-codec';
import { describe, expect, it } from 'vitest';
import { accountIdOf, addressOfAccountId } from '../../src/crypto/address.js';
import { fromHex, sha512Half, toHex } from '../../src/crypto/hash.js';

describe('hashing and hex', () => {
  it('SHA512Half of several parts is the first half of SHA-512 over their concatenation', () => {
    const parts = [Uint8Array.of(0x4d, 0x4c, 0x4e, 0), new Uint8Array(300).fill(7), Uint8Array.of(1, 2, 3)];
    const joined = Uint8Array.from(parts.flatMap((p) => [...p]));
    expect(toHex(sha512Half(...parts))).toBe(toHex(sha512(joined).subarray(0, 32)));
  });

  it('reads and writes upper-case hex, also of a view into a larger buffer', () => {
    const bytes = Uint8Array.of(0, 0xab, 0x0f, 0xff);
    expect(toHex(bytes.subarray(1, 3))).toBe('AB0F');
    expect([...fromHex('00ab0FfF')]).toEqual([0, 0xab, 0x0f, 0xff]);
  });

  it('refuses hex of odd length or with a non-hex character', () => {
    expect(() => fromHex('abc')).toThrow(/invalid hex/);
    expect(() => fromHex('zz00')).toThrow(/invalid hex/);
    expect(() => fromHex('00zz')).toThrow(/invalid hex/);
  });
});

describe('remembered account IDs', () => {
  it('convert both ways as ripple-address-codec does, and refuse an invalid address', () => {
    const address = 'rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTh';
    expect([...accountIdOf(address)]).toEqual([...decodeAccountID(address)]);
    const id = new Uint8Array(24).fill(9).subarray(2, 22);
    expect(addressOfAccountId(id)).toBe(encodeAccountID(id));
    expect(addressOfAccountId(id)).toBe(encodeAccountID(id));
    expect(() => accountIdOf('rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTi')).toThrow();
  });
});
