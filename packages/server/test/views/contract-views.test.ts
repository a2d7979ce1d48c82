/**
 * A ratio becomes the contract's percent number in exact decimals: every digit kept, no float noise from × 100
 * (0.07 × 100 is 7.000000000000001 in floats, 0.57 × 100 is 56.99999999999999).
 */
import { requireDecimal } from '@horizon/core';
import { describe, expect, it } from 'vitest';
import { ratioPercent } from '../../src/views/contract-views.js';

const percent = (ratio: string) => ratioPercent(requireDecimal(ratio));

describe('ratioPercent', () => {
  it('is the ratio × 100 with no float noise', () => {
    expect(0.07 * 100).not.toBe(7); // what it replaces
    expect(percent('0.07')).toBe(7);
    expect(percent('0.57')).toBe(57);
    expect(percent('0.125')).toBe(12.5);
    expect(percent('1')).toBe(100);
  });

  it('keeps every digit of a tiny or long ratio', () => {
    expect(percent('0.000000001')).toBe(0.0000001);
    expect(percent('0.333333333333')).toBe(33.3333333333);
    expect(percent('0.00000000000000000001')).toBe(1e-18);
  });

  it('handles zero, negative and huge ratios', () => {
    expect(Object.is(percent('0'), 0)).toBe(true);
    expect(percent('-0.125')).toBe(-12.5);
    expect(percent('-0.07')).toBe(-7);
    expect(percent('123456789012345678')).toBe(Number('12345678901234567800'));
  });
});
