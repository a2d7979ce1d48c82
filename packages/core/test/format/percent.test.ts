import { describe, expect, it } from 'vitest';
import {
  formatBasisPoints,
  formatPercent,
  formatRateAsPercent,
  formatSignedPercent,
} from '../../src/format/percent.js';

describe('percentages', () => {
  it('rounds to 2 decimals by default', () => {
    expect(formatPercent('12.345')).toBe('12.35%');
    expect(formatPercent(1)).toBe('1.00%');
    expect(formatPercent('33.3333', 1)).toBe('33.3%');
    expect(formatPercent('bad')).toBe('\u2014');
  });

  it('signs changes for PnL', () => {
    expect(formatSignedPercent('12.345')).toBe('+12.35%');
    expect(formatSignedPercent('-3')).toBe('-3.00%');
    expect(formatSignedPercent('0')).toBe('0.00%');
    expect(formatSignedPercent('-0.001')).toBe('0.00%');
  });

  it('shows basis points and rates as percentages', () => {
    expect(formatBasisPoints(30n)).toBe('0.30%');
    expect(formatBasisPoints(5n)).toBe('0.05%');
    expect(formatBasisPoints(100n)).toBe('1.00%');
    expect(formatRateAsPercent('0.003')).toBe('0.30%');
    expect(formatRateAsPercent('0.01')).toBe('1.00%');
    expect(formatRateAsPercent('x')).toBe('\u2014');
  });
});
