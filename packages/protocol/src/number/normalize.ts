import {
  INT64_MAX,
  MAX_EXPONENT,
  MAX_MANTISSA,
  MIN_EXPONENT,
  MIN_MANTISSA,
  ZERO_EXPONENT,
  digitCount,
  pow10,
} from './constants.js';
import { XrplNumberOverflowError } from './errors.js';
import { Guard } from './guard.js';

/** A Number's value as sign, unsigned mantissa and exponent. */
export interface Parts {
  readonly negative: boolean;
  readonly mantissa: bigint;
  readonly exponent: number;
}

export const ZERO_PARTS: Parts = { negative: false, mantissa: 0n, exponent: ZERO_EXPONENT };

/**
 * rippled's Number::normalize: brings any (mantissa, exponent) to a 16-digit mantissa, rounding the dropped
 * digits with the current rounding mode; underflow gives zero, overflow throws.
 */
export function normalize(negative: boolean, mantissa: bigint, exponent: number): Parts {
  if (mantissa === 0n) return ZERO_PARTS;
  let m = mantissa;
  let e = exponent;
  if (m < MIN_MANTISSA && e > MIN_EXPONENT) {
    const shift = Math.min(16 - digitCount(m), e - MIN_EXPONENT);
    m *= pow10(shift);
    e -= shift;
  }
  const g = new Guard();
  g.negative = negative;
  if (m > MAX_MANTISSA) {
    const k = digitCount(m) - 16;
    if (e + k > MAX_EXPONENT) throw new XrplNumberOverflowError('Number::normalize 1');
    m = g.drop(m, k);
    e += k;
  }
  if (e < MIN_EXPONENT || m < MIN_MANTISSA) return ZERO_PARTS;
  if (g.roundsAway(m)) {
    m += 1n;
    if (m > MAX_MANTISSA) {
      m /= 10n;
      e += 1;
    }
  }
  if (e > MAX_EXPONENT) throw new XrplNumberOverflowError('Number::normalize 2');
  return { negative, mantissa: m, exponent: e };
}

/**
 * rippled's Number::operator rep(): the integer nearest the value in the current rounding mode.
 * Works on any (mantissa, exponent), normalized or not, as rippled does for XRP canonicalization.
 */
export function roundToInteger(negative: boolean, mantissa: bigint, exponent: number): bigint {
  if (mantissa === 0n) return 0n;
  const g = new Guard();
  g.negative = negative;
  let drops = exponent < 0 ? g.drop(mantissa, -exponent) : mantissa;
  for (let offset = exponent; offset > 0; offset--) {
    if (drops > INT64_MAX / 10n) throw new XrplNumberOverflowError('Number::operator rep() overflow');
    drops *= 10n;
  }
  if (g.roundsAway(drops)) drops += 1n;
  return negative ? -drops : drops;
}
