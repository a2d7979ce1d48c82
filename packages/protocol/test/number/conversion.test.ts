import { describe, expect, it } from 'vitest';
import {
  XrplNumber,
  XrplNumberOverflowError,
  fromDrops,
  toDrops,
  withRoundingMode,
  type RoundingMode,
} from '../../src/number/index.js';

const N = (m: bigint | number, e = 0): XrplNumber => XrplNumber.from(BigInt(m), e);

// Known answers from rippled's Number_test.cpp testToInteger and testRounding.
const EXACT: [XrplNumber, bigint][] = [
  [N(0), 0n],
  [N(1), 1n],
  [N(-3), -3n],
  [N(1155), 1155n],
  [N(9_999_999_999_999_999n, 0), 9_999_999_999_999_999n],
  [N(9_999_999_999_999_999n, 1), 99_999_999_999_999_990n],
  [N(9_999_999_999_999_999n, 2), 999_999_999_999_999_900n],
  [N(-9_999_999_999_999_999n, 2), -999_999_999_999_999_900n],
];

const ROUNDED: Record<RoundingMode, [number, bigint][]> = {
  to_nearest: [
    [15, 2n],
    [14, 1n],
    [16, 2n],
    [25, 2n],
    [6, 1n],
    [5, 0n],
    [4, 0n],
    [13, 1n],
    [23, 2n],
    [27, 3n],
    [-15, -2n],
    [-14, -1n],
    [-16, -2n],
    [-25, -2n],
    [-6, -1n],
    [-5, 0n],
    [-4, 0n],
    [-13, -1n],
    [-27, -3n],
  ],
  towards_zero: [
    [15, 1n],
    [14, 1n],
    [16, 1n],
    [25, 2n],
    [6, 0n],
    [5, 0n],
    [4, 0n],
    [-15, -1n],
    [-14, -1n],
    [-16, -1n],
    [-25, -2n],
    [-6, 0n],
    [-5, 0n],
    [-4, 0n],
  ],
  downward: [
    [15, 1n],
    [14, 1n],
    [16, 1n],
    [25, 2n],
    [6, 0n],
    [5, 0n],
    [4, 0n],
    [-15, -2n],
    [-14, -2n],
    [-16, -2n],
    [-25, -3n],
    [-6, -1n],
    [-5, -1n],
    [-4, -1n],
  ],
  upward: [
    [15, 2n],
    [14, 2n],
    [16, 2n],
    [25, 3n],
    [6, 1n],
    [5, 1n],
    [4, 1n],
    [-15, -1n],
    [-14, -1n],
    [-16, -1n],
    [-25, -2n],
    [-6, 0n],
    [-5, 0n],
    [-4, 0n],
  ],
};

describe('XrplNumber to drops (rippled static_cast<int64_t>)', () => {
  it.each(Object.keys(ROUNDED) as RoundingMode[])('rounds tenths to whole drops in %s mode', (mode) => {
    withRoundingMode(mode, () => {
      for (const [n, drops] of EXACT) expect(toDrops(n)).toBe(drops);
      for (const [tenths, drops] of ROUNDED[mode]) expect(toDrops(N(tenths, -1)), `${tenths}/10`).toBe(drops);
    });
  });

  it('rounds 1.52 and 2.52 per mode', () => {
    expect(toDrops(N(152, -2))).toBe(2n);
    expect(toDrops(N(252, -2))).toBe(3n);
    expect(withRoundingMode('towards_zero', () => toDrops(N(-252, -2)))).toBe(-2n);
  });

  it('throws when the integer does not fit 64 bits', () => {
    expect(() => toDrops(N(9_223_372_036_854_776n, 3))).toThrow(XrplNumberOverflowError);
  });

  it('rounds a 19-digit value to XRP drops with the current mode', () => {
    expect(toDrops(N(751_878_380_596n, -5))).toBe(7_518_784n);
    expect(withRoundingMode('towards_zero', () => toDrops(N(751_878_380_596n, -5)))).toBe(7_518_783n);
    expect(withRoundingMode('downward', () => toDrops(N(751_878_380_596n, -5)))).toBe(7_518_783n);
    expect(withRoundingMode('upward', () => toDrops(N(751_878_380_596n, -5)))).toBe(7_518_784n);
  });

  it('round-trips 1 drop, the 100 billion XRP supply and zero', () => {
    for (const drops of [1n, -1n, 0n, 500n, 100_000_000_000_000_000n])
      expect(toDrops(fromDrops(drops))).toBe(drops);
    expect(fromDrops(100_000_000_000_000_000n).exponent).toBeGreaterThan(0);
    expect(() => fromDrops(2n ** 63n)).toThrow(RangeError);
  });
});
