import { describe, expect, it } from 'vitest';
import { shortenAddress } from '../../src/format/address.js';

describe('shortened address', () => {
  it('shows the first 6 and last 4 characters', () => {
    expect(shortenAddress('rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTh')).toBe('rHb9CJ...tyTh');
  });

  it('keeps text of 10 characters or fewer whole', () => {
    expect(shortenAddress('rShort1234')).toBe('rShort1234');
    expect(shortenAddress('rShort12345')).toBe('rShort...2345');
  });
});
