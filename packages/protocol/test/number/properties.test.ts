import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { XrplNumber, toDrops, withRoundingMode } from '../../src/number/index.js';
import {
  Big,
  DECIMAL_MODE,
  additionModel,
  big,
  divisionModel,
  exponentArb,
  mantissaArb,
  modeArb,
  round16,
} from './reference.js';

const numberArb = fc.tuple(mantissaArb, exponentArb);
const result = (n: XrplNumber): [bigint, number] | 'zero' => (n.isZero() ? 'zero' : [n.mantissa, n.exponent]);
const N = ([m, e]: [bigint, number]): XrplNumber => XrplNumber.from(m, e);
const RUNS = { numRuns: 1500 };

// Every generated operand is already normalized, so XrplNumber.from keeps it exactly.
describe('XrplNumber against an independent decimal model (decimal.js)', () => {
  it('adds like rippled in every rounding mode', () => {
    fc.assert(
      fc.property(numberArb, numberArb, modeArb, (x, y, mode) => {
        const got = withRoundingMode(mode, () => N(x).add(N(y)));
        expect(result(got)).toEqual(additionModel(x, y, DECIMAL_MODE[mode]));
      }),
      RUNS,
    );
  });

  it('subtracts like rippled in every rounding mode', () => {
    fc.assert(
      fc.property(numberArb, numberArb, modeArb, (x, y, mode) => {
        const got = withRoundingMode(mode, () => N(x).sub(N(y)));
        expect(result(got)).toEqual(additionModel(x, [-y[0], y[1]], DECIMAL_MODE[mode]));
      }),
      RUNS,
    );
  });

  it('multiplies with correct rounding to 16 digits in every mode', () => {
    fc.assert(
      fc.property(numberArb, numberArb, modeArb, (x, y, mode) => {
        const got = withRoundingMode(mode, () => N(x).mul(N(y)));
        expect(result(got)).toEqual(round16(big(...x).times(big(...y)), DECIMAL_MODE[mode]));
      }),
      RUNS,
    );
  });

  it('divides like rippled: integer quotient of the mantissas scaled by 1e17, then rounded', () => {
    fc.assert(
      fc.property(numberArb, numberArb, modeArb, (x, y, mode) => {
        const got = withRoundingMode(mode, () => N(x).div(N(y)));
        expect(result(got)).toEqual(divisionModel(x[0], x[1], y[0], y[1], DECIMAL_MODE[mode]));
      }),
      RUNS,
    );
  });

  it('compares exactly like the decimal values', () => {
    fc.assert(
      fc.property(numberArb, numberArb, (x, y) => {
        expect(N(x).cmp(N(y))).toBe(big(...x).comparedTo(big(...y)));
        expect(N(x).cmp(N(x))).toBe(0);
      }),
      RUNS,
    );
  });

  it('normalizes any integer mantissa with correct rounding', () => {
    fc.assert(
      fc.property(
        fc.bigInt(-(10n ** 30n), 10n ** 30n),
        fc.integer({ min: -40, max: 40 }),
        modeArb,
        (m, e, mode) => {
          const got = withRoundingMode(mode, () => XrplNumber.from(m, e));
          expect(result(got)).toEqual(round16(big(m, e), DECIMAL_MODE[mode]));
        },
      ),
      RUNS,
    );
  });

  it('converts to an integer (drops) with the current rounding mode', () => {
    const nearIntegers = fc.tuple(mantissaArb, fc.integer({ min: -18, max: 2 }));
    fc.assert(
      fc.property(nearIntegers, modeArb, (x, mode) => {
        const got = withRoundingMode(mode, () => toDrops(N(x)));
        expect(got).toBe(
          BigInt(
            big(...x)
              .toDecimalPlaces(0, DECIMAL_MODE[mode])
              .toFixed(0),
          ),
        );
      }),
      RUNS,
    );
  });

  it('reads back its own text exactly', () => {
    fc.assert(
      fc.property(numberArb, (x) => {
        const n = N(x);
        expect(XrplNumber.fromString(n.toString()).eq(n)).toBe(true);
        expect(new Big(n.toString().replace(/e/, 'e')).eq(big(...x))).toBe(true);
      }),
      RUNS,
    );
  });
});
