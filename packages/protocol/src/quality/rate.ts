/**
 * Offer rates ("qualities") as the ledger encodes them (STAmount getRate / Quality.cpp):
 * u64 = ((exponent + 100) << 56) | mantissa, where mantissa·10^exponent = TakerPays / TakerGets.
 * A lower rate is a better price for the taker; 0 means "no rate" (zero or overflowing offers).
 */

/** A u64 rate as a bigint. */
export type Rate = bigint;

const MANTISSA_BITS = 56n;
const MANTISSA_MASK = (1n << MANTISSA_BITS) - 1n;
const EXPONENT_BIAS = 100;
const U64_MAX = (1n << 64n) - 1n;

/** Mantissa bounds of a normalised rate (16 significant digits). */
export const RATE_MIN_MANTISSA = 1_000_000_000_000_000n;
export const RATE_MAX_MANTISSA = 9_999_999_999_999_999n;

/** The rate of a 1:1 offer (rippled's QUALITY_ONE / uRateOne). */
export const RATE_ONE: Rate = 0x55038d7ea4c68000n;

/** TickSize bounds an issuer may set (3..15); 16 digits means "no rounding". */
export const MIN_TICK_SIZE = 3;
export const MAX_TICK_SIZE = 16;

export class RateError extends Error {
  override readonly name = 'RateError';
}

function checkRate(rate: Rate): void {
  if (rate < 0n || rate > U64_MAX) throw new RateError(`Rate out of u64 range: ${rate}`);
}

/** Encode mantissa·10^exponent (mantissa normalised to 16 digits, or 0) as a u64 rate. */
export function encodeRate(mantissa: bigint, exponent: number): Rate {
  if (mantissa === 0n) return 0n;
  if (mantissa < RATE_MIN_MANTISSA || mantissa > RATE_MAX_MANTISSA + 1n) {
    throw new RateError(`Rate mantissa not normalised: ${mantissa}`);
  }
  const biased = exponent + EXPONENT_BIAS;
  if (!Number.isInteger(biased) || biased < 0 || biased > 255) {
    throw new RateError(`Rate exponent out of range: ${exponent}`);
  }
  return (BigInt(biased) << MANTISSA_BITS) | mantissa;
}

/** The mantissa and exponent a rate encodes (mantissa 0 for the zero rate), like amountFromQuality. */
export function decodeRate(rate: Rate): { mantissa: bigint; exponent: number } {
  checkRate(rate);
  if (rate === 0n) return { mantissa: 0n, exponent: 0 };
  return { mantissa: rate & MANTISSA_MASK, exponent: Number(rate >> MANTISSA_BITS) - EXPONENT_BIAS };
}

/** Orders rates best price first (ascending u64), for sorting a book. */
export function compareRates(a: Rate, b: Rate): number {
  checkRate(a);
  checkRate(b);
  return a < b ? -1 : a > b ? 1 : 0;
}

/** True when rate a gives the taker a strictly better price than rate b. */
export function isBetterRate(a: Rate, b: Rate): boolean {
  return compareRates(a, b) < 0;
}

/** The next better rate (rippled's ++Quality), used to keep a passive offer from crossing an equal one. */
export function rateOneStepBetter(rate: Rate): Rate {
  checkRate(rate);
  if (rate === 0n) throw new RateError('No better rate than 0');
  return rate - 1n;
}

/** The next worse rate (rippled's --Quality). */
export function rateOneStepWorse(rate: Rate): Rate {
  checkRate(rate);
  if (rate === U64_MAX) throw new RateError('No worse rate than the u64 maximum');
  return rate + 1n;
}

/**
 * Round a rate up to `digits` significant digits (Quality::round for an issuer's TickSize):
 * the price moves in the offer owner's favour; a mantissa rounding up to 10^16 is kept as rippled keeps it.
 */
export function roundRateToTickSize(rate: Rate, digits: number): Rate {
  checkRate(rate);
  if (!Number.isInteger(digits) || digits < 0 || digits > MAX_TICK_SIZE) {
    throw new RateError(`Invalid tick size: ${digits}`);
  }
  const modulus = 10n ** BigInt(MAX_TICK_SIZE - digits);
  const exponentBits = rate >> MANTISSA_BITS;
  let mantissa = (rate & MANTISSA_MASK) + modulus - 1n;
  mantissa -= mantissa % modulus;
  return (exponentBits << MANTISSA_BITS) | mantissa;
}

/** The rate as the 16 upper-case hex digits that end a book directory key. */
export function rateToHex(rate: Rate): string {
  checkRate(rate);
  return rate.toString(16).toUpperCase().padStart(16, '0');
}
