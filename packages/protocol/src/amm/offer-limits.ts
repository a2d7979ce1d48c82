import type { Amount } from '../amount/amount.js';
import { XrplNumber, withRoundingMode } from '../number/index.js';
import { ceilIn, ceilOut, compareAmounts, type OfferAmounts } from '../quality/ceil.js';
import { rateValue } from '../quality/offer-rate.js';
import type { Rate } from '../quality/rate.js';
import type { AmmOffer } from './amm-offer.js';
import { ammSwapIn, ammSwapOut } from './amm-pool.js';
import { feeMult } from './fee.js';
import { gridOf } from './amount-grid.js';
import { addValues, subValues } from './grid-value.js';

const balancesOf = (pool: OfferAmounts) => ({ balance1: pool.in, balance2: pool.out });

/**
 * AMMOffer::limitOut: the offer cut to give at most `limit` out. Multi-path keeps the offer's quality
 * (ceil_out_strict); a single path re-prices along the curve (in = swapOut(pool, limit)).
 */
export function ammOfferLimitOut(
  offer: AmmOffer,
  pool: OfferAmounts,
  limit: Amount,
  fee: number,
  multiPath: boolean,
  roundUp: boolean,
): OfferAmounts {
  if (multiPath) return ceilOut(offer, limit, offer.rate, roundUp, true);
  return { in: ammSwapOut(balancesOf(pool), limit, fee), out: limit };
}

/** AMMOffer::limitIn: multi-path keeps the quality (ceil_in_strict, fixReducedOffersV2); single path swapIn. */
export function ammOfferLimitIn(
  offer: AmmOffer,
  pool: OfferAmounts,
  limit: Amount,
  fee: number,
  multiPath: boolean,
  roundUp: boolean,
): OfferAmounts {
  if (multiPath) return ceilIn(offer, limit, offer.rate, roundUp, true);
  return { in: limit, out: ammSwapIn(balancesOf(pool), limit, fee) };
}

/**
 * rippled's QualityFunction: a strand's average quality (out per in) as a line in its output, q(out) = m·out + b.
 * An order-book offer (or a multi-path AMM offer) is constant (m = 0, b = 1/rate); a single-path AMM offer is
 * m = -(1 - f)/I, b = O·(1 - f)/I.
 */
export interface QualityFunction {
  readonly m: XrplNumber;
  readonly b: XrplNumber;
  /** The constant rate, while every combined step is constant. */
  readonly rate?: Rate;
}

export function clobQualityFunction(rate: Rate): QualityFunction {
  return { m: XrplNumber.zero, b: XrplNumber.one.div(rateValue(rate).toXrplNumber()), rate };
}

export function ammQualityFunction(pool: OfferAmounts, fee: number): QualityFunction {
  const I = gridOf(pool.in).n;
  const O = gridOf(pool.out).n;
  if (I.signum() <= 0 || O.signum() <= 0) throw new RangeError('QualityFunction amounts are 0.');
  const cfee = feeMult(fee);
  return { m: cfee.neg().div(I), b: O.mul(cfee).div(I) };
}

/** QualityFunction::combine: this step followed by `next`. */
export function combineQualityFunctions(qf: QualityFunction, next: QualityFunction): QualityFunction {
  const m = qf.m.add(qf.b.mul(next.m));
  const b = qf.b.mul(next.b);
  return m.isZero() && qf.rate !== undefined ? { m, b, rate: qf.rate } : { m, b };
}

/**
 * QualityFunction::outFromAvgQ: the output at which the strand's average quality falls to `limit` (the
 * payment's limitQuality), computed rounding up; null for a constant function or no positive solution.
 */
export function outFromAverageQuality(qf: QualityFunction, limit: Rate): XrplNumber | null {
  if (qf.m.isZero() || limit === 0n) return null;
  const out = withRoundingMode('upward', () =>
    XrplNumber.one.div(rateValue(limit).toXrplNumber()).sub(qf.b).div(qf.m),
  );
  return out.signum() <= 0 ? null : out;
}

const INVARIANT_SLACK = XrplNumber.from(1n, -7);

/**
 * AMMOffer::checkInvariant: taking `consumed` (at most the offer) from the pool may not lower the product of its
 * balances, beyond a relative 1e-7 of it, computed in Number arithmetic as rippled does.
 */
export function ammOfferInvariantHolds(
  pool: OfferAmounts,
  offer: OfferAmounts,
  consumed: OfferAmounts,
): boolean {
  if (compareAmounts(consumed.in, offer.in) > 0 || compareAmounts(consumed.out, offer.out) > 0) return false;
  const I = gridOf(pool.in);
  const O = gridOf(pool.out);
  const product = I.n.mul(O.n);
  const after = addValues(I, gridOf(consumed.in)).n.mul(subValues(O, gridOf(consumed.out)).n);
  if (after.gte(product)) return true;
  return product.sub(after).div(product).lt(INVARIANT_SLACK);
}
