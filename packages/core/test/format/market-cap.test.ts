import { describe, expect, it } from 'vitest';
import { formatMarketCap, formatUsdMarketCap } from '../../src/format/market-cap.js';

describe('market-cap display', () => {
  it('uses B, M and K with 2 decimals', () => {
    expect(formatMarketCap('2500000000')).toBe('2.50B');
    expect(formatMarketCap('1500000')).toBe('1.50M');
    expect(formatMarketCap('1234')).toBe('1.23K');
  });

  it('gives the larger unit at exactly 1e9, 1e6 and 1e3', () => {
    expect(formatMarketCap('1000000000')).toBe('1.00B');
    expect(formatMarketCap('1000000')).toBe('1.00M');
    expect(formatMarketCap('1000')).toBe('1.00K');
  });

  it('keeps the unit just below a boundary unless rounding reaches 1000 of it', () => {
    expect(formatMarketCap('995000000')).toBe('995.00M');
    expect(formatMarketCap('999994999')).toBe('999.99M');
    expect(formatMarketCap('999995000')).toBe('1.00B');
    expect(formatMarketCap('999.995')).toBe('1.00K');
    expect(formatMarketCap('999.994')).toBe('999.99');
  });

  it('shows small values with 2 decimals, rounding half away from zero', () => {
    expect(formatMarketCap('0')).toBe('0.00');
    expect(formatMarketCap('0.005')).toBe('0.01');
    expect(formatMarketCap('12.344')).toBe('12.34');
    expect(formatMarketCap(0.1)).toBe('0.10');
  });

  it('keeps huge values in B and is exact beyond float precision', () => {
    expect(formatMarketCap('123456789012345678901')).toBe('123456789012.35B');
    expect(formatMarketCap('1e12')).toBe('1000.00B');
  });

  it('signs negatives and marks unreadable values', () => {
    expect(formatMarketCap('-1500')).toBe('-1.50K');
    expect(formatMarketCap('-0.001')).toBe('0.00');
    expect(formatMarketCap('n/a')).toBe('\u2014');
  });

  it('prefixes USD with $', () => {
    expect(formatUsdMarketCap('1500000')).toBe('$1.50M');
    expect(formatUsdMarketCap('-1500')).toBe('-$1.50K');
    expect(formatUsdMarketCap('x')).toBe('\u2014');
  });
});
