import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FEE_CATEGORIES, TRADE_KINDS, type FeeCategory } from '../../src/fees/rates.js';
import { FeeInputError, MAX_TRADE_DROPS, splitTradeFee } from '../../src/fees/split.js';

const parts = (s: ReturnType<typeof splitTradeFee>) => ({
  total: s.total,
  referral: s.referral,
  burn: s.burn,
  treasury: s.treasury,
  devback: s.devback,
  treasuryKept: s.treasuryKept,
});

const horizon = (c: FeeCategory) => c !== 'other';

describe('the fee of a trade (DESIGN "Fee programs")', () => {
  it("matches DESIGN.md's worked example: a 10 XRP buy, no referrer, ordinary token", () => {
    const split = splitTradeFee({
      kind: 'buy',
      valueDrops: 10_000_000n,
      category: 'other',
      hasReferrer: false,
      hasDeveloper: true,
    });
    // 0.1 XRP in all: 0.025 burned, 0.075 to the treasury of which 0.005 is owed to the developer.
    expect(parts(split)).toEqual({
      total: 100_000n,
      referral: 0n,
      burn: 25_000n,
      treasury: 75_000n,
      devback: 5_000n,
      treasuryKept: 70_000n,
    });
  });

  describe.each(TRADE_KINDS)('a %s', (kind) => {
    describe.each(FEE_CATEGORIES)('of a %s token', (category) => {
      it('of 10 XRP without a referrer gives the referral share to the treasury', () => {
        const split = splitTradeFee({
          kind,
          valueDrops: 10_000_000n,
          category,
          hasReferrer: false,
          hasDeveloper: true,
        });
        expect(parts(split)).toEqual({
          total: 100_000n,
          referral: 0n,
          burn: horizon(category) ? 40_000n : 25_000n,
          treasury: horizon(category) ? 60_000n : 75_000n,
          devback: 5_000n,
          treasuryKept: horizon(category) ? 55_000n : 70_000n,
        });
      });

      it('of 10 XRP with a referrer pays the referrer 0.30%', () => {
        const split = splitTradeFee({
          kind,
          valueDrops: 10_000_000n,
          category,
          hasReferrer: true,
          hasDeveloper: true,
        });
        expect(parts(split)).toEqual({
          total: 100_000n,
          referral: 30_000n,
          burn: horizon(category) ? 40_000n : 25_000n,
          treasury: horizon(category) ? 30_000n : 45_000n,
          devback: 5_000n,
          treasuryKept: horizon(category) ? 25_000n : 40_000n,
        });
      });

      it('of 12345 drops rounds every share down and leaves the remainder to the treasury', () => {
        const withRef = splitTradeFee({
          kind,
          valueDrops: 12_345n,
          category,
          hasReferrer: true,
          hasDeveloper: true,
        });
        const noRef = splitTradeFee({
          kind,
          valueDrops: 12_345n,
          category,
          hasReferrer: false,
          hasDeveloper: true,
        });
        // 1% = 123.45 → 123; 0.30% = 37.035 → 37; 0.25% = 30.8625 → 30; 0.40% = 49.38 → 49; 0.05% = 6.1725 → 6.
        expect([withRef.total, withRef.referral, withRef.burn, withRef.treasury, withRef.devback]).toEqual(
          horizon(category) ? [123n, 37n, 49n, 37n, 6n] : [123n, 37n, 30n, 56n, 6n],
        );
        expect([noRef.referral, noRef.treasury]).toEqual(horizon(category) ? [0n, 74n] : [0n, 93n]);
      });

      it.each([
        [1n, 0n, 0n],
        [99n, 0n, 0n],
        [100n, 1n, 1n],
      ])('of %i drops costs %i drop(s) in all, %i to the treasury', (valueDrops, total, treasury) => {
        for (const hasReferrer of [false, true]) {
          const split = splitTradeFee({ kind, valueDrops, category, hasReferrer, hasDeveloper: true });
          expect(parts(split)).toEqual({
            total,
            referral: 0n,
            burn: 0n,
            treasury,
            devback: 0n,
            treasuryKept: treasury,
          });
        }
      });

      it('of all XRP in existence (1e17 drops) is exact', () => {
        const withRef = splitTradeFee({
          kind,
          valueDrops: MAX_TRADE_DROPS,
          category,
          hasReferrer: true,
          hasDeveloper: true,
        });
        const noRef = splitTradeFee({
          kind,
          valueDrops: MAX_TRADE_DROPS,
          category,
          hasReferrer: false,
          hasDeveloper: false,
        });
        const burn = horizon(category) ? 400_000_000_000_000n : 250_000_000_000_000n;
        expect(parts(withRef)).toEqual({
          total: 1_000_000_000_000_000n,
          referral: 300_000_000_000_000n,
          burn,
          treasury: 1_000_000_000_000_000n - 300_000_000_000_000n - burn,
          devback: 50_000_000_000_000n,
          treasuryKept: 1_000_000_000_000_000n - 300_000_000_000_000n - burn - 50_000_000_000_000n,
        });
        expect(parts(noRef)).toEqual({
          total: 1_000_000_000_000_000n,
          referral: 0n,
          burn,
          treasury: 1_000_000_000_000_000n - burn,
          devback: 0n,
          treasuryKept: 1_000_000_000_000_000n - burn,
        });
      });
    });
  });

  it('owes no devback when the token has no known developer', () => {
    const split = splitTradeFee({
      kind: 'sell',
      valueDrops: 10_000_000n,
      category: 'other',
      hasReferrer: false,
      hasDeveloper: false,
    });
    expect([split.treasury, split.devback, split.treasuryKept]).toEqual([75_000n, 0n, 75_000n]);
  });

  it('refuses a negative value or more XRP than exists', () => {
    const base = { kind: 'buy', category: 'other', hasReferrer: false, hasDeveloper: false } as const;
    expect(() => splitTradeFee({ ...base, valueDrops: -1n })).toThrow(FeeInputError);
    expect(() => splitTradeFee({ ...base, valueDrops: MAX_TRADE_DROPS + 1n })).toThrow(FeeInputError);
  });

  it('always splits into non-negative parts that sum to exactly 1% rounded down', () => {
    fc.assert(
      fc.property(
        fc.bigInt(0n, MAX_TRADE_DROPS),
        fc.constantFrom(...TRADE_KINDS),
        fc.constantFrom(...FEE_CATEGORIES),
        fc.boolean(),
        fc.boolean(),
        (valueDrops, kind, category, hasReferrer, hasDeveloper) => {
          const s = splitTradeFee({ kind, valueDrops, category, hasReferrer, hasDeveloper });
          expect(s.referral + s.burn + s.treasury).toBe(s.total);
          expect(s.total).toBe(valueDrops / 100n);
          for (const part of [s.referral, s.burn, s.treasury, s.devback, s.treasuryKept]) {
            expect(part >= 0n).toBe(true);
          }
          expect(s.devback + s.treasuryKept).toBe(s.treasury);
        },
      ),
      { numRuns: 2000 },
    );
  });
});
