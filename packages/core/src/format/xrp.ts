import { DROPS_PER_XRP } from '../constants/ledger.js';
import { fixedText, groupThousands } from '../decimal/index.js';

/** XRP has 6 decimals: a drop is 0.000001 XRP. */
export const XRP_DECIMALS = 6;

export interface XrpFormatOptions {
  /** Decimals always shown (trailing zeros beyond them are trimmed); 0 by default. */
  readonly minDecimals?: number;
  /** Group thousands with commas; true by default. */
  readonly group?: boolean;
}

/** Drops as XRP text, exact: 1500000n → '1.5', 1234000000n → '1,234', 1n → '0.000001'. */
export function formatDrops(drops: bigint | string, options: XrpFormatOptions = {}): string {
  const value = typeof drops === 'bigint' ? drops : BigInt(drops);
  const { minDecimals = 0, group = true } = options;
  const negative = value < 0n;
  const abs = negative ? -value : value;
  const [, fraction = ''] = fixedText(abs % DROPS_PER_XRP, XRP_DECIMALS).split('.');
  const whole = abs / DROPS_PER_XRP;
  let frac = fraction.replace(/0+$/, '');
  if (frac.length < minDecimals) frac = frac.padEnd(Math.min(minDecimals, XRP_DECIMALS), '0');
  const int = group ? groupThousands(whole) : whole.toString();
  return `${negative ? '-' : ''}${int}${frac === '' ? '' : `.${frac}`}`;
}

/** Drops with the unit: '1.5 XRP'. */
export function formatXrp(drops: bigint | string, options: XrpFormatOptions = {}): string {
  return `${formatDrops(drops, options)} XRP`;
}
