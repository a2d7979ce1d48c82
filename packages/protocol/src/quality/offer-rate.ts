import { amountToSt } from '../amount/amount-arithmetic.js';
import type { Amount } from '../amount/amount.js';
import { IssuedValue } from '../amount/issued-value.js';
import { stDivide } from '../amount/st-arithmetic.js';
import type { StValue } from '../amount/st-value.js';
import { decodeRate, encodeRate, type Rate } from './rate.js';

/**
 * The rate of an offer that pays `takerGets` for `takerPays` (rippled's getRate(TakerGets, TakerPays), also
 * Quality{in = takerPays, out = takerGets}): TakerPays / TakerGets by STAmount divide, XRP counted in drops.
 * Zero TakerGets, a zero quotient or an overflow gives 0, the "no rate" value, as in rippled.
 */
export function offerRate(takerPays: Amount, takerGets: Amount): Rate {
  return stRate(amountToSt(takerPays), amountToSt(takerGets));
}

/** offerRate on STAmount parts (internal to the protocol package). */
export function stRate(takerPays: StValue, takerGets: StValue): Rate {
  if (takerGets.mantissa === 0n) return 0n;
  let r: StValue;
  try {
    r = stDivide(takerPays, takerGets, false);
  } catch {
    return 0n;
  }
  if (r.mantissa === 0n) return 0n;
  return encodeRate(r.mantissa, r.exponent);
}

/** Quality::rate(): the rate as a token value (in per out), what rippled multiplies and divides offers by. */
export function rateValue(rate: Rate): IssuedValue {
  const { mantissa, exponent } = decodeRate(rate);
  return mantissa === 0n ? IssuedValue.zero : IssuedValue.from(mantissa, exponent);
}

/** A token value (16 digits, exponent -96..80) encoded as a rate. */
export function rateFromValue(value: IssuedValue): Rate {
  return value.isZero() ? 0n : encodeRate(value.mantissa, value.exponent);
}

/**
 * rippled's composed_quality: the rate of two steps taken one after the other, lhs·rhs rounded up (mulRound),
 * so that a composed path never looks better than its parts.
 */
export function composeRates(lhs: Rate, rhs: Rate): Rate {
  return rateFromValue(rateValue(lhs).mulRound(rateValue(rhs), true));
}
