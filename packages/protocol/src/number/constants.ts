/** Limits of rippled's Number (the 16-digit "small" mantissa range used with fixUniversalNumber). */
export const MIN_MANTISSA = 1_000_000_000_000_000n;
export const MAX_MANTISSA = 9_999_999_999_999_999n;
export const MIN_EXPONENT = -32768;
export const MAX_EXPONENT = 32768;
/** Number{}'s exponent: std::numeric_limits<int>::lowest(). */
export const ZERO_EXPONENT = -2147483648;
export const INT64_MAX = 9_223_372_036_854_775_807n;
export const INT64_MIN = -9_223_372_036_854_775_808n;

const POW10_CACHE: bigint[] = [];
for (let i = 0, p = 1n; i <= 64; i++, p *= 10n) POW10_CACHE.push(p);

export function pow10(k: number): bigint {
  return POW10_CACHE[k] ?? 10n ** BigInt(k);
}

/** Count of decimal digits of a non-negative bigint (1 for zero). */
export function digitCount(m: bigint): number {
  if (m >= pow10(63)) return m.toString().length;
  // Mantissas cluster around 16 digits, so search outward from there.
  let n = 16;
  while (n > 1 && m < pow10(n - 1)) n--;
  while (m >= pow10(n)) n++;
  return n;
}
