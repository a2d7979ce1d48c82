/**
 * Number display for the pages, exact (bigint decimals from core, never floats): every figure goes through
 * core's one formatter (formatNumber: digits by magnitude), large values go compact (K/M/B, spec §9).
 */
import {
  formatMarketCap,
  formatNumber,
  groupThousands,
  multiplyDecimals,
  parseTokenId,
  toDecimal,
  tokenCurrency,
  tokenDisplayCurrency,
} from '@horizon/core';

import { UNKNOWN, formatPrice } from './price.js';

export { UNKNOWN, formatPrice, formatPriceXrp } from './price.js';
export { XRP_DECIMALS } from '@horizon/core';

/** The stablecoin the rate comes from: one dollar by definition, not its price times a rate read earlier. */
export const USD_REFERENCE_PRICE = '$1.00';

/**
 * A USD price from an XRP price and the XRP→USD rate, or '—' while the rate is unknown; the rate's own
 * stablecoin (`isUsdReference`) is $1.00 (issue 16: it showed $0.9964, a live price against an older rate).
 */
export function formatUsdPrice(
  priceInXrp: string,
  xrpUsd: string | null | undefined,
  isUsdReference = false,
): string {
  if (isUsdReference) return USD_REFERENCE_PRICE;
  const p = toDecimal(priceInXrp);
  const r = xrpUsd ? toDecimal(xrpUsd) : undefined;
  if (!p || !r) return UNKNOWN;
  const text = formatPrice(multiplyDecimals(p, r));
  return text.startsWith('-') ? `-$${text.slice(1)}` : `$${text}`;
}

/**
 * An amount by its magnitude (core formatNumber): '12,345.67', '490.0868', '0.0001235'; with `places`, that
 * many decimals at most instead (6: an XRP balance to the drop).
 */
export function formatAmount(value: string | undefined | null, places?: number): string {
  return value ? formatNumber(value, places === undefined ? {} : { decimals: places }) : UNKNOWN;
}

/** A compact amount (spec §9 thresholds): '12.35K', '1.50M'; small values plainly. */
export function formatCompact(value: string | undefined | null): string {
  if (value === undefined || value === null) return UNKNOWN;
  return formatMarketCap(value);
}

export function formatCompactXrp(value: string | undefined | null): string {
  const text = formatCompact(value);
  return text === UNKNOWN ? text : `${text} XRP`;
}

export function formatCompactUsd(value: string | undefined | null): string {
  const text = formatCompact(value);
  return text === UNKNOWN ? text : `$${text}`;
}

/** A count of people or things: '1,234'. */
export function formatCount(value: number | undefined | null): string {
  return value === undefined || value === null || !Number.isInteger(value)
    ? UNKNOWN
    : groupThousands(BigInt(value));
}

const UNITS: readonly [string, number][] = [
  ['y', 365 * 86_400],
  ['mo', 30 * 86_400],
  ['d', 86_400],
  ['h', 3600],
  ['m', 60],
];

/** How long ago: '45s', '12m', '5h', '3d', '2mo', '1y' (the largest whole unit). */
export function formatAge(iso: string, nowMs: number): string {
  const then = Date.parse(iso);
  if (Number.isNaN(then)) return UNKNOWN;
  const seconds = Math.max(0, Math.floor((nowMs - then) / 1000));
  for (const [unit, size] of UNITS) {
    if (seconds >= size) return `${Math.floor(seconds / size)}${unit}`;
  }
  return `${seconds}s`;
}

/** A token id as people read it: its decoded currency ('USD', 'ARMY'), else the id's currency part. */
export function tokenLabel(tokenId: string): string {
  try {
    return tokenDisplayCurrency(parseTokenId(tokenId));
  } catch {
    return tokenCurrency(tokenId);
  }
}
