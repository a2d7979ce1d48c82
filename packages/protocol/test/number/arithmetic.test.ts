import { describe, expect, it } from 'vitest';
import {
  XrplNumber,
  XrplNumberOverflowError,
  getRoundingMode,
  withRoundingMode,
  type RoundingMode,
} from '../../src/number/index.js';

const N = (m: bigint | number, e = 0): XrplNumber => XrplNumber.from(BigInt(m), e);
type Case = [XrplNumber, XrplNumber, XrplNumber];

function expectAll(op: (x: XrplNumber, y: XrplNumber) => XrplNumber, cases: Case[]): void {
  for (const [x, y, z] of cases) expect(op(x, y).toString(), `${x} op ${y}`).toBe(z.toString());
}

// Known answers from rippled's src/test/basics/Number_test.cpp (16-digit "small" mantissa cases).
describe('XrplNumber addition and subtraction (rippled Number_test)', () => {
  it('adds with correct rounding of the shifted operand', () => {
    expectAll(
      (x, y) => x.add(y),
      [
        [N(1_000_000_000_000_000n, -15), N(6_555_555_555_555_555n, -29), N(1_000_000_000_000_066n, -15)],
        [N(-1_000_000_000_000_000n, -15), N(-6_555_555_555_555_555n, -29), N(-1_000_000_000_000_066n, -15)],
        [N(-1_000_000_000_000_000n, -15), N(6_555_555_555_555_555n, -29), N(-9_999_999_999_999_344n, -16)],
        [N(-6_555_555_555_555_555n, -29), N(1_000_000_000_000_000n, -15), N(9_999_999_999_999_344n, -16)],
        [N(0), N(5), N(5)],
        [N(5), N(0), N(5)],
        [N(5_555_555_555_555_555n, -32768), N(-5_555_555_555_555_554n, -32768), N(0)],
        [N(-9_999_999_999_999_999n, -31), N(1_000_000_000_000_000n, -15), N(9_999_999_999_999_990n, -16)],
      ],
    );
  });

  it('subtracts, including differences of one unit in the last place', () => {
    expectAll(
      (x, y) => x.sub(y),
      [
        [N(1_000_000_000_000_000n, -15), N(6_555_555_555_555_555n, -29), N(9_999_999_999_999_344n, -16)],
        [N(6_555_555_555_555_555n, -29), N(1_000_000_000_000_000n, -15), N(-9_999_999_999_999_344n, -16)],
        [N(1_000_000_000_000_000n, -15), N(1_000_000_000_000_000n, -15), N(0)],
        [N(1_000_000_000_000_000n, -15), N(1_000_000_000_000_001n, -15), N(-1_000_000_000_000_000n, -30)],
        [N(1_000_000_000_000_001n, -15), N(1_000_000_000_000_000n, -15), N(1_000_000_000_000_000n, -30)],
      ],
    );
  });

  it('throws on addition overflow', () => {
    const max = N(9_999_999_999_999_999n, 32768);
    expect(() => max.add(N(1_000_000_000_000_000n, 32767).mul(N(5)))).toThrow(XrplNumberOverflowError);
  });

  it('rounds a sum exactly half way to the even mantissa', () => {
    // 1e15 + 0.5 ulp -> stays even; (1e15 + 1) + 0.5 ulp -> goes up to the even 1e15 + 2.
    expect(N(1_000_000_000_000_000n).add(N(5, -1)).mantissa).toBe(1_000_000_000_000_000n);
    expect(N(1_000_000_000_000_001n).add(N(5, -1)).mantissa).toBe(1_000_000_000_000_002n);
    expect(N(1_000_000_000_000_000n).add(N(500_001, -6)).mantissa).toBe(1_000_000_000_000_001n);
  });

  it('rounds the magnitude up when subtracting in towards_zero mode, as rippled does', () => {
    // 1 - 1e-20 is 0.99999999999999999999; rippled's guard keeps 1 (it never decrements toward zero).
    withRoundingMode('towards_zero', () => expect(N(1).sub(N(1, -20)).toString()).toBe('1'));
    withRoundingMode('upward', () => expect(N(1).sub(N(1, -20)).toString()).toBe('1'));
  });

  it('rounds a negative sum of equal-exponent operands as if it were positive, as rippled does', () => {
    // With equal exponents rippled's guard never learns the sign: upward then moves a negative sum away from zero.
    const [x, y] = [N(-4_826_775_823_999_456n, 5), N(-5_173_224_176_000_545n, 5)];
    withRoundingMode('upward', () => expect(x.add(y).mantissa).toBe(-1_000_000_000_000_001n));
    withRoundingMode('downward', () => expect(x.add(y).mantissa).toBe(-1_000_000_000_000_000n));
  });

  it('rounds a difference just below a power of ten at the coarser scale, as rippled does', () => {
    // Exact: 0.9999999999999993; rippled borrows at the 1e-15 scale and pads with a zero.
    const got = N(1_999_999_999_999_999n, -15).sub(N(9_999_999_999_999_997n, -16));
    expect(got.toString()).toBe('0.999999999999999');
  });

  it('pads with a zero, not a nine, when a directed rounding borrows below 1e15, as rippled does', () => {
    // rippled decrements 1000000000000000 to 999999999999999 and then multiplies by ten.
    withRoundingMode('downward', () => expect(N(1).sub(N(1, -20)).toString()).toBe('0.999999999999999'));
    withRoundingMode('upward', () => expect(N(-1).add(N(1, -20)).toString()).toBe('-0.999999999999999'));
  });
});

const MUL_CASES: Record<RoundingMode, Case[]> = {
  to_nearest: [
    [N(7), N(8), N(56)],
    [N(1414213562373095n, -15), N(1414213562373095n, -15), N(2000000000000000n, -15)],
    [N(-1414213562373095n, -15), N(1414213562373095n, -15), N(-2000000000000000n, -15)],
    [N(-1414213562373095n, -15), N(-1414213562373095n, -15), N(2000000000000000n, -15)],
    [N(3214285714285706n, -15), N(3111111111111119n, -15), N(1000000000000000n, -14)],
    [N(1000000000000000n, -32768), N(1000000000000000n, -32768), N(0)],
    [N(9_999_999_999_999_999n), N(9_999_999_999_999_999n), N(9_999_999_999_999_998n, 16)],
  ],
  towards_zero: [
    [N(7), N(8), N(56)],
    [N(1414213562373095n, -15), N(1414213562373095n, -15), N(1999999999999999n, -15)],
    [N(-1414213562373095n, -15), N(1414213562373095n, -15), N(-1999999999999999n, -15)],
    [N(-1414213562373095n, -15), N(-1414213562373095n, -15), N(1999999999999999n, -15)],
    [N(3214285714285706n, -15), N(3111111111111119n, -15), N(9999999999999999n, -15)],
    [N(1000000000000000n, -32768), N(1000000000000000n, -32768), N(0)],
  ],
  downward: [
    [N(7), N(8), N(56)],
    [N(1414213562373095n, -15), N(1414213562373095n, -15), N(1999999999999999n, -15)],
    [N(-1414213562373095n, -15), N(1414213562373095n, -15), N(-2000000000000000n, -15)],
    [N(-1414213562373095n, -15), N(-1414213562373095n, -15), N(1999999999999999n, -15)],
    [N(3214285714285706n, -15), N(3111111111111119n, -15), N(9999999999999999n, -15)],
    [N(1000000000000000n, -32768), N(1000000000000000n, -32768), N(0)],
  ],
  upward: [
    [N(7), N(8), N(56)],
    [N(1414213562373095n, -15), N(1414213562373095n, -15), N(2000000000000000n, -15)],
    [N(-1414213562373095n, -15), N(1414213562373095n, -15), N(-1999999999999999n, -15)],
    [N(-1414213562373095n, -15), N(-1414213562373095n, -15), N(2000000000000000n, -15)],
    [N(3214285714285706n, -15), N(3111111111111119n, -15), N(1000000000000000n, -14)],
    [N(1000000000000000n, -32768), N(1000000000000000n, -32768), N(0)],
  ],
};

const DIV_CASES: Record<RoundingMode, Case[]> = {
  to_nearest: [
    [N(2), N(3), N(6_666_666_666_666_667n, -16)],
    [N(-2), N(3), N(-6_666_666_666_666_667n, -16)],
    [N(1), N(7), N(1_428_571_428_571_428n, -16)],
  ],
  towards_zero: [
    [N(2), N(3), N(6_666_666_666_666_666n, -16)],
    [N(-2), N(3), N(-6_666_666_666_666_666n, -16)],
    [N(1), N(7), N(1_428_571_428_571_428n, -16)],
  ],
  downward: [
    [N(2), N(3), N(6_666_666_666_666_666n, -16)],
    [N(-2), N(3), N(-6_666_666_666_666_667n, -16)],
    [N(1), N(7), N(1_428_571_428_571_428n, -16)],
  ],
  upward: [
    [N(2), N(3), N(6_666_666_666_666_667n, -16)],
    [N(-2), N(3), N(-6_666_666_666_666_666n, -16)],
    [N(1), N(7), N(1_428_571_428_571_429n, -16)],
  ],
};

const EXACT_DIVISIONS: Case[] = [
  [N(1), N(2), N(5, -1)],
  [N(1), N(10), N(1, -1)],
  [N(1), N(-10), N(-1, -1)],
  [N(0), N(100), N(0)],
  [N(1414213562373095n, -10), N(1414213562373095n, -10), N(1)],
  [N(9_999_999_999_999_999n), N(1_000_000_000_000_000n), N(9_999_999_999_999_999n, -15)],
];

describe.each(['to_nearest', 'towards_zero', 'downward', 'upward'] as const)(
  'XrplNumber multiplication and division rounding %s (rippled Number_test)',
  (mode) => {
    it('multiplies', () => withRoundingMode(mode, () => expectAll((x, y) => x.mul(y), MUL_CASES[mode])));
    it('divides', () =>
      withRoundingMode(mode, () => expectAll((x, y) => x.div(y), [...EXACT_DIVISIONS, ...DIV_CASES[mode]])));
  },
);

describe('XrplNumber multiplication and division limits', () => {
  it('throws on multiplication overflow and division by zero', () => {
    const big = N(9_999_999_999_999_999n, 32768);
    expect(() => big.mul(N(5_000_000_000_000_000n, 32767))).toThrow('Number::multiplication overflow');
    expect(() => N(1).div(N(0))).toThrow('Number: divide by 0');
  });

  it('squares the largest 16-digit mantissa and int64 max like rippled', () => {
    expect(N(9_999_999_999_999_999n).mul(N(9_999_999_999_999_999n)).eq(N(9_999_999_999_999_998n, 16))).toBe(
      true,
    );
    const maxInt64 = N(9_223_372_036_854_775_807n);
    expect(maxInt64.mul(maxInt64).eq(N(8_507_059_173_023_462n, 22))).toBe(true);
  });

  it('keeps the upward product above the exact value at the int64 cusp (rippled small scale)', () => {
    withRoundingMode('upward', () => {
      const product = N(1_000_000_000_000_049_863n).mul(N(9_223_372_036_854_315_903n));
      expect([product.mantissa, product.exponent]).toEqual([9_223_372_036_854_778n, 21]);
    });
  });

  it('discards the division remainder before rounding, so upward can land below the exact quotient', () => {
    // rippled's 16-digit division has no correction for the dropped remainder: the integer quotient
    // 81000000729005500 (remainder 976604167986500) ends in zero, so upward rounding adds nothing.
    withRoundingMode('upward', () => {
      const q = N(1_000_000_000_000_068n, -15).div(N(1_234_567_890_123_457n, -15));
      expect([q.mantissa, q.exponent]).toEqual([8_100_000_072_900_550n, -16]);
    });
  });
});

describe('rounding mode guard', () => {
  it('restores the previous mode after the callback, even when it throws', () => {
    expect(getRoundingMode()).toBe('to_nearest');
    withRoundingMode('upward', () => {
      expect(getRoundingMode()).toBe('upward');
      expect(() =>
        withRoundingMode('downward', () => {
          throw new Error('boom');
        }),
      ).toThrow('boom');
      expect(getRoundingMode()).toBe('upward');
    });
    expect(getRoundingMode()).toBe('to_nearest');
  });

  it('refuses an unknown mode', () => {
    expect(() => withRoundingMode('sideways' as RoundingMode, () => 1)).toThrow('Unknown rounding mode');
  });
});
