import { AmountOverflowError } from '../amount/errors.js';
import { stDivide } from '../amount/st-arithmetic.js';
import { ZERO_ISSUED, stToNumber, type StValue } from '../amount/st-value.js';
import { XrplNumber, fromDrops, toDrops, withRoundingMode, type RoundingMode } from '../number/index.js';

/**
 * A value as rippled holds it in an STAmount, seen as a Number: XRP sits on the grid of whole drops
 * (the Number counts drops), tokens on the 16-digit IOU grid (exponent -96..80). The AMM math works on these.
 */
export interface GridValue {
  readonly n: XrplNumber;
  readonly xrp: boolean;
}

/** Smallest and largest IOU exponents (STAmount cMinOffset / cMaxOffset). */
const IOU_MIN_EXPONENT = -96;
const IOU_MAX_EXPONENT = 80;
/** STAmount::cMaxNativeN: 100 billion XRP in drops. */
const MAX_NATIVE_DROPS = 100_000_000_000_000_000n;
const MAX_IOU_MANTISSA = 9_999_999_999_999_999n;

export class AmmOverflowError extends RangeError {
  override readonly name = 'AmmOverflowError';
}

/**
 * rippled's toSTAmount / toAmount(issue, Number, mode): XRP rounds to whole drops with `mode`;
 * an IOU keeps the Number's 16 digits (the mode does not apply), flushing below 1e-96 to zero.
 */
export function onGrid(n: XrplNumber, xrp: boolean, mode?: RoundingMode): GridValue {
  if (xrp) {
    const drops = mode ? withRoundingMode(mode, () => toDrops(n)) : toDrops(n);
    return { n: fromDrops(drops), xrp };
  }
  if (n.isZero() || n.exponent < IOU_MIN_EXPONENT) return { n: XrplNumber.zero, xrp };
  if (n.exponent > IOU_MAX_EXPONENT) throw new AmmOverflowError(`IOU value overflow: ${n.toString()}`);
  return { n, xrp };
}

export function zeroOf(like: GridValue): GridValue {
  return { n: XrplNumber.zero, xrp: like.xrp };
}

/** rippled's toMaxAmount: the largest amount of the asset (what swapOut answers when the pool cannot pay). */
export function maxOf(like: GridValue): GridValue {
  if (like.xrp) return { n: fromDrops(MAX_NATIVE_DROPS), xrp: true };
  return { n: XrplNumber.from(MAX_IOU_MANTISSA, IOU_MAX_EXPONENT), xrp: false };
}

/** rippled's multiply(amount, frac, rm): the product and its conversion both round with rm. */
export function multiplyRounded(amount: GridValue, frac: XrplNumber, mode: RoundingMode): GridValue {
  return withRoundingMode(mode, () => onGrid(amount.n.mul(frac), amount.xrp, mode));
}

/** STAmount a + b in the current rounding mode (exact for XRP drops). */
export function addValues(a: GridValue, b: GridValue): GridValue {
  if (b.n.isZero()) return a;
  if (a.n.isZero()) return { n: b.n, xrp: a.xrp };
  return onGrid(a.n.add(b.n), a.xrp);
}

/** STAmount a - b, that is a + (-b). */
export function subValues(a: GridValue, b: GridValue): GridValue {
  return addValues(a, { n: b.n.neg(), xrp: b.xrp });
}

export function cmpValues(a: GridValue, b: GridValue): -1 | 0 | 1 {
  return a.n.cmp(b.n);
}

export function minValue(a: GridValue, b: GridValue): GridValue {
  return cmpValues(b, a) < 0 ? b : a;
}

/** The STAmount a grid value stands for (XRP as whole drops); like STAmount, refuses XRP beyond 1e17 drops. */
export function gridToSt(v: GridValue): StValue {
  const { negative, mantissa, exponent } = v.n.parts;
  if (!v.xrp) return mantissa === 0n ? ZERO_ISSUED : { native: false, negative, mantissa, exponent };
  const drops = toDrops(v.n);
  const magnitude = drops < 0n ? -drops : drops;
  if (magnitude > MAX_NATIVE_DROPS) throw new AmountOverflowError('Native currency amount out of range');
  return { native: true, negative: drops < 0n, mantissa: magnitude, exponent: 0 };
}

/** rippled's STAmount `a / b` for a token numerator (divide(a, b, a.issue())), the same divide offer rates use. */
export function divideTokens(a: GridValue, b: GridValue): XrplNumber {
  return stToNumber(stDivide(gridToSt(a), gridToSt(b), false));
}
