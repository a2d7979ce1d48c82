import { INT64_MAX } from '../number/constants.js';
import { normalize, roundToInteger } from '../number/normalize.js';
import { XrplNumber } from '../number/xrpl-number.js';
import { AmountOverflowError } from './errors.js';

/**
 * An STAmount's numeric part: sign, unsigned mantissa and exponent. XRP is drops with exponent 0; an issued
 * value has a mantissa in [1e15, 1e16) and exponent in [-96, 80], or is zero (mantissa 0, exponent -100).
 */
export interface StValue {
  readonly native: boolean;
  readonly negative: boolean;
  readonly mantissa: bigint;
  readonly exponent: number;
}

export const MIN_OFFSET = -96;
export const MAX_OFFSET = 80;
export const MIN_VALUE = 1_000_000_000_000_000n;
export const MAX_VALUE = 9_999_999_999_999_999n;
/** The ledger's largest XRP amount: 100 billion XRP (cMaxNativeN). */
export const MAX_NATIVE_DROPS = 100_000_000_000_000_000n;
/** rippled's zero issued value keeps exponent -100 so that it sorts below tiny positive values. */
export const ZERO_OFFSET = -100;

export const ZERO_ISSUED: StValue = { native: false, negative: false, mantissa: 0n, exponent: ZERO_OFFSET };
export const ZERO_XRP: StValue = { native: true, negative: false, mantissa: 0n, exponent: 0 };

/** rippled's STAmount::canonicalize for an issued value with fixUniversalNumber (IOUAmount::normalize via Number). */
export function canonicalIssued(negative: boolean, mantissa: bigint, exponent: number): StValue {
  return issuedFromNumber(XrplNumber.of(normalize(negative, mantissa, exponent)));
}

/** rippled's IOUAmount{Number}: above exponent 80 is an overflow, below -96 becomes zero. */
export function issuedFromNumber(n: XrplNumber): StValue {
  const { negative, mantissa, exponent } = n.parts;
  if (mantissa === 0n) return ZERO_ISSUED;
  if (exponent > MAX_OFFSET) throw new AmountOverflowError('value overflow');
  if (exponent < MIN_OFFSET) return ZERO_ISSUED;
  return { native: false, negative, mantissa, exponent };
}

/** rippled's STAmount::canonicalize for XRP: to whole drops through Number (current rounding mode), then range-checked. */
export function canonicalNative(negative: boolean, mantissa: bigint, exponent: number): StValue {
  if (mantissa === 0n || exponent <= -20) return ZERO_XRP;
  if (exponent > 17) throw new AmountOverflowError('Native currency amount out of range');
  if (mantissa > INT64_MAX) throw new AmountOverflowError('Native currency amount out of range');
  const drops = roundToInteger(negative, mantissa, exponent);
  const magnitude = drops < 0n ? -drops : drops;
  if (magnitude > MAX_NATIVE_DROPS) throw new AmountOverflowError('Native currency amount out of range');
  return { native: true, negative: drops < 0n, mantissa: magnitude, exponent: 0 };
}

export function canonical(native: boolean, negative: boolean, mantissa: bigint, exponent: number): StValue {
  return native
    ? canonicalNative(negative, mantissa, exponent)
    : canonicalIssued(negative, mantissa, exponent);
}

/** rippled's Number{STAmount}. */
export function stToNumber(v: StValue): XrplNumber {
  // A canonical issued value is already a normalized Number; only XRP drops need normalizing.
  if (!v.native) return XrplNumber.of({ negative: v.negative, mantissa: v.mantissa, exponent: v.exponent });
  return XrplNumber.of(normalize(v.negative, v.mantissa, 0));
}

export function isZeroSt(v: StValue): boolean {
  return v.mantissa === 0n;
}
