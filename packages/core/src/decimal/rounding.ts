import { type Decimal, decimalAtPlaces, pow10, unitsOf } from './decimal.js';

/**
 * How a value that does not fit the precision asked is rounded:
 * - 'toward-zero': truncate (the indexer's 16 significant digits, a share never above what is held);
 * - 'half-away-from-zero': what every display shows (1.005 → 1.01, -1.005 → -1.01);
 * - 'half-even': the ledger's own Number default (to_nearest);
 * - 'floor' / 'ceiling': toward -∞ / +∞ (bounds that must not be crossed).
 */
export type DecimalRounding = 'toward-zero' | 'half-away-from-zero' | 'half-even' | 'floor' | 'ceiling';

/** How many digits to keep: decimals after the point, or significant digits. */
export type DecimalPrecision =
  | { readonly places: number }
  /** `wholeKept`: never round the whole part (an integer with more digits stays exact). */
  | { readonly significant: number; readonly wholeKept?: boolean };

/** The ledger keeps 16 significant digits for an issued amount. */
export const LEDGER_SIGNIFICANT_DIGITS = 16;

/** What the indexer stores: the ledger's 16 significant digits, an integer part always whole. */
export const INDEXED_PRECISION: DecimalPrecision = {
  significant: LEDGER_SIGNIFICANT_DIGITS,
  wholeKept: true,
};

/** numerator ÷ denominator as an integer, rounded by `rounding`; the denominator must not be zero. */
export function divideRounded(numerator: bigint, denominator: bigint, rounding: DecimalRounding): bigint {
  if (denominator === 0n) throw new RangeError('Division by zero');
  const negative = numerator < 0n !== denominator < 0n;
  const n = numerator < 0n ? -numerator : numerator;
  const d = denominator < 0n ? -denominator : denominator;
  let quotient = n / d;
  const twiceRest = (n % d) * 2n;
  if (twiceRest !== 0n && roundsUp(rounding, negative, twiceRest, d, quotient)) quotient += 1n;
  return negative ? -quotient : quotient;
}

/** Whether the magnitude's quotient goes up by one, given twice the remainder (never zero here). */
function roundsUp(
  rounding: DecimalRounding,
  negative: boolean,
  twiceRest: bigint,
  divisor: bigint,
  quotient: bigint,
): boolean {
  switch (rounding) {
    case 'toward-zero':
      return false;
    case 'half-away-from-zero':
      return twiceRest >= divisor;
    case 'half-even':
      return twiceRest > divisor || (twiceRest === divisor && quotient % 2n === 1n);
    case 'floor':
      return negative;
    case 'ceiling':
      return !negative;
  }
}

/** The value × 10^places as an integer, or undefined when that is not a whole number. */
export function scaleExactly(d: Decimal, places: number): bigint | undefined {
  const shift = places - d.scale;
  const signed = unitsOf(d);
  if (shift >= 0) return signed * pow10(shift);
  const divisor = pow10(-shift);
  return signed % divisor === 0n ? signed / divisor : undefined;
}

/** The value × 10^places as an integer, rounded by `rounding` (half away from zero unless said). */
export function scaleRounded(
  d: Decimal,
  places: number,
  rounding: DecimalRounding = 'half-away-from-zero',
): bigint {
  const shift = places - d.scale;
  if (shift >= 0) return unitsOf(d) * pow10(shift);
  return divideRounded(unitsOf(d), pow10(-shift), rounding);
}

/** Decimals after the point that keep `precision` of this value (negative: whole digits rounded away). */
export function placesFor(d: Decimal, precision: DecimalPrecision): number {
  if ('places' in precision) return precision.places;
  if (d.digits === 0n) return 0;
  // Digits before the point minus... : 123.45 has its leading digit at 10^2, so 4 significant → 1 place.
  const leading = d.digits.toString().length - 1 - d.scale;
  const places = precision.significant - 1 - leading;
  return precision.wholeKept ? Math.max(0, places) : places;
}

/** The value rounded to `precision` by `rounding`, at exactly the places that precision asks: (1.2345, 2 places) → 1.23. */
export function roundDecimal(d: Decimal, precision: DecimalPrecision, rounding: DecimalRounding): Decimal {
  const places = placesFor(d, precision);
  return decimalAtPlaces(scaleRounded(d, places, rounding), places);
}
