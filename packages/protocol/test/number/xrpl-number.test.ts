import { describe, expect, it } from 'vitest';
import { XrplNumber, XrplNumberOverflowError, withRoundingMode } from '../../src/number/index.js';

const N = (m: bigint | number, e = 0): XrplNumber => XrplNumber.from(BigInt(m), e);
const parts = (x: XrplNumber): [bigint, number] => [x.mantissa, x.exponent];

// Known answers from rippled's src/test/basics/Number_test.cpp (16-digit "small" mantissa cases).
describe('XrplNumber construction', () => {
  it('keeps every value as a 16-digit mantissa with an exponent', () => {
    expect(parts(N(5))).toEqual([5_000_000_000_000_000n, -15]);
    expect(parts(N(-25, -3))).toEqual([-2_500_000_000_000_000n, -17]);
    expect(parts(XrplNumber.one)).toEqual([1_000_000_000_000_000n, -15]);
  });

  it('gives zero the mantissa 0 and rippled exponent for Number{}', () => {
    for (const z of [N(0, 0), N(0), XrplNumber.zero, N(0, 500)]) {
      expect(parts(z)).toEqual([0n, -2147483648]);
      expect(z.add(z).eq(z)).toBe(true);
      expect(z.sub(z).eq(z)).toBe(true);
      expect(z.neg().eq(z)).toBe(true);
      expect(z.isZero()).toBe(true);
    }
  });

  it('rounds a 19-digit integer to 16 digits, to nearest by default', () => {
    expect(parts(N(-9_223_372_036_854_775_808n))).toEqual([-9_223_372_036_854_776n, 3]);
    expect(parts(N(9_223_372_036_854_775_807n))).toEqual([9_223_372_036_854_776n, 3]);
    expect(N(-9_223_372_036_854_775_807n).eq(N(-9_223_372_036_854_776n, 3))).toBe(true);
  });

  it('rounds with the current mode when normalizing', () => {
    withRoundingMode('towards_zero', () => {
      expect(parts(N(9_999_999_999_999_999_999n, -3))).toEqual([9_999_999_999_999_999n, 0]);
      expect(parts(N(9_223_372_036_854_775_807n, -3))).toEqual([9_223_372_036_854_775n, 0]);
    });
    withRoundingMode('upward', () => {
      expect(parts(N(1_000_000_000_000_049_863n))).toEqual([1_000_000_000_000_050n, 3]);
    });
  });

  it('normalizes at the exponent limits, underflowing to zero and overflowing with an error', () => {
    expect(N(10_000_000_000_000_000n, 32767).eq(N(1_000_000_000_000_000n, 32768))).toBe(true);
    expect(N(1_000_000_000_000_000n, -32769).isZero()).toBe(true);
    expect(() => N(10_000_000_000_000_000n, 32768)).toThrow(XrplNumberOverflowError);
    expect(() => N(1_000_000_000_000_000n, 32767).mul(N(100))).toThrow(XrplNumberOverflowError);
    const sum = N(1_000_000_000_000_000n, 32000).mul(N(1000)).add(N(1_500, 32000));
    expect(sum.eq(N(1_000_000_000_000_002n, 32003))).toBe(true);
  });

  it('parses decimal text in rippled grammar', () => {
    expect(XrplNumber.fromString('1.5e-3').eq(N(15, -4))).toBe(true);
    expect(XrplNumber.fromString('-3.14e2').eq(N(-314))).toBe(true);
    expect(XrplNumber.fromString('+7').eq(N(7))).toBe(true);
    expect(XrplNumber.fromString('-0').isZero()).toBe(true);
    expect(XrplNumber.fromBigInt(123n).eq(N(123))).toBe(true);
    for (const bad of ['', 'e', '1e', 'e2', '001', '000.0', '.1', '1.', '1.e3', '1,5', ' 1']) {
      expect(() => XrplNumber.fromString(bad), bad).toThrow(`'${bad}' is not a number`);
    }
  });
});

describe('XrplNumber comparison', () => {
  it('orders by sign, then exponent, then mantissa, with zero between signs', () => {
    const ordered = [N(-1, 5), N(-2), N(-1), N(0), N(1, -20), N(1), N(2), N(1, 5)];
    for (let i = 0; i < ordered.length; i++) {
      for (let j = 0; j < ordered.length; j++) {
        const [a, b] = [ordered[i] as XrplNumber, ordered[j] as XrplNumber];
        expect(a.cmp(b), `${a} vs ${b}`).toBe(Math.sign(i - j));
        expect(a.lt(b)).toBe(i < j);
        expect(a.lte(b)).toBe(i <= j);
        expect(a.gt(b)).toBe(i > j);
        expect(a.gte(b)).toBe(i >= j);
        expect(a.eq(b)).toBe(i === j);
      }
    }
  });

  it('reports sign and absolute value', () => {
    expect(N(-3).signum()).toBe(-1);
    expect(N(0).signum()).toBe(0);
    expect(N(3).signum()).toBe(1);
    expect(N(-3).abs().eq(N(3))).toBe(true);
    expect(N(3).neg().eq(N(-3))).toBe(true);
  });
});

describe('XrplNumber text', () => {
  it('prints like rippled to_string(Number)', () => {
    const cases: [XrplNumber, string][] = [
      [N(-2), '-2'],
      [N(0), '0'],
      [N(2), '2'],
      [N(25, -3), '0.025'],
      [N(-25, -3), '-0.025'],
      [N(25, 1), '250'],
      [N(-25, 1), '-250'],
      [N(2, -10), '0.0000000002'],
      [N(-2, 10), '-20000000000'],
      [N(1234567, -7), '0.1234567'],
      // The scientific form prints the raw 16-digit mantissa (rippled before 3.x).
      [N(2, 20), '2000000000000000e5'],
      [N(-2, -20), '-2000000000000000e-35'],
      [N(2, -11), '2000000000000000e-26'],
      [N(-2, 11), '-2000000000000000e-4'],
      [N(1_000_000_000_000_000n, -32768), '1000000000000000e-32768'],
    ];
    for (const [n, text] of cases) expect(n.toString()).toBe(text);
  });
});
