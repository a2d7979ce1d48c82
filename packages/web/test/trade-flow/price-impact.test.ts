/**
 * The review's price impacts go through core's one deviation (issue 18). The two hand-written versions it
 * replaced are kept here as the reference: the text the review shows must not change by a digit.
 */
import { IssuedValue, dropsToXrp } from '@horizon/protocol';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type PoolFacts, buyImpact, sellImpact, spotImpact } from '../../src/trade-flow/price-impact.js';

/** The limit order's impact as preview.ts had it. */
function oldSpotImpact(xrpDrops: bigint, tokens: IssuedValue, spot: IssuedValue): string | null {
  if (tokens.isZero() || spot.isZero() || xrpDrops === 0n) return null;
  const a = 1_000_000n * tokens.mantissa * spot.mantissa;
  const e = tokens.exponent + spot.exponent;
  const [num, den] = e >= 0 ? [xrpDrops, a * 10n ** BigInt(e)] : [xrpDrops * 10n ** BigInt(-e), a];
  const diff = num > den ? num - den : den - num;
  const bps = (diff * 10_000n) / (den < 0n ? -den : den);
  return `${bps / 100n}.${String(bps % 100n).padStart(2, '0')}`;
}

/** The buy and sell impacts' deviation as trade-totals.ts had it. */
function oldDeviation(a: readonly IssuedValue[], b: readonly IssuedValue[]): string | null {
  const product = (vs: readonly IssuedValue[]) =>
    vs.reduce((p, v) => ({ m: p.m * v.mantissa, e: p.e + v.exponent }), { m: 1n, e: 0 });
  const [x, y] = [product(a), product(b)];
  if (x.m === 0n || y.m === 0n) return null;
  const e = Math.min(x.e, y.e);
  const [num, den] = [x.m * 10n ** BigInt(x.e - e), y.m * 10n ** BigInt(y.e - e)];
  const bps = ((num > den ? num - den : den - num) * 10_000n) / den;
  return `${bps / 100n}.${String(bps % 100n).padStart(2, '0')}`;
}
const afterFee = (v: IssuedValue, pool: PoolFacts) =>
  v.mulRound(IssuedValue.from(100_000n - BigInt(pool.feeUnits), -5), false);
const xrp = (drops: bigint) => IssuedValue.fromString(dropsToXrp(drops));
const oldBuy = (inDrops: bigint, out: IssuedValue, pool: PoolFacts) =>
  oldDeviation(
    [afterFee(xrp(inDrops), pool), IssuedValue.fromString(pool.tokens)],
    [out, IssuedValue.fromString(pool.xrp)],
  );
const oldSell = (sold: IssuedValue, outDrops: bigint, pool: PoolFacts) =>
  oldDeviation(
    [xrp(outDrops), IssuedValue.fromString(pool.tokens)],
    [afterFee(sold, pool), IssuedValue.fromString(pool.xrp)],
  );

const POOL: PoolFacts = { xrp: '1000', tokens: '50000', feeUnits: 1000 };
const v = (text: string) => IssuedValue.fromString(text);

const value = fc
  .tuple(fc.bigInt({ min: 1n, max: 10n ** 16n - 1n }), fc.integer({ min: -40, max: 40 }))
  .map(([m, e]) => IssuedValue.from(m, e));
const drops = fc.bigInt({ min: 1n, max: 10n ** 17n });
const pool = fc.record({
  xrp: fc.bigInt({ min: 1n, max: 10n ** 17n }).map(dropsToXrp),
  tokens: value.map((t) => t.toString()),
  feeUnits: fc.integer({ min: 0, max: 1000 }),
});

describe('the review price impacts', () => {
  it('show what they showed before, for worked cases and the edges', () => {
    expect(spotImpact(10_100_000n, v('100'), v('0.1'))).toBe('1.00');
    expect(spotImpact(9_900_000n, v('100'), v('0.1'))).toBe('1.00');
    expect(spotImpact(1n, v('1e-40'), v('1e40'))).toBe('99.99');
    expect(buyImpact(10_000_000n, v('490'), POOL)).toBe(oldBuy(10_000_000n, v('490'), POOL));
    expect(sellImpact(v('500'), 9_800_000n, POOL)).toBe(oldSell(v('500'), 9_800_000n, POOL));
    for (const [x, t, s] of [
      [0n, v('1'), v('1')],
      [1n, IssuedValue.zero, v('1')],
      [1n, v('1'), IssuedValue.zero],
      [-5_000_000n, v('2'), v('3')],
      [1_000_000n, v('-2'), v('0.5')],
    ] as const)
      expect(spotImpact(x, t, s)).toBe(oldSpotImpact(x, t, s));
    expect(buyImpact(1n, IssuedValue.zero, POOL)).toBeNull();
    expect(sellImpact(IssuedValue.zero, 1n, POOL)).toBe(oldSell(IssuedValue.zero, 1n, POOL));
  });

  it('a limit order against the spot price: the same text as before, digit for digit', () => {
    fc.assert(
      fc.property(drops, value, value, (x, t, s) => {
        expect(spotImpact(x, t, s)).toBe(oldSpotImpact(x, t, s));
      }),
    );
  });

  it('a buy and a sell against the pool: the same text as before, digit for digit', () => {
    fc.assert(
      fc.property(drops, value, pool, (x, t, p) => {
        expect(buyImpact(x, t, p)).toBe(oldBuy(x, t, p));
        expect(sellImpact(t, x, p)).toBe(oldSell(t, x, p));
      }),
    );
  });
});
