import { describe, expect, it } from 'vitest';
import { XrplNumber, XrplNumberOverflowError, power, root, root2 } from '../../src/number/index.js';

const N = (m: bigint | number, e = 0): XrplNumber => XrplNumber.from(BigInt(m), e);

// Known answers from rippled's src/test/basics/Number_test.cpp (testRoot, testRoot2, testPower1, testPower2).
describe('roots and powers (used by AMM formulas)', () => {
  it('takes d-th roots like rippled', () => {
    const cases: [XrplNumber, number, XrplNumber][] = [
      [N(2), 2, N(1_414_213_562_373_095_049n, -18)],
      [N(2_000_000), 2, N(1_414_213_562_373_095_049n, -15)],
      [N(2, -30), 2, N(1_414_213_562_373_095_049n, -33)],
      [N(-27), 3, N(-3)],
      [N(1), 5, N(1)],
      [N(-1), 0, N(1)],
      [N(5, -1), 0, N(0)],
      [N(0), 5, N(0)],
      [N(5625, -4), 2, N(75, -2)],
    ];
    for (const [x, d, z] of cases) expect(root(x, d).toString(), `root(${x}, ${d})`).toBe(z.toString());
  });

  it('refuses roots without a real finite answer', () => {
    expect(() => root(N(-2), 0)).toThrow(XrplNumberOverflowError);
    expect(() => root(N(-2), 4)).toThrow('Number::root nan');
    expect(() => root2(N(-2))).toThrow('Number::root nan');
  });

  it('computes square roots with root2 exactly as root(x, 2)', () => {
    const values = [N(2), N(2_000_000), N(2, -30), N(27), N(1), N(5, -1), N(0), N(5625, -4)];
    values.push(N(9_223_372_036_854_775_807n), N(123_456_789n, -40), N(7, 33));
    for (const x of values) expect(root2(x).toString(), `root2(${x})`).toBe(root(x, 2).toString());
    expect(root2(N(4)).toString()).toBe('2');
    expect(root2(N(10_000)).toString()).toBe('100');
  });

  it('raises to integer powers by repeated squaring', () => {
    const cases: [XrplNumber, number, XrplNumber][] = [
      [N(64), 0, N(1)],
      [N(64), 1, N(64)],
      [N(64), 2, N(4096)],
      [N(-64), 2, N(4096)],
      [N(64), 3, N(262_144)],
      [N(-64), 3, N(-262_144)],
      [N(64), 11, N(7_378_697_629_483_820_646n, 1)],
      [N(-64), 11, N(-7_378_697_629_483_820_646n, 1)],
      [N(9_223_372_036_854_775_807n), 2, N(8_507_059_173_023_462n, 22)],
      [N(9_999_999_999_999_999n), 2, N(9_999_999_999_999_998n, 16)],
    ];
    for (const [x, n, z] of cases) expect(power(x, n).toString(), `${x}^${n}`).toBe(z.toString());
  });

  it('raises to rational powers n/d', () => {
    const cases: [XrplNumber, number, number, XrplNumber][] = [
      [N(1), 3, 7, N(1)],
      [N(-1), 1, 0, N(1)],
      [N(-1, -1), 1, 0, N(0)],
      [N(16), 0, 5, N(1)],
      [N(34), 3, 3, N(34)],
      [N(4), 3, 2, N(8)],
    ];
    for (const [x, n, d, z] of cases)
      expect(power(x, n, d).toString(), `${x}^(${n}/${d})`).toBe(z.toString());
    expect(() => power(N(7), 0, 0)).toThrow('Number::power nan');
    expect(() => power(N(7), 1, 0)).toThrow('Number::power infinity');
    expect(() => power(N(-1, -1), 3, 2)).toThrow('Number::power nan');
    expect(() => power(N(2), -1)).toThrow(RangeError);
  });
});
