import type { XrplNumber } from '../number/index.js';
import { encodeRate, type Rate } from './rate.js';
import { stDivide } from './st-divide.js';

const IOU_MIN_EXPONENT = -96;

/**
 * The rate of an offer, rippled's getRate(TakerGets, TakerPays): TakerPays / TakerGets by STAmount divide,
 * encoded as a u64. Pass each side as a Number (XRP in drops). Zero TakerGets, or a quotient too small or too
 * large to encode, gives 0 as in rippled.
 */
export function offerRate(takerPays: XrplNumber, takerGets: XrplNumber): Rate {
  if (takerGets.isZero()) return 0n;
  const r = stDivide(takerPays, takerGets);
  if (r.isZero() || r.exponent < IOU_MIN_EXPONENT || r.exponent + 100 > 255) return 0n;
  return encodeRate(r.mantissa < 0n ? -r.mantissa : r.mantissa, r.exponent);
}
