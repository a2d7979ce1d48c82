import { amountToSt, stToAmount } from '../amount/amount-arithmetic.js';
import { assetOf, type Amount } from '../amount/amount.js';
import { compareSt } from '../amount/issued-value.js';
import { stDivRound, stMulRound } from '../amount/st-arithmetic.js';
import { rateValue } from './offer-rate.js';
import type { Rate } from './rate.js';

/** What a taker pays in and gets out of one offer (rippled's Amounts / TAmounts). */
export interface OfferAmounts {
  readonly in: Amount;
  readonly out: Amount;
}

/** Compares two amounts of the same asset, as STAmount's operator< does. */
export function compareAmounts(a: Amount, b: Amount): -1 | 0 | 1 {
  return compareSt(amountToSt(a), amountToSt(b));
}

/** Cuts the offer so that its `side` is at most `limit`, recomputing the other side at `rate`, never above it. */
function ceilSide(
  amounts: OfferAmounts,
  limit: Amount,
  rate: Rate,
  roundUp: boolean,
  strict: boolean,
  side: 'in' | 'out',
): OfferAmounts {
  const [fixed, other] = side === 'in' ? [amounts.in, amounts.out] : [amounts.out, amounts.in];
  if (compareAmounts(fixed, limit) <= 0) return amounts;
  const native = other.kind === 'xrp';
  const r = rateValue(rate).st;
  const st =
    side === 'in'
      ? stDivRound(amountToSt(limit), r, native, roundUp, strict)
      : stMulRound(amountToSt(limit), r, native, roundUp, strict);
  const computed = stToAmount(st, assetOf(other));
  const capped = compareAmounts(computed, other) > 0 ? other : computed;
  return side === 'in' ? { in: limit, out: capped } : { in: capped, out: limit };
}

/**
 * Quality::ceil_in (strict: ceil_in_strict): the offer cut down so that it takes at most `limit` in, its out
 * recomputed at the offer's rate (out = limit / rate, rounded as asked) and never more than it had.
 */
export const ceilIn = (amounts: OfferAmounts, limit: Amount, rate: Rate, roundUp = true, strict = false) =>
  ceilSide(amounts, limit, rate, roundUp, strict, 'in');

/**
 * Quality::ceil_out (strict: ceil_out_strict): the offer cut down so that it gives at most `limit` out, its in
 * recomputed at the offer's rate (in = limit · rate, rounded as asked) and never more than it had.
 */
export const ceilOut = (amounts: OfferAmounts, limit: Amount, rate: Rate, roundUp = true, strict = false) =>
  ceilSide(amounts, limit, rate, roundUp, strict, 'out');
