import { describe, expect, it } from 'vitest';
import { AmountError, AmountOverflowError, IssuedValue } from '../../src/amount/index.js';
import { XrplNumber, withRoundingMode } from '../../src/number/index.js';

const V = (m: bigint | number, e = 0): IssuedValue => IssuedValue.from(BigInt(m), e);
const S = (text: string): IssuedValue => IssuedValue.fromString(text);
const parts = (v: IssuedValue): [boolean, bigint, number] => [v.negative, v.mantissa, v.exponent];

describe('IssuedValue canonical form (rippled STAmount)', () => {
  it('keeps a sign, a 16-digit mantissa and an exponent; zero is mantissa 0, exponent -100', () => {
    expect(parts(V(1))).toEqual([false, 1_000_000_000_000_000n, -15]);
    expect(parts(V(-31, -1))).toEqual([true, 3_100_000_000_000_000n, -15]);
    expect(parts(V(0, 50))).toEqual([false, 0n, -100]);
    expect(parts(S('-0'))).toEqual([false, 0n, -100]);
    expect(V(0).eq(IssuedValue.zero)).toBe(true);
  });

  it('turns values below 1e-81 into zero and refuses values above 9999999999999999e80', () => {
    expect(parts(V(1, -81))).toEqual([false, 1_000_000_000_000_000n, -96]);
    expect(V(1, -82).isZero()).toBe(true);
    expect(V(-9_999_999_999_999_999n, -97).isZero()).toBe(true);
    expect(parts(V(9_999_999_999_999_999n, 80))).toEqual([false, 9_999_999_999_999_999n, 80]);
    expect(() => V(1, 96)).toThrow(AmountOverflowError);
    expect(() => V(99_999_999_999_999_995n, 80)).toThrow('value overflow');
  });

  it('rounds extra digits with the current rounding mode', () => {
    expect(V(12_345_678_901_234_565n, 0).mantissa).toBe(1_234_567_890_123_456n);
    expect(V(12_345_678_901_234_575n, 0).mantissa).toBe(1_234_567_890_123_458n);
    expect(withRoundingMode('upward', () => V(12_345_678_901_234_561n).mantissa)).toBe(
      1_234_567_890_123_457n,
    );
    expect(withRoundingMode('downward', () => V(-12_345_678_901_234_561n).mantissa)).toBe(
      1_234_567_890_123_457n,
    );
  });

  it('converts to and from XrplNumber', () => {
    expect(V(5, 6).toXrplNumber().eq(XrplNumber.from(5n, 6))).toBe(true);
    expect(IssuedValue.fromXrplNumber(XrplNumber.from(5n, 6)).eq(V(5, 6))).toBe(true);
    expect(IssuedValue.zero.toXrplNumber().isZero()).toBe(true);
    expect(IssuedValue.fromXrplNumber(XrplNumber.zero).isZero()).toBe(true);
    expect(IssuedValue.fromXrplNumber(XrplNumber.from(1n, -200)).isZero()).toBe(true);
    expect(() => IssuedValue.fromXrplNumber(XrplNumber.from(1n, 200))).toThrow('value overflow');
  });
});

describe('IssuedValue text (rippled STAmount::getText and amountFromString)', () => {
  it('reads and prints back the values of STAmount_test set value (iou)', () => {
    const values = ['1', '10', '100', '1000', '10000', '100000', '1000000', '10000000', '100000000'];
    values.push('1000000000', '10000000000', '1234567.1', '1234567.12', '1234567.123', '1234567.1234');
    values.push(
      '1234567.12345',
      '1234567.123456',
      '1234567.1234567',
      '1234567.12345678',
      '1234567.123456789',
    );
    for (const text of values) expect(S(text).toString()).toBe(text);
  });

  it('uses the scientific form outside exponents -25..-5', () => {
    expect(V(31).toString()).toBe('31');
    expect(V(31, 1).toString()).toBe('310');
    expect(V(31, -2).toString()).toBe('0.31');
    expect(V(1, 20).toString()).toBe('1000000000000000e5');
    expect(V(-1, 20).toString()).toBe('-1000000000000000e5');
    expect(V(12, -11).toString()).toBe('0.00000000012');
    expect(V(1, -11).toString()).toBe('1000000000000000e-26');
    expect(V(1, -10).toString()).toBe('0.0000000001');
    expect(V(1_000_000_000_000_000n).toString()).toBe('1000000000000000');
    expect(V(1, 16).toString()).toBe('1000000000000000e1');
    expect(IssuedValue.zero.toString()).toBe('0');
    expect(JSON.stringify({ value: V(15, -1) })).toBe('{"value":"1.5"}');
  });

  it('parses exponents and signs, and reads back every printed form', () => {
    expect(S('1.5e-3').eq(V(15, -4))).toBe(true);
    expect(S('-3.14e2').eq(V(-314))).toBe(true);
    expect(S('1000000000000000e5').eq(V(1, 20))).toBe(true);
    expect(S('9999999999999999e80').mantissa).toBe(9_999_999_999_999_999n);
    expect(S('1e-82').isZero()).toBe(true);
  });

  it('refuses malformed text like rippled, with clear errors', () => {
    for (const bad of ['', 'e', '1e', 'e2', '001', '000.0', '.1', '1.', '1.e3', 'USD', '1 000']) {
      expect(() => S(bad), bad).toThrow(AmountError);
    }
    expect(() => S('12345678901234567890')).toThrow('too many digits');
    expect(() => S('1e97')).toThrow(AmountOverflowError);
  });

  it('rounds an off-ledger figure of any length to 16 digits, where fromString refuses it', () => {
    // A spot price from the market data, divided off the ledger: 24 significant digits.
    const price = '0.000052403223591485208027';
    expect(() => S(price)).toThrow('too many digits');
    const rounded = IssuedValue.fromDecimalRounded(price);
    expect(rounded.toString()).toBe('0.00005240322359148521');
    expect(IssuedValue.fromDecimalRounded('-1.5').eq(V(-15, -1))).toBe(true);
    expect(() => IssuedValue.fromDecimalRounded('1/3')).toThrow(AmountError);
  });
});

describe('IssuedValue comparison', () => {
  it('orders negative, zero and positive values of any exponent', () => {
    const ordered = [V(-1, 20), V(-2), V(-1), V(-1, -80), IssuedValue.zero, V(1, -80), V(1), V(2), V(1, 20)];
    ordered.forEach((a, i) =>
      ordered.forEach((b, j) => {
        expect(a.cmp(b), `${a} vs ${b}`).toBe(Math.sign(i - j));
        expect([a.lt(b), a.lte(b), a.gt(b), a.gte(b), a.eq(b)]).toEqual([
          i < j,
          i <= j,
          i > j,
          i >= j,
          i === j,
        ]);
      }),
    );
  });

  it('negates and takes absolute values without ever producing a negative zero', () => {
    expect(V(3).neg().eq(V(-3))).toBe(true);
    expect(V(-3).abs().eq(V(3))).toBe(true);
    expect(IssuedValue.zero.neg().negative).toBe(false);
    expect([V(-3).signum(), IssuedValue.zero.signum(), V(3).signum()]).toEqual([-1, 0, 1]);
  });
});

describe('IssuedValue arithmetic (rippled STAmount with fixUniversalNumber)', () => {
  it('adds and subtracts through Number', () => {
    expect(S('1.5').add(S('2.25')).toString()).toBe('3.75');
    expect(S('1').sub(S('3')).toString()).toBe('-2');
    expect(S('1').sub(S('1')).isZero()).toBe(true);
    expect(S('0').add(S('-7')).toString()).toBe('-7');
    expect(S('1000000000000000').add(S('0.5')).toString()).toBe('1000000000000000');
    expect(S('1000000000000001').add(S('0.5')).toString()).toBe('1000000000000002');
  });

  it('multiplies through Number and canonicalizes, underflowing to zero', () => {
    expect(V(20).mul(V(3)).toString()).toBe('60');
    expect(S('1.414213562373095').mul(S('1.414213562373095')).toString()).toBe('2');
    const small = V((1_000_000_000_000_000n + 9_999_999_999_999_999n) / 2n, -95);
    const big = V((1_000_000_000_000_000n + 9_999_999_999_999_999n) / 2n, 79);
    expect(small.mul(small).isZero()).toBe(true);
    expect(() => big.mul(big)).toThrow('value overflow');
  });

  it('divides like rippled divide(): the 1e17-scaled quotient plus 5, then Number rounding', () => {
    expect(V(60).div(V(3)).toString()).toBe('20');
    expect(V(1).div(V(3)).toString()).toBe('0.3333333333333334');
    expect(V(2).div(V(3)).toString()).toBe('0.6666666666666667');
    expect(withRoundingMode('towards_zero', () => V(1).div(V(3)).toString())).toBe('0.3333333333333333');
    const small = V((1_000_000_000_000_000n + 9_999_999_999_999_999n) / 2n, -95);
    const big = V((1_000_000_000_000_000n + 9_999_999_999_999_999n) / 2n, 79);
    expect(small.div(big).isZero()).toBe(true);
    expect(() => V(1).div(IssuedValue.zero)).toThrow('division by zero');
  });

  it('gets back the whole after dividing and multiplying (rippled STAmount_test roundTest)', () => {
    const roundSelf = (v: IssuedValue): IssuedValue => {
      const low = v.mantissa % 1_000_000_000n;
      if (low === 1n) return IssuedValue.from(v.mantissa - 1n, v.exponent);
      if (low === 999_999_999n) return IssuedValue.from(v.mantissa + 1n, v.exponent);
      return v;
    };
    const cases: [number, number, number][] = [
      [1, 3, 3],
      [2, 3, 9],
      [1, 7, 21],
      [1, 2, 4],
      [3, 9, 18],
      [7, 11, 44],
    ];
    for (const [n, d, m] of cases) {
      expect(roundSelf(V(n).div(V(d)).mul(V(m))).eq(V(Math.trunc((n * m) / d))), `${n}/${d}*${m}`).toBe(true);
    }
  });

  it('rounds products and quotients in the requested direction (mulRound, divRound)', () => {
    const third = V(1).div(V(3));
    expect(third.mulRound(V(3), true).toString()).toBe('1.000000000000001');
    expect(third.mulRound(V(3), false).toString()).toBe('1');
    expect(V(1).divRound(V(3), true).toString()).toBe('0.3333333333333334');
    expect(V(1).divRound(V(3), false).toString()).toBe('0.3333333333333333');
    expect(V(-1).divRound(V(3), true).toString()).toBe('-0.3333333333333333');
    expect(V(-1).divRound(V(3), false).toString()).toBe('-0.3333333333333334');
    // rippled's divRoundStrict truncates a negative quotient's digits toward zero, then lets Number round
    // the rest downward: asked to round up, it still lands below the exact -4.684566515317275090...
    const [n, d] = [V(-4_686_440_341_923_402n), V(1_000_400_000_000_000n)];
    expect(n.divRoundStrict(d, true).toString()).toBe('-4.684566515317276');
    expect(n.divRound(d, true).toString()).toBe('-4.684566515317275');
    // Rounding a positive product up never gives zero: an underflow becomes the smallest positive value.
    expect(V(1, -60).mulRoundStrict(V(1, -30), true).toString()).toBe('1000000000000000e-96');
    expect(V(1, -60).mulRoundStrict(V(1, -30), false).isZero()).toBe(true);
  });
});
