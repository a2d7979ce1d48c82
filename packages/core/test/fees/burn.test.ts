import { IssuedValue } from '@horizon/protocol';
import { Decimal } from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { burnTokenAmount } from '../../src/fees/burn.js';
import { FEE_CATEGORIES } from '../../src/fees/rates.js';
import { FeeInputError } from '../../src/fees/split.js';

const burn = (amount: string, category: (typeof FEE_CATEGORIES)[number]) =>
  burnTokenAmount(IssuedValue.fromString(amount), category).toString();

const ExactDecimal = Decimal.clone({ precision: 200, toExpNeg: -200, toExpPos: 200 });

describe('the burn in token units', () => {
  it('burns 0.25% of an ordinary token and 0.40% of Horizon tokens', () => {
    expect(burn('1000', 'other')).toBe('2.5');
    expect(burn('1000', 'launched')).toBe('4');
    expect(burn('1000', 'platform')).toBe('4');
    expect(burn('1000', 'community')).toBe('4');
  });

  it("burns 0.025 XRP worth in DESIGN.md's example: 10 XRP buys 500 tokens at 0.02 XRP", () => {
    // 0.25% of 500 tokens = 1.25 tokens = 0.025 XRP at 0.02 XRP each.
    expect(burn('500', 'other')).toBe('1.25');
  });

  it('rounds down at the ledger’s 16 significant digits, never up', () => {
    // 9999999999999999 × 0.0025 = 24999999999999.9975 → 24999999999999.99 (nearest would give 25000000000000),
    // which the ledger's text form writes as mantissa and exponent.
    expect(burn('9999999999999999', 'other')).toBe('2499999999999999e-2');
    expect(burn('0.3333333333333333', 'launched')).toBe('0.001333333333333333');
  });

  it('burns nothing of nothing, and nothing below the smallest amount the ledger holds', () => {
    expect(burnTokenAmount(IssuedValue.zero, 'other').isZero()).toBe(true);
    expect(burn('1e-81', 'launched')).toBe('0');
  });

  it('keeps the largest amounts exact', () => {
    expect(burn('9999999999999999e80', 'other')).toBe('2499999999999999e78');
  });

  it('refuses a negative amount', () => {
    expect(() => burnTokenAmount(IssuedValue.fromString('-1'), 'other')).toThrow(FeeInputError);
  });

  it('is always the exact product cut to 16 digits, as rippled rounds downward', () => {
    fc.assert(
      fc.property(
        fc.bigInt(10n ** 15n, 10n ** 16n - 1n),
        fc.integer({ min: -96, max: 80 }),
        fc.constantFrom(...FEE_CATEGORIES),
        (mantissa, exponent, category) => {
          const amount = IssuedValue.from(mantissa, exponent);
          const result = burnTokenAmount(amount, category);
          const rate = category === 'other' ? '0.0025' : '0.004';
          const exact = new ExactDecimal(`${mantissa}e${exponent}`).times(rate);
          const floor = exact.toSignificantDigits(16, Decimal.ROUND_DOWN);
          const expected = floor.lt('1e-81') ? new ExactDecimal(0) : floor;
          expect(new ExactDecimal(result.toString()).eq(expected)).toBe(true);
          expect(result.eq(amount.mulRoundStrict(IssuedValue.fromString(rate), false))).toBe(true);
        },
      ),
      { numRuns: 2000 },
    );
  });
});
