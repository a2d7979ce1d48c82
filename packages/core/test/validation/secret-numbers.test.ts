import { describe, expect, it } from 'vitest';
import {
  isValidSecretNumberBlock,
  secretNumberChecksum,
  validateSecretNumbers,
} from '../../src/validation/secret-numbers.js';

// Published XLS-12 example (xrpl-accountlib samples): each block's 6th digit is its checksum.
const EXAMPLE = ['479237', '092066', '138573', '322135', '483860', '006477', '252857', '140146'];

describe('secret numbers (XLS-12)', () => {
  it('computes the checksum as (value × (position × 2 + 1)) mod 9', () => {
    expect(secretNumberChecksum(0, 47923)).toBe(7);
    expect(secretNumberChecksum(1, 9206)).toBe(6);
    expect(secretNumberChecksum(7, 14014)).toBe(6);
  });

  it('accepts the published example as a list or as typed text', () => {
    expect(validateSecretNumbers(EXAMPLE)).toEqual({ ok: true, value: EXAMPLE });
    expect(validateSecretNumbers(EXAMPLE.join(' '))).toEqual({ ok: true, value: EXAMPLE });
    expect(validateSecretNumbers(EXAMPLE.join('-\n'))).toEqual({ ok: true, value: EXAMPLE });
  });

  it('refuses a block with a wrong checksum, one digit off', () => {
    const typo = [...EXAMPLE];
    typo[4] = '483861';
    expect(validateSecretNumbers(typo)).toEqual({
      ok: false,
      error: 'Invalid secret numbers. Please check your input.',
    });
  });

  it('checks each block against its own position', () => {
    expect(isValidSecretNumberBlock(0, '479237')).toBe(true);
    expect(isValidSecretNumberBlock(1, '479237')).toBe(false);
  });

  it('refuses 7 or 9 blocks and blocks that are not 6 digits', () => {
    expect(validateSecretNumbers(EXAMPLE.slice(0, 7)).ok).toBe(false);
    expect(validateSecretNumbers([...EXAMPLE, '000000']).ok).toBe(false);
    expect(isValidSecretNumberBlock(0, '47923')).toBe(false);
    expect(isValidSecretNumberBlock(0, '4792370')).toBe(false);
  });
});
