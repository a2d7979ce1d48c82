/**
 * Number display for the markets and token pages, exact (bigint decimals from core, never floats):
 * prices keep significant digits, amounts group thousands, large values go compact (K/M/B, spec §9).
 */
import {
  type Decimal,
  fixedText,
  formatMarketCap,
  groupThousands,
  parseTokenId,
  scaleRounded,
  toDecimal,
  tokenDisplayCurrency,
} from '@horizon/core';

export const UNKNOWN = '—';

/** a × b, exactly. */
export function multiplyDecimals(a: Decimal, b: Decimal): Decimal {
  return { negative: a.negative !== b.negative, digits: a.digits * b.digits, scale: a.scale + b.scale };
}

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

function grouped(d: Decimal, places: number, trim: boolean): string {
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
