import { describe, expect, it } from 'vitest';
import { formatDrops, formatXrp } from '../../src/format/xrp.js';

describe('XRP display from drops', () => {
  it('is exact, trims trailing zeros and groups thousands', () => {
    expect(formatDrops(1_500_000n)).toBe('1.5');
    expect(formatDrops(1n)).toBe('0.000001');
    expect(formatDrops(0n)).toBe('0');
    expect(formatDrops(1_234_000_000n)).toBe('1,234');
    expect(formatDrops('100000000000000000')).toBe('100,000,000,000');
    expect(formatDrops(-2_500_000n)).toBe('-2.5');
  });

  it('keeps a minimum of decimals and can skip grouping', () => {
    expect(formatDrops(1_500_000n, { minDecimals: 2 })).toBe('1.50');
    expect(formatDrops(1_234_567_891n, { minDecimals: 2 })).toBe('1,234.567891');
    expect(formatDrops(1_000_000_000n, { group: false })).toBe('1000');
  });

  it('adds the unit', () => {
    expect(formatXrp(10_000_000n)).toBe('10 XRP');
  });
});
