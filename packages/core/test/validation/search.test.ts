import { describe, expect, it } from 'vitest';
import {
  SEARCH_ADDRESS_PATTERN,
  classifySearchQuery,
  isAddressLikeSearch,
  normalizeSearchInput,
} from '../../src/validation/search.js';

const ADDRESS = 'rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTh';

describe('search input', () => {
  it('is trimmed, and empty input clears', () => {
    expect(normalizeSearchInput('  army ')).toBe('army');
    expect(classifySearchQuery('   ')).toEqual({ kind: 'empty' });
  });

  it('treats r plus 24–33 letters or digits as an address', () => {
    expect(classifySearchQuery(` ${ADDRESS} `)).toEqual({ kind: 'address', address: ADDRESS });
    expect(isAddressLikeSearch('r' + 'a'.repeat(24))).toBe(true);
    expect(isAddressLikeSearch('r' + '0'.repeat(33))).toBe(true);
    expect(SEARCH_ADDRESS_PATTERN.test('r' + 'a'.repeat(23))).toBe(false);
    expect(SEARCH_ADDRESS_PATTERN.test('r' + 'a'.repeat(34))).toBe(false);
  });

  it('treats everything else as text', () => {
    expect(classifySearchQuery('ARMY')).toEqual({ kind: 'text', text: 'ARMY' });
    expect(classifySearchQuery('rocket')).toEqual({ kind: 'text', text: 'rocket' });
  });
});
