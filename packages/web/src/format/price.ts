/**
 * Price display, apart from the rest of display.ts so the entry's shell (app/shell.ts) can draw a token's
 * price with no more code than this: exact decimals from core, never floats.
 */
import { type Decimal, fixedText, groupThousands, scaleRounded, toDecimal } from '@horizon/core';

export const UNKNOWN = '—';

/** Number of decimal places that show `significant` digits of a value below 1 (0.000123 → 6 for 3). */
function placesForSignificant(d: Decimal, significant: number): number {
  const text = d.digits.toString();
  const leadingZeros = d.scale - text.length; // zeros right after the decimal point
  return Math.max(leadingZeros + significant, 0);
}

/** Trailing zeros of a fraction are noise in a price: '1.2500' → '1.25', '3.000' → '3'. */
function trimFraction(text: string): string {
  return text.includes('.') ? text.replace(/\.?0+$/, '') : text;
}

export function grouped(d: Decimal, places: number, trim: boolean): string {
  const scaled = scaleRounded({ ...d, negative: false }, places);
  const text = fixedText(scaled, places);
  const [int = '0', frac] = text.split('.');
  const body = groupThousands(BigInt(int)) + (frac === undefined ? '' : `.${frac}`);
  const shown = trim ? trimFraction(body) : body;
  return d.negative && /[1-9]/.test(shown) ? `-${shown}` : shown;
}

/**
 * A price: from 1 up, grouped with up to 4 decimals ('1,234.5678'); below 1, 4 significant digits
 * ('0.00001235'). Trailing zeros are trimmed.
 */
export function formatPrice(value: string | Decimal | undefined | null): string {
  const d = typeof value === 'string' ? toDecimal(value) : (value ?? undefined);
  if (!d) return UNKNOWN;
  if (d.digits === 0n) return '0';
  const isBelowOne = d.digits < 10n ** BigInt(d.scale);
  return grouped(d, isBelowOne ? Math.min(placesForSignificant(d, 4), 18) : 4, true);
}

/** A price in XRP with its unit. */
export function formatPriceXrp(value: string | undefined | null): string {
  const text = formatPrice(value);
  return text === UNKNOWN ? text : `${text} XRP`;
}
