/** The fair order is what the documented rule says, recomputable with any SHA-256 (here Node's). */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  snipeCommitment,
  snipeOrder,
  snipeOrderHash,
  verifySnipeRound,
} from '../../../src/programs/sniper/index.js';

const seed = '00112233445566778899aabbccddeeff00112233445566778899aabbccddeeff';
const sha = (...parts: Buffer[]) => createHash('sha256').update(Buffer.concat(parts)).digest('hex');
const addresses = [
  'rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTh',
  'rPT1Sjq2YGrBMTttX4GZHjKu9dyfzbpAYe',
  'rrrrrrrrrrrrrrrrrrrrBZbvji',
];

describe('the fair order of a sniper round', () => {
  it('commits to SHA-256 of the seed bytes', () => {
    expect(snipeCommitment(seed)).toBe(sha(Buffer.from(seed, 'hex')));
  });

  it('hashes the seed bytes followed by the UTF-8 address, and sorts ascending', () => {
    const expected = addresses
      .map((address) => ({ address, orderHash: sha(Buffer.from(seed, 'hex'), Buffer.from(address, 'utf8')) }))
      .sort((a, b) => a.orderHash.localeCompare(b.orderHash));
    expect(snipeOrderHash(seed, addresses[0] as string)).toBe(
      sha(Buffer.from(seed, 'hex'), Buffer.from(addresses[0] as string)),
    );
    expect(snipeOrder(seed, addresses)).toEqual(expected);
    expect(snipeOrder(seed, [...addresses].reverse())).toEqual(expected);
  });

  it('refuses a seed that is not 32 bytes of lowercase hex', () => {
    expect(() => snipeCommitment('abc')).toThrow(TypeError);
    expect(() => snipeOrderHash(seed.toUpperCase(), 'r')).toThrow(TypeError);
  });
});

describe('checking a revealed round', () => {
  const commitment = snipeCommitment(seed);
  const ordered = snipeOrder(seed, addresses).map((e, i) => ({
    position: i + 1,
    pre_snipe_address: e.address,
  }));
  const skipped = { position: null, pre_snipe_address: 'rSkipped' };

  it('is pending until the seed is revealed', () => {
    expect(verifySnipeRound({ commitment, seed: null, participants: ordered })).toBe('pending');
  });

  it('verifies the seed against the commitment and the positions against the order', () => {
    expect(verifySnipeRound({ commitment, seed, participants: [skipped, ...ordered].reverse() })).toBe(
      'verified',
    );
  });

  it('reports a swapped order or another seed as a mismatch', () => {
    const [a, b, c] = ordered as [(typeof ordered)[0], (typeof ordered)[0], (typeof ordered)[0]];
    const swapped = [{ ...a, position: 2 }, { ...b, position: 1 }, c];
    expect(verifySnipeRound({ commitment, seed, participants: swapped })).toBe('mismatch');
    const other = 'ff'.repeat(32);
    expect(verifySnipeRound({ commitment, seed: other, participants: ordered })).toBe('mismatch');
  });
});
