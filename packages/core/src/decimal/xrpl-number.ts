/** The bridge between core's decimal and the ledger's own numbers (protocol's XrplNumber and IssuedValue). */
import { type IssuedValue, XrplNumber } from '@horizon/protocol';
import { type Decimal, ZERO_DECIMAL, decimalAtPlaces } from './decimal.js';
import { decimalText } from './text.js';

/**
 * mantissa × 10^exponent as an exact decimal. Zero first: the ledger writes zero with an extreme exponent
 * (XrplNumber's is −2^31), which as a scale would make every later step build a number of 2^31 digits.
 */
function decimalOfParts(mantissa: bigint, exponent: number): Decimal {
  return mantissa === 0n ? ZERO_DECIMAL : decimalAtPlaces(mantissa, -exponent);
}

/** A ledger Number as an exact decimal. */
export function decimalOfXrplNumber(n: XrplNumber): Decimal {
  return decimalOfParts(n.mantissa, n.exponent);
}

/** An issued amount's size as an exact decimal, its sign left out (an amount's size is what orders compare). */
export function decimalSizeOfIssuedValue(v: IssuedValue): Decimal {
  return decimalOfParts(v.mantissa, v.exponent);
}

/** A decimal as a ledger Number (rounded to 16 digits by the ledger's current rounding mode). */
export function xrplNumberOf(d: Decimal): XrplNumber {
  return XrplNumber.fromString(decimalText(d));
}
