/**
 * Number display for the markets and token pages, exact (bigint decimals from core, never floats):
 * prices keep significant digits, amounts group thousands, large values go compact (K/M/B, spec §9).
 */
import {
  type Decimal,
  formatMarketCap,
  groupThousands,
  parseTokenId,
  toDecimal,
  tokenDisplayCurrency,
} from '@horizon/core';

import { UNKNOWN, formatPrice, grouped } from './price.js';

export { UNKNOWN, formatPrice, formatPriceXrp } from './price.js';

/** a × b, exactly. */
export function multiplyDecimals(a: Decimal, b: Decimal): Decimal {
  return { negative: a.negative !== b.negative, digits: a.digits * b.digits, scale: a.scale + b.scale };
}

/** A USD price from an XRP price and the XRP→USD rate, or '—' while the rate is unknown. */
export function formatUsdPrice(priceInXrp: string, xrpUsd: string | null | undefined): string {
  const p = toDecimal(priceInXrp);
  const r = xrpUsd ? toDecimal(xrpUsd) : undefined;
  if (!p || !r) return UNKNOWN;
  const text = formatPrice(multiplyDecimals(p, r));
  return `$${text}`;
}

/** An amount with thousands grouped and at most `places` decimals, zeros trimmed ('12,345.67'). */
export function formatAmount(value: string | undefined | null, places = 2): string {
  const d = value ? toDecimal(value) : undefined;
  if (!d) return UNKNOWN;
  return grouped(d, places, true);
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
    return tokenId.split(':')[0] ?? tokenId;
  }
}
