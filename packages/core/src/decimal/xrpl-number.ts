/** The bridge between core's decimal and the ledger's own Number (protocol's XrplNumber, 16-digit mantissa). */
import { XrplNumber } from '@horizon/protocol';
import { type Decimal, decimalAtPlaces } from './decimal.js';
import { decimalText } from './text.js';

/** A ledger Number as an exact decimal: mantissa × 10^exponent. */
export function decimalOfXrplNumber(n: XrplNumber): Decimal {
  return decimalAtPlaces(n.mantissa, -n.exponent);
}

/** A decimal as a ledger Number (rounded to 16 digits by the ledger's current rounding mode). */
export function xrplNumberOf(d: Decimal): XrplNumber {
  return XrplNumber.fromString(decimalText(d));
}
