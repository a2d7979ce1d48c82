import { describe, expect, it } from 'vitest';
import {
  comparePlainDecimals,
  compareDecimals,
  significantDigitsOf,
  divideDecimals,
  fixedText,
  groupThousands,
  parseDecimal,
  scaleExactly,
  scaleRounded,
  toDecimal,
} from '../../src/decimal/index.js';

describe('exact decimals', () => {
  it('parses plain, signed and exponent forms exactly', () => {
    expect(parseDecimal('12.50')).toEqual({ negative: false, digits: 1250n, scale: 2 });
    expect(parseDecimal('-0.001')).toEqual({ negative: true, digits: 1n, scale: 3 });
    expect(parseDecimal('1e9')).toEqual({ negative: false, digits: 1_000_000_000n, scale: 0 });
    expect(parseDecimal('2.5E-3')).toEqual({ negative: false, digits: 25n, scale: 4 });
    expect(parseDecimal('.5')).toEqual({ negative: false, digits: 5n, scale: 1 });
    expect(parseDecimal('-0')).toEqual({ negative: false, digits: 0n, scale: 0 });
  });

  it('refuses what is not a decimal', () => {
    for (const text of ['', '.', 'abc', '1.2.3', '1e', '0x10', '1e999', 'NaN']) {
      expect(parseDecimal(text)).toBeUndefined();
    }
    expect(toDecimal(Number.POSITIVE_INFINITY)).toBeUndefined();
  });

  it('takes numbers through their shortest text, and bigints whole', () => {
    expect(toDecimal(0.1)).toEqual({ negative: false, digits: 1n, scale: 1 });
    expect(toDecimal(-5n)).toEqual({ negative: true, digits: 5n, scale: 0 });
  });

  it('scales exactly or with half-away-from-zero rounding', () => {
    const d = parseDecimal('1.2345');
    expect(d && scaleExactly(d, 4)).toBe(12345n);
    expect(d && scaleExactly(d, 2)).toBeUndefined();
    expect(d && scaleRounded(d, 3)).toBe(1235n);
    const n = parseDecimal('-1.005');
    expect(n && scaleRounded(n, 2)).toBe(-101n);
  });

  it('compares and writes decimals', () => {
    const a = parseDecimal('0.1');
    const b = parseDecimal('0.10');
    const c = parseDecimal('-2');
    if (!a || !b || !c) throw new Error('parse');
    expect(compareDecimals(a, b)).toBe(0);
    expect(compareDecimals(c, a)).toBe(-1);
    expect(groupThousands(1234567n)).toBe('1,234,567');
    expect(groupThousands(-999n)).toBe('-999');
    expect(fixedText(5n, 2)).toBe('0.05');
    expect(fixedText(-12345n, 2)).toBe('-123.45');
    expect(fixedText(7n, 0)).toBe('7');
  });

  it('divides exactly, rounded half away from zero to the places asked', () => {
    const d = (t: string) => {
      const v = parseDecimal(t);
      if (!v) throw new Error(t);
      return v;
    };
    const text = (v: ReturnType<typeof divideDecimals>) => (v ? fixedText(v.digits, v.scale) : 'none');
    const half = 'half-away-from-zero';
    expect(text(divideDecimals(d('100'), d('1000000'), { places: 8 }, half))).toBe('0.00010000');
    expect(text(divideDecimals(d('2'), d('3'), { places: 4 }, half))).toBe('0.6667');
    expect(text(divideDecimals(d('0.5'), d('0.25'), { places: 0 }, half))).toBe('2');
    expect(text(divideDecimals(d('1'), d('8'), { places: 2 }, half))).toBe('0.13');
    expect(divideDecimals(d('-1'), d('3'), { places: 2 }, half)?.negative).toBe(true);
    expect(divideDecimals(d('1'), d('0'), { places: 2 }, half)).toBeUndefined();
  });

  it('counts significant digits: leading and trailing zeros do not count', () => {
    const count = (t: string) =>
      significantDigitsOf(parseDecimal(t) ?? { negative: false, digits: 0n, scale: 0 });
    expect(count('0.00120')).toBe(2);
    expect(count('1000')).toBe(1);
    expect(count('100.5')).toBe(4);
  });

  it('compares plain decimal strings exactly, and refuses other forms', () => {
    expect(comparePlainDecimals('1000', '999.999999')).toBe(1);
    expect(comparePlainDecimals('0.10', '0.1')).toBe(0);
    expect(comparePlainDecimals('12345678901234567890.1', '12345678901234567890.2')).toBe(-1);
    for (const text of ['1e3', '-1', ' 1', '.5', '1.', '0x10', 12]) {
      expect(comparePlainDecimals(text, '1')).toBeUndefined();
    }
  });
});
