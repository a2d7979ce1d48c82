/**
 * Exact decimals for what the indexer adds up (token balances, deltas, prices): value = units × 10^-scale,
 * with bigint units, so sums never lose a digit. XRP stays in bigint drops.
 */
import { parseDecimal } from '@horizon/core';

export interface Dec {
  readonly units: bigint;
  readonly scale: number;
}

export const ZERO: Dec = { units: 0n, scale: 0 };

const pow10 = (n: number): bigint => 10n ** BigInt(n);

/** Drops trimmed of trailing zeros: the smallest scale that keeps the value exact. */
function trim(units: bigint, scale: number): Dec {
  if (units === 0n) return ZERO;
  while (scale > 0 && units % 10n === 0n) {
    units /= 10n;
    scale -= 1;
  }
  return { units, scale };
}

/** Parses decimal text, exponents included ("1.5", "-25", "1000000000000000e-20"); throws when not one. */
export function dec(text: string): Dec {
  const parsed = parseDecimal(text);
  if (!parsed) throw new RangeError(`Not a decimal: ${text}`);
  return trim(parsed.negative ? -parsed.digits : parsed.digits, parsed.scale);
}

export function decFromDrops(drops: bigint): Dec {
  return trim(drops, 6);
}

function align(a: Dec, b: Dec): [bigint, bigint, number] {
  const scale = Math.max(a.scale, b.scale);
  return [a.units * pow10(scale - a.scale), b.units * pow10(scale - b.scale), scale];
}

export function add(a: Dec, b: Dec): Dec {
  const [x, y, scale] = align(a, b);
  return trim(x + y, scale);
}

export function sub(a: Dec, b: Dec): Dec {
  const [x, y, scale] = align(a, b);
  return trim(x - y, scale);
}

export function mul(a: Dec, b: Dec): Dec {
  return trim(a.units * b.units, a.scale + b.scale);
}

export function neg(a: Dec): Dec {
  return { units: -a.units, scale: a.scale };
}

export function cmp(a: Dec, b: Dec): -1 | 0 | 1 {
  const [x, y] = align(a, b);
  return x === y ? 0 : x < y ? -1 : 1;
}

export function signum(a: Dec): -1 | 0 | 1 {
  return a.units === 0n ? 0 : a.units < 0n ? -1 : 1;
}

export function isZero(a: Dec): boolean {
  return a.units === 0n;
}

export function max0(a: Dec): Dec {
  return a.units > 0n ? a : ZERO;
}

/** Plain decimal text, no exponent, no trailing zeros. */
export function toPlain(a: Dec): string {
  const negative = a.units < 0n;
  const digits = (negative ? -a.units : a.units).toString();
  if (a.scale === 0) return (negative ? '-' : '') + digits;
  const padded = digits.padStart(a.scale + 1, '0');
  const whole = padded.slice(0, padded.length - a.scale);
  const fraction = padded.slice(padded.length - a.scale).replace(/0+$/, '');
  return (negative ? '-' : '') + (fraction ? `${whole}.${fraction}` : whole);
}

/** Cut toward zero to at most `digits` significant digits (the ledger keeps 16 for tokens). */
export function toSignificant(a: Dec, digits = 16): Dec {
  const magnitude = a.units < 0n ? -a.units : a.units;
  const extra = magnitude.toString().length - digits;
  if (extra <= 0 || a.units === 0n) return a;
  const cut = Math.min(extra, a.scale);
  return cut > 0 ? trim(a.units / pow10(cut), a.scale - cut) : a;
}

/** a / b cut toward zero to `digits` significant digits; b must not be zero. */
export function divide(a: Dec, b: Dec, digits = 16): Dec {
  if (b.units === 0n) throw new RangeError('Division by zero');
  if (a.units === 0n) return ZERO;
  const negative = a.units < 0n !== b.units < 0n;
  const x = a.units < 0n ? -a.units : a.units;
  const y = b.units < 0n ? -b.units : b.units;
  // Enough extra places that the integer quotient carries `digits` significant digits.
  const shift = Math.max(0, digits + y.toString().length - x.toString().length + 1);
  const quotient = (x * pow10(shift)) / y;
  const scale = shift + a.scale - b.scale;
  const value = scale >= 0 ? trim(quotient, scale) : trim(quotient * pow10(-scale), 0);
  const cut = toSignificant(value, digits);
  return negative ? neg(cut) : cut;
}

/** An XRP value in drops, cut toward zero to whole drops. */
export function dropsOf(xrp: Dec): bigint {
  return xrp.scale <= 6 ? xrp.units * pow10(6 - xrp.scale) : xrp.units / pow10(xrp.scale - 6);
}

/** Decimal text for any numeric value a database returns (numeric as text, int8 as bigint). */
export function decOf(value: unknown): Dec {
  if (typeof value === 'bigint') return trim(value, 0);
  if (typeof value === 'number' && Number.isInteger(value)) return trim(BigInt(value), 0);
  if (typeof value === 'string') return dec(value);
  if (value === null || value === undefined) return ZERO;
  throw new TypeError(`Not a decimal value: ${String(value)}`);
}
