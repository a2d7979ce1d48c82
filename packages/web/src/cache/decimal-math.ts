/** Exact decimal-string arithmetic for cached balances (never floats on money). */
import { type Decimal, fixedText, parseDecimal, scaleRounded } from '@horizon/core';

function parse(text: string): Decimal {
  return parseDecimal(text) ?? { negative: false, digits: 0n, scale: 0 };
}

/** Plain text without trailing fraction zeros: (1500n, 3) → '1.5'. */
function plain(scaled: bigint, scale: number): string {
  const text = fixedText(scaled, scale);
  return scale > 0 ? text.replace(/\.?0+$/, '') : text;
}

/** a + b, exactly. */
export function addDecimals(a: string, b: string): string {
  const x = parse(a);
  const y = parse(b);
  const scale = Math.max(x.scale, y.scale);
  return plain(scaleRounded(x, scale) + scaleRounded(y, scale), scale);
}

/** a − b, exactly. */
export function subtractDecimals(a: string, b: string): string {
  const y = parse(b);
  return addDecimals(a, plain(y.negative ? y.digits : -y.digits, y.scale));
}

/** max(0, a + delta). */
export function addClampedAtZero(a: string, delta: string): string {
  const sum = addDecimals(a, delta);
  return sum.startsWith('-') ? '0' : sum;
}

/** part / whole × 100 rounded to 2 decimals, as a number for display (0 when whole is 0). */
export function percentOf(part: string, whole: string): number {
  const p = parse(part);
  const w = parse(whole);
  if (w.digits === 0n) return 0;
  const scale = Math.max(p.scale, w.scale);
  const num = scaleRounded(p, scale) * 10000n * 2n;
  const den = scaleRounded(w, scale);
  const q = num / den;
  const rounded = (q + (q >= 0n ? 1n : -1n)) / 2n; // half away from zero
  return Number(fixedText(rounded, 2));
}
