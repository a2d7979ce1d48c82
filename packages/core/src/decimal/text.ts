import { type Decimal, trimDecimal, unitsOf } from './decimal.js';

/** An integer holding value × 10^places, as text with exactly `places` decimals: (12345n, 2) → '123.45'. */
export function fixedText(scaled: bigint, places: number): string {
  const negative = scaled < 0n;
  const text = (negative ? -scaled : scaled).toString().padStart(places + 1, '0');
  const int = text.slice(0, text.length - places);
  const frac = text.slice(text.length - places);
  return (negative ? '-' : '') + (places > 0 ? `${int}.${frac}` : int);
}

/** Plain decimal text, no exponent, no trailing zeros: '-1.5', '1000', '0.000001'. */
export function decimalText(d: Decimal): string {
  const trimmed = trimDecimal(d);
  return fixedText(unitsOf(trimmed), trimmed.scale);
}

/** Integer text with thousands separators: 1234567 → '1,234,567'. The one place digits are grouped. */
export function groupThousands(integer: bigint): string {
  const sign = integer < 0n ? '-' : '';
  const text = (integer < 0n ? -integer : integer).toString();
  return sign + text.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}
