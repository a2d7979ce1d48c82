import { Decimal } from 'decimal.js';
import { describe, expect, it } from 'vitest';

import { AmountOverflowError } from '../../src/amount/errors.js';
import { gridOf } from '../../src/amm/amount-grid.js';
import { ammOffer, maxOffer, type AmmOfferRequest } from '../../src/amm/amm-offer.js';
import { gridOfferRate } from '../../src/amm/offer-sizing.js';
import {
  ammOfferInvariantHolds,
  ammOfferLimitIn,
  ammOfferLimitOut,
  ammQualityFunction,
  clobQualityFunction,
  combineQualityFunctions,
  outFromAverageQuality,
} from '../../src/amm/offer-limits.js';
import { offerRate, rateValue } from '../../src/quality/offer-rate.js';
import { drops, text, usd } from './amount-helpers.js';

// The taker pays USD and gets XRP from a 10,000 USD / 10,000 XRP pool: spot price 1e-6 USD per drop.
const POOL = { in: usd('10000'), out: drops(10_000_000_000n) };
const TIP = offerRate(usd('1.1'), drops(1_000_000n)); // the book's best: 1.1 USD per XRP
const ask = (over: Partial<AmmOfferRequest> = {}) =>
  ammOffer({ pool: POOL, initialPool: POOL, fee: 0, clobRate: TIP, multiPath: false, iteration: 0, ...over });
const shown = (o: ReturnType<typeof ammOffer>) =>
  o && [text(o.in), text(o.out), rateValue(o.rate).toString()];

describe('the AMM offer BookStep takes before the book (AMMLiquidity::getOffer)', () => {
  it('is sized on a single path so the pool ends at the tip price: 488.08848110303 USD for 465.374107 XRP', () => {
    const offer = ask();
    expect(shown(offer)).toEqual(['488.08848110303', '465374107', '0.000001048808848110301']);
    // After it, the pool's spot price is the tip's 1.1e-6 USD per drop, to 1e-9.
    const after = new Decimal('10488.08848110303').div(10_000_000_000 - 465_374_107);
    expect(after.div('1.1e-6').minus(1).abs().lt('1e-9')).toBe(true);
  });

  it('charges more for less with a 1% fee: 490.5414749343031 USD for 463.144112 XRP', () => {
    expect(shown(ask({ fee: 1000 }))).toEqual(['490.5414749343031', '463144112', '0.000001059155157594453']);
  });

  it('starts from the in side when the pool pays a token: 488.821739 XRP for 464.707508289839 USD at 0.3%', () => {
    const pool = { in: drops(10_000_000_000n), out: usd('10000') };
    const tip = offerRate(drops(1_100_000n), usd('1'));
    const offer = ammOffer({
      pool,
      initialPool: pool,
      fee: 300,
      clobRate: tip,
      multiPath: false,
      iteration: 0,
    });
    expect(shown(offer)).toEqual(['488821739', '464.707508289839', '1051891.200981244']);
  });

  it('offers 99% of the pool at the spot price when the book is empty', () => {
    expect(shown(ask({ clobRate: undefined }))).toEqual(['990000', '9900000000', '0.000001']);
  });

  it('takes Fibonacci slices of 0.025% of the initial pool on several paths', () => {
    expect(shown(ask({ multiPath: true }))).toEqual(['2.5', '2499375', '0.000001000250062515629']);
    expect(shown(ask({ multiPath: true, iteration: 1 }))).toEqual([
      '2.49999984371',
      '2499375',
      '0.000001000249999983996',
    ]);
    expect(shown(ask({ multiPath: true, iteration: 2 }))).toEqual([
      '5.00124999985',
      '4998750',
      '0.00000100050012500125',
    ]);
    expect(shown(ask({ multiPath: true, iteration: 5 }))).toEqual([
      '20.03506010268',
      '19995000',
      '0.000001002003506010503',
    ]);
  });

  it('makes no offer when the book is at least as good, within 1e-7, after 30 passes, or with an empty side', () => {
    expect(ask({ clobRate: offerRate(usd('1'), drops(1_000_000n)) })).toBeNull();
    expect(ask({ clobRate: offerRate(usd('1.00000005'), drops(1_000_000n)) })).toBeNull();
    expect(ask({ iteration: 30 })).toBeNull();
    expect(ask({ pool: { in: usd('0'), out: drops(1n) } })).toBeNull();
    expect(ask({ multiPath: true, clobRate: offerRate(usd('1.0001'), drops(1_000_000n)) })).toBeNull();
  });
});

describe('resizing a taken AMM offer', () => {
  const offer = ask();
  if (offer === null) throw new Error('no offer');

  it('re-prices along the curve on a single path: 1 XRP costs 1.00010001001 USD', () => {
    expect(text(ammOfferLimitOut(offer, POOL, drops(1_000_000n), 0, false, true).in)).toBe('1.00010001001');
    expect(text(ammOfferLimitIn(offer, POOL, usd('1'), 0, false, true).out)).toBe('999900');
  });

  it("keeps the offer's own price on several paths: 1 XRP costs 1.048808848110301 USD", () => {
    expect(text(ammOfferLimitOut(offer, POOL, drops(1_000_000n), 0, true, true).in)).toBe(
      '1.048808848110301',
    );
    expect(text(ammOfferLimitIn(offer, POOL, usd('1'), 0, true, true).out)).toBe('953463');
  });
});

describe('the quality function for limitQuality', () => {
  it('is linear for the pool: m = -1/I, b = O/I, and reaches 2e-6 USD per drop on average at 5000 XRP out', () => {
    const qf = ammQualityFunction(POOL, 0);
    expect([qf.m.toString(), qf.b.toString()]).toEqual(['-0.0001', '1000000']);
    expect(outFromAverageQuality(qf, offerRate(usd('2'), drops(1_000_000n)))?.toString()).toBe('5000000000');
    expect(
      outFromAverageQuality(
        ammQualityFunction(POOL, 300),
        offerRate(usd('2'), drops(1_000_000n)),
      )?.toString(),
    ).toBe('4984954864.593782');
  });

  it('is constant for a book offer, so no output limit follows from it', () => {
    const clob = clobQualityFunction(TIP);
    expect(outFromAverageQuality(clob, TIP)).toBeNull();
    expect(combineQualityFunctions(clob, clobQualityFunction(TIP)).rate).toBe(TIP);
    expect(combineQualityFunctions(clob, ammQualityFunction(POOL, 0)).rate).toBeUndefined();
  });

  it('has no positive output when the limit is better than the pool', () => {
    expect(
      outFromAverageQuality(ammQualityFunction(POOL, 0), offerRate(usd('1'), drops(2_000_000n))),
    ).toBeNull();
  });
});

describe("the pool's check after an AMM offer is taken", () => {
  const offer = ask();
  if (offer === null) throw new Error('no offer');

  it('accepts the sized offer taken whole or in part, along the curve', () => {
    expect(ammOfferInvariantHolds(POOL, offer, offer)).toBe(true);
    const part = ammOfferLimitOut(offer, POOL, drops(1_000_000n), 0, false, true);
    expect(ammOfferInvariantHolds(POOL, offer, part)).toBe(true);
  });

  it('refuses taking more than the offer, or paying too little for it', () => {
    expect(ammOfferInvariantHolds(POOL, offer, { in: offer.in, out: drops(465_374_108n) })).toBe(false);
    expect(ammOfferInvariantHolds(POOL, offer, { in: usd('400'), out: offer.out })).toBe(false);
  });
});

describe('a pool holding over a billion XRP', () => {
  // 99% of its USD would cost 99·I / (1 - f) > 1e17 drops, more XRP than exists.
  const pool = { in: drops(1_861_611_872_384_068n), out: usd('1.000000000000002') };

  it('still offers 99% of its USD at the spot price with no book, its XRP side beyond 1e17 drops', () => {
    const offer = ammOffer({ pool, initialPool: pool, fee: 91, multiPath: false, iteration: 0 });
    expect(offer && text(offer.out)).toBe('0.990000000000002');
    expect(offer?.in).toEqual({ kind: 'xrp', drops: 184_467_440_737_094_000n });
  });

  it("cannot price that offer, as rippled's STAmount refuses so much XRP", () => {
    const offer = maxOffer({ in: gridOf(pool.in), out: gridOf(pool.out) }, 91);
    expect(offer).not.toBeNull();
    if (offer !== null) expect(() => gridOfferRate(offer)).toThrow(AmountOverflowError);
  });
});
