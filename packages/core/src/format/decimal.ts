/**
 * Exact decimal text, for rules and displays that must not go through floats. A decimal is an optional '-',
 * digits, and an optional fraction ('12', '0.5', '-3.25'); exponents are accepted ('1e9', '2.5E-3').
 */
export interface Decimal {
  readonly negative: boolean;
  /** The digits as an integer (0n for zero). */
  readonly digits: bigint;
  /** value = digits × 10^-scale. */
  readonly scale: number;
}

// Far beyond any amount the ledger holds (IOU exponents stop at 80), and keeps 10^n cheap.
const MAX_EXPONENT = 200;
const DECIMAL = /^(-|\+)?(\d+)?(?:\.(\d+))?(?:[eE]([+-]?\d+))?$/;

/** Parses decimal text exactly; undefined when the text is not a decimal. */
export function parseDecimal(text: string): Decimal | undefined {
  const match = DECIMAL.exec(text.trim());
  if (!match) return undefined;
  const [, sign, int = '', frac = '', exp = '0'] = match;
  if ((int === '' && frac === '') || Math.abs(Number(exp)) > MAX_EXPONENT) return undefined;
  let digits = BigInt(int + frac || '0');
  let scale = frac.length - Number(exp);
  if (scale < 0) {
    digits *= 10n ** BigInt(-scale);
    scale = 0;
  }
  return { negative: sign === '-' && digits !== 0n, digits, scale };
}

/** A decimal given as text or a finite number, parsed exactly (numbers through their shortest text). */
export function toDecimal(value: string | number | bigint): Decimal | undefined {
  if (typeof value === 'bigint')
    return { negative: value < 0n, digits: value < 0n ? -value : value, scale: 0 };
  if (typeof value === 'number' && !Number.isFinite(value)) return undefined;
  return parseDecimal(String(value));
}

/** The value × 10^places as an integer, or undefined when that is not a whole number. */
export function scaleExactly(d: Decimal, places: number): bigint | undefined {
  const shift = places - d.scale;
  const signed = d.negative ? -d.digits : d.digits;
  if (shift >= 0) return signed * 10n ** BigInt(shift);
  const divisor = 10n ** BigInt(-shift);
  return signed % divisor === 0n ? signed / divisor : undefined;
}

/** The value × 10^places rounded half away from zero to an integer. */
export function scaleRounded(d: Decimal, places: number): bigint {
  const shift = places - d.scale;
  if (shift >= 0) return (d.negative ? -1n : 1n) * d.digits * 10n ** BigInt(shift);
  const divisor = 10n ** BigInt(-shift);
  const rounded = (d.digits * 2n + divisor) / (divisor * 2n);
  return d.negative ? -rounded : rounded;
}

/** Compares two decimals: -1, 0 or 1. */
export function compareDecimals(a: Decimal, b: Decimal): number {
  const scale = Math.max(a.scale, b.scale);
  const x = scaleRounded(a, scale);
  const y = scaleRounded(b, scale);
  return x < y ? -1 : x > y ? 1 : 0;
}

/** Integer text with thousands separators: 1234567 → '1,234,567'. */
export function groupThousands(integer: bigint): string {
  const sign = integer < 0n ? '-' : '';
  const text = (integer < 0n ? -integer : integer).toString();
  return sign + text.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** An integer holding value × 10^places, as text with exactly `places` decimals: (12345n, 2) → '123.45'. */
export function fixedText(scaled: bigint, places: number): string {
  const negative = scaled < 0n;
  const text = (negative ? -scaled : scaled).toString().padStart(places + 1, '0');
  const int = text.slice(0, text.length - places);
  const frac = text.slice(text.length - places);
  return (negative ? '-' : '') + (places > 0 ? `${int}.${frac}` : int);
}
