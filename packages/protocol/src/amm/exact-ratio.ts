import type { Amount } from '../amount/amount.js';
import { DROPS_PER_XRP } from '../amount/drops.js';
import { plainDecimal } from '../number/format.js';

/** An exact rational number num/den with den > 0, for prices shown to people (never for ledger math). */
export interface Ratio {
  readonly num: bigint;
  readonly den: bigint;
}

const pow10 = (k: number): bigint => 10n ** BigInt(k);
const abs = (x: bigint): bigint => (x < 0n ? -x : x);

/** An amount in whole units: XRP (not drops), or the token's exact decimal value. */
export function unitsOf(a: Amount): Ratio {
  if (a.kind === 'xrp') return { num: a.drops, den: DROPS_PER_XRP };
  const m = a.value.negative ? -a.value.mantissa : a.value.mantissa;
  const e = a.value.exponent;
  return e >= 0 ? { num: m * pow10(e), den: 1n } : { num: m, den: pow10(-e) };
}

export function ratio(num: bigint, den: bigint): Ratio {
  if (den === 0n) throw new RangeError('division by zero');
  return den < 0n ? { num: -num, den: -den } : { num, den };
}

export const mulRatio = (a: Ratio, b: Ratio): Ratio => ratio(a.num * b.num, a.den * b.den);
export const divRatio = (a: Ratio, b: Ratio): Ratio => ratio(a.num * b.den, a.den * b.num);
export const subRatio = (a: Ratio, b: Ratio): Ratio => ratio(a.num * b.den - b.num * a.den, a.den * b.den);

/** |num| · 10^shift / den rounded half away from zero. */
function scaledRound(r: Ratio, shift: number): bigint {
  const n = shift >= 0 ? abs(r.num) * pow10(shift) : abs(r.num);
  const d = shift >= 0 ? r.den : r.den * pow10(-shift);
  const q = n / d;
  return 2n * (n - q * d) >= d ? q + 1n : q;
}

const signed = (r: Ratio, q: bigint, text: string): string => (r.num < 0n && q !== 0n ? `-${text}` : text);

/** The value with `decimals` places, rounded half away from zero, trailing zeros dropped ("0.5", "12"). */
export function toFixedText(r: Ratio, decimals: number): string {
  const q = scaledRound(r, decimals);
  return signed(r, q, plainDecimal(q.toString(), -decimals));
}

/** The value with `digits` significant digits, rounded half away from zero, trailing zeros dropped. */
export function toSignificantText(r: Ratio, digits: number): string {
  if (r.num === 0n) return '0';
  // Shift so that the rounded integer has exactly `digits` digits.
  let shift = digits - (abs(r.num).toString().length - r.den.toString().length) - 1;
  let q = scaledRound(r, shift);
  while (q < pow10(digits - 1)) q = scaledRound(r, ++shift);
  while (q >= pow10(digits)) q = scaledRound(r, --shift);
  return signed(r, q, plainDecimal(q.toString(), -shift));
}
