import {
  type Decimal,
  ZERO_DECIMAL,
  decimalAtPlaces,
  decimalFromUnits,
  pow10,
  trimDecimal,
  unitsOf,
} from './decimal.js';
import {
  type DecimalPrecision,
  type DecimalRounding,
  divideRounded,
  placesFor,
  roundDecimal,
} from './rounding.js';

/** Both values as integers at their common scale. */
function aligned(a: Decimal, b: Decimal): [bigint, bigint, number] {
  if (a.scale === b.scale) return [unitsOf(a), unitsOf(b), a.scale];
  const scale = Math.max(a.scale, b.scale);
  return [unitsOf(a) * pow10(scale - a.scale), unitsOf(b) * pow10(scale - b.scale), scale];
}

/** a + b, exactly. */
export function addDecimals(a: Decimal, b: Decimal): Decimal {
  const [x, y, scale] = aligned(a, b);
  return trimDecimal(decimalFromUnits(x + y, scale));
}

/** a − b, exactly. */
export function subtractDecimals(a: Decimal, b: Decimal): Decimal {
  const [x, y, scale] = aligned(a, b);
  return trimDecimal(decimalFromUnits(x - y, scale));
}

/** a × b, exactly. */
export function multiplyDecimals(a: Decimal, b: Decimal): Decimal {
  return decimalFromUnits(unitsOf(a) * unitsOf(b), a.scale + b.scale);
}

export function negateDecimal(a: Decimal): Decimal {
  return a.digits === 0n ? ZERO_DECIMAL : { ...a, negative: !a.negative };
}

export function absDecimal(a: Decimal): Decimal {
  return { ...a, negative: false };
}

/** Compares two decimals: -1, 0 or 1. */
export function compareDecimals(a: Decimal, b: Decimal): -1 | 0 | 1 {
  const [x, y] = aligned(a, b);
  return x === y ? 0 : x < y ? -1 : 1;
}

/** -1, 0 or 1 by the sign of the value. */
export function decimalSign(a: Decimal): -1 | 0 | 1 {
  return a.digits === 0n ? 0 : a.negative ? -1 : 1;
}

export function isZeroDecimal(a: Decimal): boolean {
  return a.digits === 0n;
}

/** The value, or zero when it is below zero. */
export function atLeastZero(a: Decimal): Decimal {
  return a.negative ? ZERO_DECIMAL : a;
}

/**
 * a ÷ b to `precision` (its result at exactly those places) by `rounding`, rounded once from the exact quotient; undefined when b is zero.
 * ({ significant: 16, wholeKept: true }, 'toward-zero') is the indexer's price; ({ places: 2 }, …) a display's.
 */
export function divideDecimals(
  a: Decimal,
  b: Decimal,
  precision: DecimalPrecision,
  rounding: DecimalRounding,
): Decimal | undefined {
  if (b.digits === 0n) return undefined;
  const places = a.digits === 0n ? placesFor(a, precision) : placesFor(quotientMagnitude(a, b), precision);
  // a/b × 10^places = (a.digits × 10^(places + b.scale)) / (b.digits × 10^a.scale), signs apart.
  const shift = places + b.scale - a.scale;
  const numerator = unitsOf(a) * (shift > 0 ? pow10(shift) : 1n);
  const denominator = unitsOf(b) * (shift < 0 ? pow10(-shift) : 1n);
  return decimalAtPlaces(divideRounded(numerator, denominator, rounding), places);
}

/** A decimal with the same leading digit position as a/b (only its magnitude is read by placesFor). */
function quotientMagnitude(a: Decimal, b: Decimal): Decimal {
  const aLength = a.digits.toString().length;
  const bLength = b.digits.toString().length;
  // a/b = (ma / mb) × 10^(lengths − scales), with ma, mb in [0.1, 1): ma ≥ mb puts the lead one place higher.
  const upper = a.digits * pow10(bLength) >= b.digits * pow10(aLength);
  const leading = aLength - a.scale - (bLength - b.scale) - (upper ? 0 : 1);
  return leading >= 0
    ? { negative: false, digits: pow10(leading), scale: 0 }
    : { negative: false, digits: 1n, scale: -leading };
}

/** a ÷ b as divideDecimals, for a divisor that cannot be zero: throws a RangeError when it is. */
export function divideOrThrow(
  a: Decimal,
  b: Decimal,
  precision: DecimalPrecision,
  rounding: DecimalRounding,
): Decimal {
  const quotient = divideDecimals(a, b, precision, rounding);
  if (!quotient) throw new RangeError('Division by zero');
  return quotient;
}

/** `percent`% of an amount ((amount × percent) ÷ 100) to `precision` by `rounding`. */
export function portionOf(
  amount: Decimal,
  percent: bigint,
  precision: DecimalPrecision,
  rounding: DecimalRounding,
): Decimal {
  const product = decimalFromUnits(unitsOf(amount) * percent, amount.scale + 2);
  return roundDecimal(product, precision, rounding);
}
