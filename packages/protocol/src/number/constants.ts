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
  let n = 1;
  while (n < 64 && m >= pow10(n)) n++;
  return n < 64 ? n : m.toString().length;
}
