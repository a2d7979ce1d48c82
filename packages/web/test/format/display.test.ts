import { describe, expect, it } from 'vitest';
import {
  formatAge,
  formatAmount,
  formatCompactUsd,
  formatCompactXrp,
  formatCount,
  formatPrice,
  formatPriceXrp,
  formatUsdPrice,
  tokenLabel,
} from '../../src/format/display.js';

describe('number display (exact, spec §9)', () => {
  it('shows prices below 1 with 4 significant digits, up to 1000 with 4 decimals, above with 2', () => {
    expect(formatPrice('0.000012345678')).toBe('0.00001235');
    expect(formatPrice('0.5')).toBe('0.5');
    expect(formatPrice('1234.56789')).toBe('1,234.57');
    expect(formatPrice('3.000')).toBe('3');
    expect(formatPrice('0')).toBe('0');
    expect(formatPriceXrp('0.25')).toBe('0.25 XRP');
    expect(formatPrice('abc')).toBe('—');
  });

  it('converts an XRP price to USD exactly with the server rate, or shows a dash without one', () => {
    expect(formatUsdPrice('0.000123', '2.5')).toBe('$0.0003075');
    expect(formatUsdPrice('10', '0.5')).toBe('$5');
    expect(formatUsdPrice('10', null)).toBe('—');
  });

  it('groups amounts and goes compact with K/M/B for large values', () => {
    expect(formatAmount('1234567.891')).toBe('1,234,567.89');
    expect(formatAmount('-12.5')).toBe('-12.5');
    expect(formatCompactUsd('1500000')).toBe('$1.50M');
    expect(formatCompactXrp('12345')).toBe('12.35K XRP');
    expect(formatCount(1234)).toBe('1,234');
  });

  it('gives ages in the largest whole unit', () => {
    const now = Date.parse('2025-03-10T12:00:00Z');
    expect(formatAge('2025-03-10T11:59:15Z', now)).toBe('45s');
    expect(formatAge('2025-03-10T09:00:00Z', now)).toBe('3h');
    expect(formatAge('2025-03-01T12:00:00Z', now)).toBe('9d');
    expect(formatAge('not a date', now)).toBe('—');
  });

  it('names a token by its decoded currency', () => {
    expect(tokenLabel('41524D5900000000000000000000000000000000:rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTh')).toBe(
      'ARMY',
    );
    expect(tokenLabel('USD:rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTh')).toBe('USD');
  });
});
