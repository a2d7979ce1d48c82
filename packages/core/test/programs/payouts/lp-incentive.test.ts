/** LP incentives: the stated share of a launched token's treasury income, split pro rata to LP tokens, exact. */
import { IssuedValue } from '@horizon/protocol';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lpIncentiveShare, splitProRata } from '../../../src/programs/payouts/index.js';

const lp = (address: string, value: string) => ({ address, lpTokens: IssuedValue.fromString(value) });

describe('LP incentives', () => {
  it('takes 10% of the income, rounded down to a drop', () => {
    expect(lpIncentiveShare(1_000_000n)).toBe(100_000n);
    expect(lpIncentiveShare(19n)).toBe(1n);
    expect(lpIncentiveShare(0n)).toBe(0n);
    expect(() => lpIncentiveShare(-1n)).toThrow(RangeError);
  });

  it('splits pro rata to LP tokens of different exponents, each part rounded down', () => {
    const parts = splitProRata(1_000n, [lp('A', '3'), lp('B', '0.5'), lp('C', '1.5')]);
    expect(parts).toEqual([
      { address: 'A', drops: 600n },
      { address: 'B', drops: 100n },
      { address: 'C', drops: 300n },
    ]);
  });

  it('leaves the rounding remainder unpaid (it stays with the treasury)', () => {
    const parts = splitProRata(100n, [lp('A', '1'), lp('B', '1'), lp('C', '1')]);
    expect(parts.map((p) => p.drops)).toEqual([33n, 33n, 33n]);
    expect(parts.reduce((s, p) => s + p.drops, 0n)).toBe(99n);
  });

  it('pays no one without LP tokens, and skips empty holdings', () => {
    expect(splitProRata(100n, [])).toEqual([]);
    expect(splitProRata(100n, [lp('A', '0')])).toEqual([]);
    expect(splitProRata(100n, [lp('A', '0'), lp('B', '2')])).toEqual([{ address: 'B', drops: 100n }]);
  });
});

/**
 * The share and the split went through bigint shifts by hand (a common 10^exponent unit) before core's decimal and
 * fee helpers (issue 18); the hand-written versions stay here as the reference the new ones must equal.
 */
describe('LP incentives through core decimal, against the hand-written versions they replaced', () => {
  const oldShare = (income: bigint) => (income * 1_000n) / 10_000n;
  function oldSplit(share: bigint, holdings: readonly { address: string; lpTokens: IssuedValue }[]) {
    const held = holdings.filter((h) => h.lpTokens.signum() > 0);
    if (held.length === 0) return [];
    const lowest = Math.min(...held.map((h) => h.lpTokens.exponent));
    const units = held.map((h) => h.lpTokens.mantissa * 10n ** BigInt(h.lpTokens.exponent - lowest));
    const total = units.reduce((sum, u) => sum + u, 0n);
    return held.map((h, i) => ({ address: h.address, drops: (share * (units[i] ?? 0n)) / total }));
  }
  const holding = fc
    .tuple(
      fc.bigInt({ min: -(10n ** 16n) + 1n, max: 10n ** 16n - 1n }),
      fc.integer({ min: -96, max: 80 }),
      fc.string({ maxLength: 3 }),
    )
    .map(([m, e, address]) => ({ address, lpTokens: IssuedValue.from(m, e) }));

  it('the same share of every income', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 17n }), (income) => {
        expect(lpIncentiveShare(income)).toBe(oldShare(income));
      }),
    );
  });

  it('the same parts for every list of holdings, however far apart their exponents', () => {
    expect(splitProRata(10n ** 17n, [lp('A', '1e80'), lp('B', '1e-81')])).toEqual(
      oldSplit(10n ** 17n, [lp('A', '1e80'), lp('B', '1e-81')]),
    );
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 17n }),
        fc.array(holding, { maxLength: 8 }),
        (share, list) => {
          expect(splitProRata(share, list)).toEqual(oldSplit(share, list));
        },
      ),
    );
  });
});
