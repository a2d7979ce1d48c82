import { describe, expect, it } from 'vitest';
import { DEFAULT_QUICK_BUY_PRESETS_XRP } from '../../src/constants/quick-trade.js';
import {
  isWithinOneClickCap,
  parseQuickBuyPresets,
  validateOneClickCap,
  validateQuickBuyAmount,
  validateQuickBuyPresets,
} from '../../src/quick-trade/presets.js';

describe('quick-buy presets', () => {
  it('defaults to 1, 5, 10 and 25 XRP, which pass their own rules', () => {
    expect(DEFAULT_QUICK_BUY_PRESETS_XRP).toEqual(['1', '5', '10', '25']);
    expect(validateQuickBuyPresets(DEFAULT_QUICK_BUY_PRESETS_XRP)).toEqual({
      ok: true,
      value: ['1', '5', '10', '25'],
    });
  });

  it('keeps XRP amounts above 0 with up to 6 decimals, in canonical form', () => {
    expect(validateQuickBuyAmount('2.5')).toEqual({ ok: true, value: '2.5' });
    expect(validateQuickBuyAmount(' 05.500000 ')).toEqual({ ok: true, value: '5.5' });
    expect(validateQuickBuyAmount('.25')).toEqual({ ok: true, value: '0.25' });
    expect(validateQuickBuyAmount('0.000001')).toEqual({ ok: true, value: '0.000001' });
  });

  it('refuses zero, negatives, 7 decimals, exponents, words and amounts past the supply', () => {
    for (const bad of ['0', '-1', '0.0000001', '1e3', 'ten', '', '100000000001']) {
      expect(validateQuickBuyAmount(bad)).toEqual({
        ok: false,
        error: `"${bad}" is not an XRP amount above 0 with at most 6 decimals`,
      });
    }
  });

  it('parses a typed list separated by spaces or commas, in the order typed', () => {
    expect(parseQuickBuyPresets(' 2, 0.5  100 ')).toEqual({ ok: true, value: ['2', '0.5', '100'] });
  });

  it('refuses an empty list, more than 6, a repeat, or one bad amount', () => {
    expect(parseQuickBuyPresets('  ')).toEqual({ ok: false, error: 'Keep 1 to 6 amounts' });
    expect(parseQuickBuyPresets('1 2 3 4 5 6 7')).toEqual({ ok: false, error: 'Keep 1 to 6 amounts' });
    expect(parseQuickBuyPresets('1 5 5.0')).toEqual({ ok: false, error: '5 XRP is listed twice' });
    expect(parseQuickBuyPresets('1 x')).toEqual({
      ok: false,
      error: '"x" is not an XRP amount above 0 with at most 6 decimals',
    });
  });
});

describe('the one-click cap', () => {
  it('is an XRP amount above 0', () => {
    expect(validateOneClickCap('10')).toEqual({ ok: true, value: '10' });
    const refused = { ok: false, error: 'The cap must be an XRP amount above 0 with at most 6 decimals' };
    expect(validateOneClickCap('0')).toEqual(refused);
    expect(validateOneClickCap('1.1234567')).toEqual(refused);
  });

  it('lets a buy skip the review only up to the cap, compared exactly', () => {
    expect(isWithinOneClickCap('5', '5')).toBe(true);
    expect(isWithinOneClickCap('4.999999', '5')).toBe(true);
    expect(isWithinOneClickCap('5.000001', '5')).toBe(false);
    expect(isWithinOneClickCap('25', '5')).toBe(false);
    // Anything unreadable shows the review.
    expect(isWithinOneClickCap('1', 'x')).toBe(false);
    expect(isWithinOneClickCap('0', '5')).toBe(false);
  });
});
