import { describe, expect, it } from 'vitest';
import {
  type Decimal,
  type DecimalRounding,
  addDecimals,
  atLeastZero,
  compareDecimals,
  decimalSign,
  decimalText,
  divideDecimals,
  divideRounded,
  multiplyDecimals,
  negateDecimal,
  parseDecimal,
  portionOf,
  roundDecimal,
  subtractDecimals,
} from '../../src/decimal/index.js';

const d = (text: string): Decimal => {
  const parsed = parseDecimal(text);
  if (!parsed) throw new Error(text);
  return parsed;
};
const text = (v: Decimal | undefined) => (v ? decimalText(v) : 'none');

/** A small deterministic generator, so the property checks are the same on every run. */
function* samples(count: number): Generator<[bigint, number]> {
  let seed = 0x2545f491;
  for (let i = 0; i < count; i += 1) {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    const units = BigInt(seed % 2_000_001) - 1_000_000n;
    yield [units * BigInt(seed % 7 === 0 ? 1_000_000_007 : 1), seed % 9];
  }
}

describe('one exact decimal: arithmetic', () => {
  it('adds, subtracts and multiplies exactly, never a negative zero', () => {
    expect(text(addDecimals(d('0.1'), d('0.2')))).toBe('0.3');
    expect(text(subtractDecimals(d('1'), d('1.000000000000000001')))).toBe('-0.000000000000000001');
    expect(text(multiplyDecimals(d('-1.5'), d('0.2')))).toBe('-0.3');
    expect(subtractDecimals(d('2.50'), d('2.5'))).toEqual({ negative: false, digits: 0n, scale: 0 });
    expect(negateDecimal(d('0'))).toEqual({ negative: false, digits: 0n, scale: 0 });
    expect(decimalSign(d('-0.001'))).toBe(-1);
    expect(text(atLeastZero(d('-3')))).toBe('0');
  });

  it('adds and subtracts exactly where floats would not (the cached balances of web cache/optimistic)', () => {
    expect(text(addDecimals(d('0.1'), d('0.2')))).toBe('0.3');
    expect(text(addDecimals(d('1'), d('-0.000001')))).toBe('0.999999');
    expect(text(addDecimals(d('5'), d('-5')))).toBe('0');
    expect(text(atLeastZero(addDecimals(d('1'), d('-2.5'))))).toBe('0');
  });

  it('writes plain text without exponent or trailing zeros', () => {
    expect(decimalText(d('1e-20'))).toBe('0.00000000000000000001');
    expect(decimalText(d('-12.3400'))).toBe('-12.34');
    expect(decimalText(d('25e3'))).toBe('25000');
  });

  it('a − b + b is a, and the sum compares above each positive part (property)', () => {
    for (const [units, scale] of samples(300)) {
      const a = { negative: units < 0n, digits: units < 0n ? -units : units, scale };
      const b = d('123.456789');
      expect(compareDecimals(addDecimals(subtractDecimals(a, b), b), a)).toBe(0);
      expect(compareDecimals(addDecimals(a, b), a)).toBe(1);
    }
  });
});

describe('one exact decimal: named roundings', () => {
  const cases: readonly [string, DecimalRounding, string][] = [
    ['2.5', 'toward-zero', '2'],
    ['-2.5', 'toward-zero', '-2'],
    ['2.5', 'half-away-from-zero', '3'],
    ['-2.5', 'half-away-from-zero', '-3'],
    ['2.5', 'half-even', '2'],
    ['3.5', 'half-even', '4'],
    ['-2.5', 'half-even', '-2'],
    ['2.1', 'floor', '2'],
    ['-2.1', 'floor', '-3'],
    ['2.1', 'ceiling', '3'],
    ['-2.1', 'ceiling', '-2'],
    ['2.4999', 'half-away-from-zero', '2'],
  ];
  it.each(cases)('%s rounded %s to a whole number is %s', (value, rounding, expected) => {
    expect(text(roundDecimal(d(value), { places: 0 }, rounding))).toBe(expected);
  });

  it('divides integers with each rounding', () => {
    expect(divideRounded(7n, 2n, 'toward-zero')).toBe(3n);
    expect(divideRounded(-7n, 2n, 'half-away-from-zero')).toBe(-4n);
    expect(divideRounded(7n, -2n, 'floor')).toBe(-4n);
    expect(divideRounded(6n, 2n, 'ceiling')).toBe(3n);
    expect(() => divideRounded(1n, 0n, 'floor')).toThrow(RangeError);
  });

  it('keeps significant digits like the ledger, or the whole part when asked', () => {
    expect(text(roundDecimal(d('123456.789'), { significant: 4 }, 'toward-zero'))).toBe('123400');
    expect(text(roundDecimal(d('123456.789'), { significant: 4, wholeKept: true }, 'toward-zero'))).toBe(
      '123456',
    );
    expect(text(roundDecimal(d('0.000123456'), { significant: 3 }, 'half-away-from-zero'))).toBe('0.000123');
    expect(text(roundDecimal(d('-1.23456789012345678'), { significant: 16 }, 'toward-zero'))).toBe(
      '-1.234567890123456',
    );
  });

  it('divides to 16 significant digits toward zero, as the indexer prices', () => {
    const sixteen = { significant: 16, wholeKept: true } as const;
    expect(text(divideDecimals(d('1'), d('3'), sixteen, 'toward-zero'))).toBe('0.3333333333333333');
    expect(text(divideDecimals(d('2'), d('3'), sixteen, 'toward-zero'))).toBe('0.6666666666666666');
    expect(text(divideDecimals(d('-2'), d('3'), sixteen, 'toward-zero'))).toBe('-0.6666666666666666');
    expect(text(divideDecimals(d('10'), d('4'), sixteen, 'toward-zero'))).toBe('2.5');
    expect(text(divideDecimals(d('1e20'), d('3'), sixteen, 'toward-zero'))).toBe('33333333333333333333');
    expect(text(divideDecimals(d('0.000009'), d('0.3'), sixteen, 'toward-zero'))).toBe('0.00003');
    expect(text(divideDecimals(d('0'), d('7'), sixteen, 'toward-zero'))).toBe('0');
  });

  it("a quotient above 10^16 keeps its whole digits exactly (the indexer's copy, Dec.divide, cut them)", () => {
    // Dec.divide cut its integer quotient before moving the divisor's decimal back: 333333333333333333330.
    const sixteen = { significant: 16, wholeKept: true } as const;
    expect(text(divideDecimals(d('100000000000000000001'), d('0.3'), sixteen, 'toward-zero'))).toBe(
      '333333333333333333336',
    );
  });

  it('a quotient rounded once: 2 ÷ 3 to 2 places is 0.66 truncated, 0.67 half away (the PnL difference of issue 18)', () => {
    expect(text(divideDecimals(d('2'), d('3'), { places: 2 }, 'toward-zero'))).toBe('0.66');
    expect(text(divideDecimals(d('2'), d('3'), { places: 2 }, 'half-away-from-zero'))).toBe('0.67');
  });

  it('takes a percent of an amount', () => {
    expect(text(portionOf(d('10.123457'), 40n, { places: 6 }, 'toward-zero'))).toBe('4.049382');
    expect(text(portionOf(d('3'), 50n, { places: 0 }, 'toward-zero'))).toBe('1');
    expect(text(portionOf(d('3'), 50n, { places: 0 }, 'half-away-from-zero'))).toBe('2');
  });
});
