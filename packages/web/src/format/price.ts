/**
 * Price display, apart from the rest of display.ts so the entry's shell (shell/shell.ts) can draw a token's
 * price with no more code than this: core's one number formatter, exact decimals, never floats.
 */
import { type Decimal, formatNumber } from '@horizon/core';

export const UNKNOWN = '—';

/**
 * A price by its magnitude (core formatNumber): '1,234.57', '490.0868', '0.00001235', '0.0₆1234'.
 */
export function formatPrice(value: string | Decimal | undefined | null): string {
  return formatNumber(value);
}

/** A price in XRP with its unit. */
export function formatPriceXrp(value: string | undefined | null): string {
  const text = formatPrice(value);
  return text === UNKNOWN ? text : `${text} XRP`;
}
