import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AmountOverflowError, IssuedValue } from '../../src/amount/index.js';
import { withRoundingMode } from '../../src/number/index.js';
import { Big, DECIMAL_MODE, additionModel, big, mantissaArb, modeArb, round16 } from '../number/reference.js';

type Outcome = [bigint, number] | 'zero' | 'overflow';

/** The ledger's issued-value range applied to a 16-digit result. */
function inRange(r: [bigint, number] | 'zero'): Outcome {
  if (r === 'zero' || r[1] < -96) return 'zero';
  return r[1] > 80 ? 'overflow' : r;
}

function outcome(fn: () => IssuedValue): Outcome {
  try {
    const v = fn();
    return v.isZero() ? 'zero' : [v.negative ? -v.mantissa : v.mantissa, v.exponent];
  } catch (e) {
    if (e instanceof AmountOverflowError) return 'overflow';
    throw e;
  }
}

/** rippled's divide(): floor(|n| * 1e17 / |d|) + 5, then rounded to 16 digits. */
function divideModel(x: [bigint, number], y: [bigint, number], mode: Parameters<typeof round16>[1]): Outcome {
  const abs = (m: bigint): bigint => (m < 0n ? -m : m);
  const q = new Big((abs(x[0]) * 10n ** 17n).toString()).div(abs(y[0]).toString()).floor().plus(5);
  const value = q.times(new Big(10).pow(x[1] - y[1] - 17));
  return inRange(round16(x[0] < 0n !== y[0] < 0n ? value.neg() : value, mode));
}

const valueArb = fc.tuple(mantissaArb, fc.integer({ min: -96, max: 80 }));
const V = ([m, e]: [bigint, number]): IssuedValue => IssuedValue.from(m, e);
const RUNS = { numRuns: 1500 };

describe('IssuedValue against an independent decimal model (decimal.js)', () => {
  it('adds and subtracts like rippled, with underflow to zero and overflow errors', () => {
    fc.assert(
      fc.property(valueArb, valueArb, modeArb, (x, y, mode) => {
        const m = DECIMAL_MODE[mode];
        expect(outcome(() => withRoundingMode(mode, () => V(x).add(V(y))))).toEqual(
          inRange(additionModel(x, y, m)),
        );
        const negY: [bigint, number] = [-y[0], y[1]];
        expect(outcome(() => withRoundingMode(mode, () => V(x).sub(V(y))))).toEqual(
          inRange(additionModel(x, negY, m)),
        );
      }),
      RUNS,
    );
  });

  it('multiplies with correct rounding to 16 digits, then the ledger range', () => {
    fc.assert(
      fc.property(valueArb, valueArb, modeArb, (x, y, mode) => {
        const got = outcome(() => withRoundingMode(mode, () => V(x).mul(V(y))));
        expect(got).toEqual(inRange(round16(big(...x).times(big(...y)), DECIMAL_MODE[mode])));
      }),
      RUNS,
    );
  });

  it('divides like rippled divide()', () => {
    fc.assert(
      fc.property(valueArb, valueArb, modeArb, (x, y, mode) => {
        const got = outcome(() => withRoundingMode(mode, () => V(x).div(V(y))));
        expect(got).toEqual(divideModel(x, y, DECIMAL_MODE[mode]));
      }),
      RUNS,
    );
  });

  it('compares exactly like the decimal values', () => {
    fc.assert(
      fc.property(valueArb, valueArb, (x, y) => {
        expect(V(x).cmp(V(y))).toBe(big(...x).comparedTo(big(...y)));
      }),
      RUNS,
    );
  });

  it('multiplies integers exactly (rippled STAmount_test mulTest)', () => {
    fc.assert(
      fc.property(fc.bigInt(0n, 10_000_000n), fc.bigInt(0n, 10_000_000n), (a, b) => {
        expect(
          IssuedValue.from(a, 0)
            .mul(IssuedValue.from(b, 0))
            .eq(IssuedValue.from(a * b, 0)),
        ).toBe(true);
      }),
      RUNS,
    );
  });

  it('reads back its own text and keeps the decimal value', () => {
    fc.assert(
      fc.property(valueArb, (x) => {
        const v = V(x);
        expect(IssuedValue.fromString(v.toString()).eq(v)).toBe(true);
        expect(new Big(v.toString()).eq(big(...x))).toBe(true);
      }),
      RUNS,
    );
  });

  it('rounds positive products and quotients in the requested direction, near the exact value', () => {
    // Positive operands: for negative results rippled's divRoundStrict mixes two conventions (pinned elsewhere).
    const positive = valueArb.map(([m, e]): [bigint, number] => [m < 0n ? -m : m, e]);
    fc.assert(
      fc.property(positive, positive, (x, y) => {
        const exactProduct = big(...x).times(big(...y));
        const exactQuotient = big(...x).div(big(...y));
        for (const strict of [false, true]) {
          const up = outcome(() => (strict ? V(x).mulRoundStrict(V(y), true) : V(x).mulRound(V(y), true)));
          const down = outcome(() =>
            strict ? V(x).mulRoundStrict(V(y), false) : V(x).mulRound(V(y), false),
          );
          checkBracket(up, down, exactProduct);
          const qUp = outcome(() => (strict ? V(x).divRoundStrict(V(y), true) : V(x).divRound(V(y), true)));
          const qDown = outcome(() =>
            strict ? V(x).divRoundStrict(V(y), false) : V(x).divRound(V(y), false),
          );
          checkBracket(qUp, qDown, exactQuotient);
        }
      }),
      RUNS,
    );
  });
});

// up >= down, and both lie within two units in the 16th digit of the exact value (when in range).
function checkBracket(up: Outcome, down: Outcome, exact: InstanceType<typeof Big>): void {
  if (up === 'overflow' || down === 'overflow') return;
  const value = (o: Outcome): InstanceType<typeof Big> =>
    o === 'zero' || o === 'overflow' ? new Big(0) : big(...o);
  expect(value(up).gte(value(down))).toBe(true);
  const unit = new Big(10).pow(exact.abs().e - 15);
  if (exact.abs().e - 15 < -96) return;
  expect(value(up).minus(exact).abs().lte(unit.times(2))).toBe(true);
  expect(value(down).minus(exact).abs().lte(unit.times(2))).toBe(true);
}
