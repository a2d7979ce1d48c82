/**
 * How far one price lies from another, in percent, as the trade review tells a price impact: to 2 decimals,
 * rounded down, so a review never shows more impact than there is. Exact: the decimals are never a float.
 */
import {
  type Decimal,
  absDecimal,
  decimalFromUnits,
  divideOrThrow,
  fixedText,
  isZeroDecimal,
  multiplyDecimals,
  subtractDecimals,
  unitsOf,
} from '../decimal/index.js';

const HUNDRED = decimalFromUnits(100n, 0);

/** |value − reference| / |reference| × 100 as text with 2 decimals, rounded down ('1.25'); null when either is zero. */
export function deviationPercentText(value: Decimal, reference: Decimal): string | null {
  if (isZeroDecimal(value) || isZeroDecimal(reference)) return null;
  const distance = multiplyDecimals(absDecimal(subtractDecimals(value, reference)), HUNDRED);
  return fixedText(unitsOf(divideOrThrow(distance, absDecimal(reference), { places: 2 }, 'toward-zero')), 2);
}
