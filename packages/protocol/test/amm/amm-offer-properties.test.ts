import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { issuedAmount, xrpAmount, type Amount } from '../../src/amount/amount.js';
import { IssuedValue } from '../../src/amount/issued-value.js';
import { ammOffer } from '../../src/amm/amm-offer.js';
import { ammSwapIn, ammSwapOut } from '../../src/amm/amm-pool.js';
import { offerRate, rateFromValue, rateValue } from '../../src/quality/offer-rate.js';
import { GW } from './amount-helpers.js';

/** An amount's value as an exact integer mantissa and power of ten (XRP in drops). */
const exact = (a: Amount): { m: bigint; e: number } =>
  a.kind === 'xrp' ? { m: a.drops, e: 0 } : { m: a.value.mantissa, e: a.value.exponent };

/**
 * Exact a·b >= c·d, no rounding anywhere; with `fee` 0, a·b may fall short of c·d by 1e-15 of it: rippled's
 * Number division drops the remainder past 17 digits, so I·O / (I + in), meant to round up, can come out one
 * unit in its 17th digit low (rippled's own check after a trade allows 1e-7).
 */
function productHolds(a: Amount, b: Amount, c: Amount, d: Amount, fee: number): boolean {
  const [x, y, z, w] = [exact(a), exact(b), exact(c), exact(d)];
  const left = { m: x.m * y.m * 10n ** 15n, e: x.e + y.e };
  const right = { m: z.m * w.m * (fee === 0 ? 10n ** 15n - 1n : 10n ** 15n), e: z.e + w.e };
  const e = Math.min(left.e, right.e);
  return left.m * 10n ** BigInt(left.e - e) >= right.m * 10n ** BigInt(right.e - e);
}

/** Sums and differences as the ledger books them (XRP exactly, tokens to 16 digits); XRP may pass 1e17 here. */
function combine(a: Amount, b: Amount, sign: 1n | -1n): Amount {
  if (a.kind === 'xrp' && b.kind === 'xrp') return { kind: 'xrp', drops: a.drops + sign * b.drops };
  if (a.kind === 'issued' && b.kind === 'issued') {
    return issuedAmount(a.currency, a.issuer, sign > 0n ? a.value.add(b.value) : a.value.sub(b.value));
  }
  throw new TypeError('mixed assets');
}
const plus = (a: Amount, b: Amount): Amount => combine(a, b, 1n);
const minus = (a: Amount, b: Amount): Amount => combine(a, b, -1n);

const dropsSide = fc.bigInt({ min: 1_000_000n, max: 10_000_000_000_000_000n }).map(xrpAmount);
const tokenSide = (currency: string) =>
  fc
    .record({
      m: fc.bigInt({ min: 1_000_000_000_000_000n, max: 9_999_999_999_999_999n }),
      e: fc.integer({ min: -12, max: 2 }),
    })
    .map(({ m, e }) => issuedAmount(currency, GW, IssuedValue.from(m, e)));
/** A pool from the taker's side: pays `in`, gets `out`; at most one side is XRP. */
const pool = fc.oneof(
  fc.record({ in: tokenSide('USD'), out: dropsSide }),
  fc.record({ in: dropsSide, out: tokenSide('USD') }),
  fc.record({ in: tokenSide('USD'), out: tokenSide('EUR') }),
);
const fee = fc.integer({ min: 0, max: 1000 });
/** How much worse than the pool's spot price the book's tip is: 1e-6 .. 1 (relative). */
const worseBy = fc.integer({ min: 1, max: 1_000_000 }).map((k) => IssuedValue.from(BigInt(k), -6));

function tipWorseThanSpot(p: { in: Amount; out: Amount }, by: IssuedValue) {
  return rateFromValue(rateValue(offerRate(p.in, p.out)).mul(IssuedValue.from(1n, 0).add(by)));
}

describe('AMM offers sized against the order book', () => {
  it('never have a worse quality than the book tip they were sized against, on one path or several', () => {
    fc.assert(
      fc.property(
        pool,
        fee,
        worseBy,
        fc.boolean(),
        fc.integer({ min: 0, max: 12 }),
        (p, f, by, multiPath, iteration) => {
          const clobRate = tipWorseThanSpot(p, by);
          const offer = ammOffer({ pool: p, initialPool: p, fee: f, clobRate, multiPath, iteration });
          if (offer === null) return;
          expect(offerRate(offer.in, offer.out) <= clobRate).toBe(true);
          expect(offer.rate <= clobRate || !multiPath).toBe(true);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('never lower the pool product when taken whole: (I + in)(O - out) >= I·O', () => {
    fc.assert(
      fc.property(pool, fee, worseBy, fc.boolean(), fc.nat(12), (p, f, by, noBook, iteration) => {
        const clobRate = noBook ? undefined : tipWorseThanSpot(p, by);
        const multiPath = iteration % 2 === 1;
        const offer = ammOffer({ pool: p, initialPool: p, fee: f, clobRate, multiPath, iteration });
        if (offer === null) return;
        expect(productHolds(plus(p.in, offer.in), minus(p.out, offer.out), p.in, p.out, f)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });
});

describe('swap quotes on Amounts', () => {
  it('can lower the product by 1e-18 at fee 0, as rippled does: 0.000001 in, 0.000001 out of 1000 / 1000', () => {
    const p = { balance1: issuedAmount('USD', GW, '1000'), balance2: issuedAmount('EUR', GW, '1000') };
    const out = ammSwapIn(p, issuedAmount('USD', GW, '0.000001'), 0);
    expect(out).toEqual(issuedAmount('EUR', GW, '0.000001'));
    expect(
      productHolds(
        plus(p.balance1, issuedAmount('USD', GW, '0.000001')),
        minus(p.balance2, out),
        p.balance1,
        p.balance2,
        1,
      ),
    ).toBe(false);
  });

  /** A trade size as a fraction (1e-9..0.5) of a side, on that side's grid. */
  const share = fc.integer({ min: 1, max: 500_000_000 });
  const part = (side: Amount, k: number): Amount =>
    side.kind === 'xrp'
      ? xrpAmount((side.drops * BigInt(k)) / 1_000_000_000n || 1n)
      : issuedAmount(side.currency, side.issuer, side.value.mul(IssuedValue.from(BigInt(k), -9)));

  it('never lower the pool product, swapping in or out', () => {
    fc.assert(
      fc.property(pool, fee, share, (p, f, k) => {
        const balances = { balance1: p.in, balance2: p.out };
        const input = part(p.in, k);
        const out = ammSwapIn(balances, input, f);
        expect(productHolds(plus(p.in, input), minus(p.out, out), p.in, p.out, f)).toBe(true);
        const wanted = part(p.out, k);
        const paid = ammSwapOut(balances, wanted, f);
        expect(productHolds(plus(p.in, paid), minus(p.out, wanted), p.in, p.out, f)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });
});
