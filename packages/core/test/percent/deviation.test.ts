/**
 * The trade review's price impact (issue 18): one deviation of two prices, in percent to 2 decimals, rounded down
 * so the review never tells more impact than there is. It used to be worked out twice in the web's trade flow.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decimalFromUnits, parseDecimal } from '../../src/decimal/index.js';
import { deviationPercentText } from '../../src/percent/index.js';

const d = (text: string) => {
  const parsed = parseDecimal(text);
  if (!parsed) throw new Error(text);
  return parsed;
};

describe('deviationPercentText', () => {
  it('tells how far a price lies from its reference, above or below alike', () => {
    expect(deviationPercentText(d('1.0125'), d('1'))).toBe('1.25');
    expect(deviationPercentText(d('0.9875'), d('1'))).toBe('1.25');
    expect(deviationPercentText(d('3'), d('1'))).toBe('200.00');
    expect(deviationPercentText(d('5'), d('5'))).toBe('0.00');
  });

  it('rounds down, a tie included, and keeps what is below a hundredth at 0.00', () => {
    expect(deviationPercentText(d('2'), d('3'))).toBe('33.33');
    expect(deviationPercentText(d('4'), d('3'))).toBe('33.33');
    expect(deviationPercentText(d('1.00005'), d('1'))).toBe('0.00'); // 0.005 %: a tie that stays down
    expect(deviationPercentText(d('1.000199'), d('1'))).toBe('0.01');
    expect(deviationPercentText(d('1.0001'), d('1'))).toBe('0.01');
  });

  it('has nothing to tell when either price is zero', () => {
    expect(deviationPercentText(d('0'), d('1'))).toBeNull();
    expect(deviationPercentText(d('1'), d('0'))).toBeNull();
    expect(deviationPercentText(d('0'), d('0'))).toBeNull();
  });

  it('measures against the size of a negative reference', () => {
    expect(deviationPercentText(d('-1.5'), d('-1'))).toBe('50.00');
    expect(deviationPercentText(d('1'), d('-1'))).toBe('200.00');
  });

  it('is exact for huge and tiny prices far apart in scale', () => {
    // (10^161 − 1) × 100 %, to the last digit
    expect(deviationPercentText(d('1e80'), d('1e-81'))).toBe(`${'9'.repeat(161)}00.00`);
    expect(deviationPercentText(d('1e-81'), d('1e80'))).toBe('99.99');
    expect(deviationPercentText(d('123456789012345678.5'), d('123456789012345678'))).toBe('0.00');
  });

  it('is the exact ratio cut to hundredths, never above it', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: -(10n ** 20n), max: 10n ** 20n }),
        fc.integer({ min: 0, max: 30 }),
        fc.bigInt({ min: 1n, max: 10n ** 20n }),
        fc.integer({ min: 0, max: 30 }),
        (a, aScale, b, bScale) => {
          const text = deviationPercentText(decimalFromUnits(a, aScale), decimalFromUnits(b, bScale));
          if (a === 0n) {
            expect(text).toBeNull();
            return;
          }
          // |a·10^-as − b·10^-bs| / (b·10^-bs) × 10000 = |a·10^bs − b·10^as| × 10000 / (b·10^as)
          const [x, y] = [a * 10n ** BigInt(bScale), b * 10n ** BigInt(aScale)];
          const hundredths = ((x > y ? x - y : y - x) * 10_000n) / y;
          expect(text).toBe(`${hundredths / 100n}.${String(hundredths % 100n).padStart(2, '0')}`);
        },
      ),
    );
  });
});
