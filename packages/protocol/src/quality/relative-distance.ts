import { IssuedValue } from '../amount/issued-value.js';
import { rateValue } from './offer-rate.js';
import type { Rate } from './rate.js';

/**
 * rippled's withinRelativeDistance for qualities: true when the two rates are equal or
 * (worse - better) / worse < dist, computed on the rates as token values (to nearest). dist as decimal text.
 */
export function withinRelativeDistance(a: Rate, b: Rate, dist: string): boolean {
  if (a === b) return true;
  const worse = rateValue(a > b ? a : b);
  const better = rateValue(a > b ? b : a);
  return worse.sub(better).div(worse).lt(IssuedValue.fromString(dist));
}
