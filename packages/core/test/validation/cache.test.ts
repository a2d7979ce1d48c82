import { describe, expect, it } from 'vitest';
import { isValidCacheKey, keepValidTokenHoldings, sanitizeXrpBalance } from '../../src/validation/cache.js';

describe('cache rules', () => {
  it('rejects empty wallet keys and the text undefined or null', () => {
    for (const key of ['', '  ', 'undefined', 'null', undefined, null, 5]) {
      expect(isValidCacheKey(key)).toBe(false);
    }
    expect(isValidCacheKey('rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTh')).toBe(true);
  });

  it('resets a negative, NaN or unreadable XRP balance to 0 and keeps others exactly', () => {
    expect(sanitizeXrpBalance(-1)).toBe('0');
    expect(sanitizeXrpBalance('-0.000001')).toBe('0');
    expect(sanitizeXrpBalance(Number.NaN)).toBe('0');
    expect(sanitizeXrpBalance('abc')).toBe('0');
    expect(sanitizeXrpBalance(undefined)).toBe('0');
    expect(sanitizeXrpBalance('12.345678')).toBe('12.345678');
    expect(sanitizeXrpBalance(7.5)).toBe('7.5');
  });

  it('drops holdings without a token_id or a numeric balance', () => {
    const kept = { token_id: 'USD:rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTh', balance: '10' };
    const numeric = { token_id: 'EUR:rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTh', balance: 3 };
    const list = [
      kept,
      numeric,
      { token_id: '', balance: '1' },
      { balance: '1' },
      { token_id: 'X', balance: 'lots' },
      { token_id: 'Y', balance: Number.NaN },
      { token_id: 'Z' },
    ];
    expect(keepValidTokenHoldings(list)).toEqual([kept, numeric]);
  });
});
