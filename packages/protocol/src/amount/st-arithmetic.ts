import { withRoundingMode } from '../number/rounding.js';
import { AmountOverflowError } from './errors.js';
import {
  MAX_VALUE,
  MIN_OFFSET,
  MIN_VALUE,
  ZERO_ISSUED,
  ZERO_XRP,
  canonical,
  isZeroSt,
  issuedFromNumber,
  stToNumber,
  type StValue,
} from './st-value.js';

const UINT64_MAX = 2n ** 64n - 1n;
const TEN_14 = 100_000_000_000_000n;
const TEN_17 = 100_000_000_000_000_000n;

const zeroOf = (native: boolean): StValue => (native ? ZERO_XRP : ZERO_ISSUED);

/** rippled's muldiv_round on 64-bit values: (a * b + rounding) / divisor, throwing past 64 bits. */
function mulDiv(a: bigint, b: bigint, divisor: bigint, rounding = 0n): bigint {
  const r = (a * b + rounding) / divisor;
  if (r > UINT64_MAX) throw new AmountOverflowError(`overflow: (${a} * ${b}) / ${divisor}`);
  return r;
}

/** XRP and MPT mantissas are brought into the issued-value range before mixed arithmetic. */
function scaled(v: StValue): [bigint, number] {
  let m = v.mantissa;
  let e = v.exponent;
  if (v.native) {
    while (m < MIN_VALUE) {
      m *= 10n;
      e -= 1;
    }
  }
  return [m, e];
}

/** XRP × XRP to XRP: exact, with rippled's overflow checks (on 64-bit unsigned views of the drops). */
function multiplyNative(v1: StValue, v2: StValue): StValue {
  const asUnsigned = (v: StValue): bigint => (v.negative ? 2n ** 64n - v.mantissa : v.mantissa);
  const signed = (v: StValue): bigint => (v.negative ? -v.mantissa : v.mantissa);
  const [lo, hi] = signed(v1) < signed(v2) ? [v1, v2] : [v2, v1];
  const minV = asUnsigned(lo);
  const maxV = asUnsigned(hi);
  if (minV > 3_000_000_000n) throw new AmountOverflowError('Native value overflow');
  if ((maxV >> 32n) * minV > 2_095_475_792n) throw new AmountOverflowError('Native value overflow');
  return { native: true, negative: false, mantissa: (minV * maxV) & UINT64_MAX, exponent: 0 };
}

/** rippled's multiply(v1, v2, asset) with fixUniversalNumber: the product through Number, then canonicalized. */
export function stMultiply(v1: StValue, v2: StValue, native: boolean): StValue {
  if (isZeroSt(v1) || isZeroSt(v2)) return zeroOf(native);
  if (v1.native && v2.native && native) return multiplyNative(v1, v2);
  const product = stToNumber(v1).mul(stToNumber(v2));
  // rippled re-normalizes the product for an issued result, which changes nothing: skip straight to the range check.
  if (!native) return issuedFromNumber(product);
  const { negative, mantissa, exponent } = product.parts;
  return canonical(native, negative, mantissa, exponent);
}

/** rippled's divide(num, den, asset): 10^17-scaled integer quotient plus 5, canonicalized (Number rounding). */
export function stDivide(num: StValue, den: StValue, native: boolean): StValue {
  if (isZeroSt(den)) throw new AmountOverflowError('division by zero');
  if (isZeroSt(num)) return zeroOf(native);
  const [nm, ne] = scaled(num);
  const [dm, de] = scaled(den);
  return canonical(native, num.negative !== den.negative, mulDiv(nm, TEN_17, dm) + 5n, ne - de - 17);
}

type Canonicalizer = (native: boolean, value: bigint, offset: number, roundUp: boolean) => [bigint, number];

/** rippled's legacy canonicalizeRound: drops round up from a tenth; issued values always add 9 before the last cut. */
export const canonicalizeRound: Canonicalizer = (native, value, offset) => {
  let [v, o] = [value, offset];
  if (native) {
    if (o < 0) {
      let loops = 0;
      for (; o < -1; o++, loops++) v /= 10n;
      v = (v + (loops >= 2 ? 9n : 10n)) / 10n;
      o += 1;
    }
  } else if (v > MAX_VALUE) {
    for (; v > 10n * MAX_VALUE; o++) v /= 10n;
    v = (v + 9n) / 10n;
    o += 1;
  }
  return [v, o];
};

/** rippled's canonicalizeRoundStrict: like the legacy one, but drops round up only when a remainder was cut off. */
export const canonicalizeRoundStrict: Canonicalizer = (native, value, offset, roundUp) => {
  if (!native) return canonicalizeRound(native, value, offset, roundUp);
  let [v, o] = [value, offset];
  if (o < 0) {
    let hadRemainder = false;
    for (; o < -1; o++) {
      const next = v / 10n;
      hadRemainder ||= v !== next * 10n;
      v = next;
    }
    v = (v + (hadRemainder && roundUp ? 10n : 9n)) / 10n;
    o += 1;
  }
  return [v, o];
};

/** rippled: rounding up to zero gives the smallest positive amount instead. */
function notZeroWhenRoundingUp(
  result: StValue,
  native: boolean,
  roundUp: boolean,
  negative: boolean,
): StValue {
  if (!roundUp || negative || !isZeroSt(result)) return result;
  return native
    ? { native: true, negative: false, mantissa: 1n, exponent: 0 }
    : { native: false, negative: false, mantissa: MIN_VALUE, exponent: MIN_OFFSET };
}

/** rippled's mulRound (strict = false) and mulRoundStrict: roundUp means toward +infinity. */
export function stMulRound(
  v1: StValue,
  v2: StValue,
  native: boolean,
  roundUp: boolean,
  strict: boolean,
): StValue {
  if (isZeroSt(v1) || isZeroSt(v2)) return zeroOf(native);
  if (v1.native && v2.native && native) return multiplyNative(v1, v2);
  const [m1, e1] = scaled(v1);
  const [m2, e2] = scaled(v2);
  const negative = v1.negative !== v2.negative;
  const awayFromZero = negative !== roundUp;
  let amount = mulDiv(m1, m2, TEN_14, awayFromZero ? TEN_14 - 1n : 0n);
  let offset = e1 + e2 + 14;
  if (awayFromZero) {
    [amount, offset] = (strict ? canonicalizeRoundStrict : canonicalizeRound)(
      native,
      amount,
      offset,
      roundUp,
    );
  }
  const build = (): StValue => canonical(native, negative, amount, offset);
  const result = strict ? withRoundingMode('towards_zero', build) : build();
  return notZeroWhenRoundingUp(result, native, roundUp, negative);
}

/** rippled's divRound (strict = false) and divRoundStrict: roundUp means toward +infinity. */
export function stDivRound(
  num: StValue,
  den: StValue,
  native: boolean,
  roundUp: boolean,
  strict: boolean,
): StValue {
  if (isZeroSt(den)) throw new AmountOverflowError('division by zero');
  if (isZeroSt(num)) return zeroOf(native);
  const [nm, ne] = scaled(num);
  const [dm, de] = scaled(den);
  const negative = num.negative !== den.negative;
  const awayFromZero = negative !== roundUp;
  let amount = mulDiv(nm, TEN_17, dm, awayFromZero ? dm - 1n : 0n);
  let offset = ne - de - 17;
  if (awayFromZero) [amount, offset] = canonicalizeRound(native, amount, offset, roundUp);
  const build = (): StValue => canonical(native, negative, amount, offset);
  const result = strict ? withRoundingMode(roundUp !== negative ? 'upward' : 'downward', build) : build();
  return notZeroWhenRoundingUp(result, native, roundUp, negative);
}
