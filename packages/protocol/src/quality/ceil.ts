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

/**
 * Quality::ceil_in (strict: ceil_in_strict): the offer cut down so that it takes at most `limit` in, its out
 * recomputed at the offer's rate (out = limit / rate, rounded as asked) and never more than it had.
 */
export function ceilIn(
  amounts: OfferAmounts,
  limit: Amount,
  rate: Rate,
  roundUp = true,
  strict = false,
): OfferAmounts {
  if (compareAmounts(amounts.in, limit) <= 0) return amounts;
  const native = amounts.out.kind === 'xrp';
  const st = stDivRound(amountToSt(limit), rateValue(rate).st, native, roundUp, strict);
  const out = stToAmount(st, assetOf(amounts.out));
  return { in: limit, out: compareAmounts(out, amounts.out) > 0 ? amounts.out : out };
}

/**
 * Quality::ceil_out (strict: ceil_out_strict): the offer cut down so that it gives at most `limit` out, its in
 * recomputed at the offer's rate (in = limit · rate, rounded as asked) and never more than it had.
 */
export function ceilOut(
  amounts: OfferAmounts,
  limit: Amount,
  rate: Rate,
  roundUp = true,
  strict = false,
): OfferAmounts {
  if (compareAmounts(amounts.out, limit) <= 0) return amounts;
  const native = amounts.in.kind === 'xrp';
  const st = stMulRound(amountToSt(limit), rateValue(rate).st, native, roundUp, strict);
  const paid = stToAmount(st, assetOf(amounts.in));
  return { in: compareAmounts(paid, amounts.in) > 0 ? amounts.in : paid, out: limit };
}
