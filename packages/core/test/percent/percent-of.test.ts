/**
 * The one percent rounding (issue 18): part / whole to whole hundredths, half away from zero, exact. Two
 * roundings used to live side by side — the server truncated (2 of 3 → 66.66 %) while the browser's cache
 * rounded (66.67 %) — so the same holding read two ways; this is the one every percent goes through now.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  hundredthsOf,
  isWholeHundredths,
  percentFromHundredths,
  percentOf,
} from '../../src/percent/index.js';
import { pnlPercent } from '../../src/pnl/index.js';

/** The rounding the server used to apply: the hundredths cut toward zero. */
const truncatedHundredths = (part: bigint, whole: bigint) => (part * 10_000n) / whole;

describe('percentOf', () => {
  it('rounds half away from zero where a truncation would not', () => {
    expect(percentOf(2n, 3n)).toBe(66.67);
    expect(percentFromHundredths(truncatedHundredths(2n, 3n))).toBe(66.66);
    expect(percentOf(-2n, 3n)).toBe(-66.67);
    expect(percentFromHundredths(truncatedHundredths(-2n, 3n))).toBe(-66.66);
  });

  it('rounds an exact half away from zero and keeps what is below it at zero', () => {
    expect(percentOf(1n, 20_000n)).toBe(0.01);
    expect(percentOf(-1n, 20_000n)).toBe(-0.01);
    expect(percentOf(1n, 20_001n)).toBe(0);
    expect(percentOf(-1n, 20_001n)).toBe(0);
    expect(Object.is(percentOf(-1n, 20_001n), 0)).toBe(true); // never -0
  });

  it('is 0 of nothing spent, and whole for whole ratios', () => {
    expect(percentOf(5n, 0n)).toBe(0);
    expect(percentOf(5n, -1n)).toBe(0);
    expect(percentOf(0n, 7n)).toBe(0);
    expect(percentOf(3n, 3n)).toBe(100);
    expect(percentOf(-1n, 8n)).toBe(-12.5);
  });

  it('is within half a hundredth of the exact ratio, symmetric in sign, in the contract shape', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: -(10n ** 18n), max: 10n ** 18n }),
        fc.bigInt({ min: 1n, max: 10n ** 18n }),
        (part, whole) => {
          const h = hundredthsOf(part, whole);
          // |h − part·10000/whole| ≤ 1/2, in integers: |2·h·whole − 2·part·10000| ≤ whole
          const gap = 2n * h * whole - 20_000n * part;
          expect(gap <= whole && -gap <= whole).toBe(true);
          expect(hundredthsOf(-part, whole)).toBe(-h);
          expect(isWholeHundredths(percentFromHundredths(h))).toBe(true);
        },
      ),
    );
  });

  it("is PnL's percentage", () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: -(10n ** 15n), max: 10n ** 15n }),
        fc.bigInt({ min: 0n, max: 10n ** 15n }),
        (pnl, spent) => {
          expect(pnlPercent(pnl, spent)).toBe(percentOf(pnl, spent));
        },
      ),
    );
  });
});

describe('the contract percent shape', () => {
  it('takes whole hundredths and nothing finer', () => {
    for (const ok of [0, 1.23, -4.56, 12.5, 100, 1234567.89]) expect(isWholeHundredths(ok)).toBe(true);
    for (const bad of [1.234, 0.001, Number.NaN, Number.POSITIVE_INFINITY])
      expect(isWholeHundredths(bad)).toBe(false);
  });
});
