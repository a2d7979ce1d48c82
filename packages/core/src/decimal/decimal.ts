/**
 * Horizon's one exact decimal (issue 18): an immutable value = digits × 10^-scale with bigint digits, so money
 * never goes through a float. Zero is never negative. Arithmetic, rounding and text live beside this file.
 */
export interface Decimal {
  readonly negative: boolean;
  /** The digits as an integer (0n for zero). */
  readonly digits: bigint;
  /** value = digits × 10^-scale. */
  readonly scale: number;
}

export const ZERO_DECIMAL: Decimal = { negative: false, digits: 0n, scale: 0 };

// Far beyond any amount the ledger holds (IOU exponents stop at 80), and keeps 10^n cheap.
const MAX_EXPONENT = 200;
const DECIMAL = /^(-|\+)?(\d+)?(?:\.(\d+))?(?:[eE]([+-]?\d+))?$/;
const PLAIN = /^\d+(\.\d+)?$/;

// Powers of ten are asked for on every aligned add and compare: kept once each, as the indexer's hot path.
const POWERS: bigint[] = [1n];

/** 10^n as a bigint (n ≥ 0). */
export function pow10(n: number): bigint {
  if (n > 2 * MAX_EXPONENT + 64) return 10n ** BigInt(n);
  for (let k = POWERS.length; k <= n; k++) POWERS.push((POWERS[k - 1] as bigint) * 10n);
  return POWERS[n] as bigint;
}

/**
 * Parses decimal text exactly ('12', '0.5', '-3.25', '.5'; exponents too: '1e9', '2.5E-3'); undefined when the
 * text is not a decimal. Strict callers check isPlainDecimal first.
 */
export function parseDecimal(text: string): Decimal | undefined {
  const match = DECIMAL.exec(text.trim());
  if (!match) return undefined;
  const [, sign, int = '', frac = '', exp = '0'] = match;
  if ((int === '' && frac === '') || Math.abs(Number(exp)) > MAX_EXPONENT) return undefined;
  let digits = BigInt(int + frac || '0');
  let scale = frac.length - Number(exp);
  if (scale < 0) {
    digits *= pow10(-scale);
    scale = 0;
  }
  return { negative: sign === '-' && digits !== 0n, digits, scale };
}

/** A non-negative decimal without sign, exponent or spaces ('12', '0.5'): what strict rules accept. */
export function isPlainDecimal(text: unknown): text is string {
  return typeof text === 'string' && PLAIN.test(text);
}

/** Parses a plain decimal (isPlainDecimal) exactly; undefined for anything else, exponents and signs included. */
export function parsePlainDecimal(text: unknown): Decimal | undefined {
  return isPlainDecimal(text) ? parseDecimal(text) : undefined;
}

/** Order of two plain decimal strings, exactly; undefined when one is not a plain decimal. */
export function comparePlainDecimals(a: unknown, b: unknown): -1 | 0 | 1 | undefined {
  const [x, y] = [parsePlainDecimal(a), parsePlainDecimal(b)];
  if (!x || !y) return undefined;
  const scale = Math.max(x.scale, y.scale);
  const [left, right] = [x.digits * pow10(scale - x.scale), y.digits * pow10(scale - y.scale)];
  return left === right ? 0 : left < right ? -1 : 1;
}

/** Parses decimal text (as parseDecimal) or throws a RangeError: for values the ledger or the database wrote. */
export function requireDecimal(text: string): Decimal {
  const parsed = parseDecimal(text);
  if (!parsed) throw new RangeError(`Not a decimal: ${text}`);
  return parsed;
}

/** A numeric value as a database returns it (numeric as text, int8 as bigint, an integer number, null as 0). */
export function decimalOfValue(value: unknown): Decimal {
  if (typeof value === 'bigint') return decimalFromUnits(value, 0);
  if (typeof value === 'number' && Number.isInteger(value)) return decimalFromUnits(BigInt(value), 0);
  if (typeof value === 'string') return requireDecimal(value);
  if (value === null || value === undefined) return ZERO_DECIMAL;
  throw new TypeError(`Not a decimal value: ${String(value)}`);
}

/** A decimal given as text or a finite number, parsed exactly (numbers through their shortest text). */
export function toDecimal(value: string | number | bigint): Decimal | undefined {
  if (typeof value === 'bigint') return decimalFromUnits(value, 0);
  if (typeof value === 'number' && !Number.isFinite(value)) return undefined;
  return parseDecimal(String(value));
}

/** The decimal units × 10^-scale (signed units): (-150n, 2) → -1.5. */
export function decimalFromUnits(units: bigint, scale: number): Decimal {
  return { negative: units < 0n, digits: units < 0n ? -units : units, scale };
}

/** units × 10^-places as a decimal at exactly `places` decimals (none when places is negative): (5n, 2) → 0.05. */
export function decimalAtPlaces(units: bigint, places: number): Decimal {
  return places >= 0 ? decimalFromUnits(units, places) : decimalFromUnits(units * pow10(-places), 0);
}

/** The signed integer the decimal holds at its own scale: -1.5 → -15n. */
export function unitsOf(d: Decimal): bigint {
  return d.negative ? -d.digits : d.digits;
}

/** The same value at its smallest scale (never below 0): 1.500 → 1.5, and zero as 0. */
export function trimDecimal(d: Decimal): Decimal {
  if (d.digits === 0n) return ZERO_DECIMAL;
  let { digits, scale } = d;
  if (scale < 0) return { negative: d.negative, digits: digits * pow10(-scale), scale: 0 };
  while (scale > 0 && digits % 10n === 0n) {
    digits /= 10n;
    scale -= 1;
  }
  return { negative: d.negative, digits, scale };
}

/** Significant digits of a decimal: leading and trailing zeros do not count (0.00120 → 2). */
export function significantDigitsOf(d: Decimal): number {
  const trimmed = trimDecimal(d);
  return trimmed.digits === 0n ? 0 : trimmed.digits.toString().replace(/0+$/, '').length;
}
