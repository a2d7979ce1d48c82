/** LP incentives: the stated share of a launched token's treasury income, split pro rata to LP tokens, exact. */
import { IssuedValue } from '@horizon/protocol';
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
