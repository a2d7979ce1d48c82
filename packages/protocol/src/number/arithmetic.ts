import { MAX_EXPONENT, MAX_MANTISSA, MIN_EXPONENT, MIN_MANTISSA, pow10 } from './constants.js';
import { XrplNumberOverflowError } from './errors.js';
import { Guard } from './guard.js';
import { ZERO_PARTS, normalize, type Parts } from './normalize.js';

const isZero = (x: Parts): boolean => x.mantissa === 0n;
const PRODUCT_32_DIGITS = pow10(31);
const SHIFT_17 = pow10(17);

/** rippled's Number::operator+= on normalized operands. */
export function addParts(x: Parts, y: Parts): Parts {
  if (isZero(y)) return x;
  if (isZero(x)) return y;
  if (x.mantissa === y.mantissa && x.exponent === y.exponent && x.negative !== y.negative) return ZERO_PARTS;
  let { mantissa: xm, exponent: xe, negative: xn } = x;
  let { mantissa: ym } = y;
  const { exponent: ye, negative: yn } = y;
  const g = new Guard();
  // The operand with the smaller exponent is shifted right; its dropped digits (and sign) go to the guard.
  if (xe < ye) {
    g.negative = xn;
    xm = g.drop(xm, ye - xe);
    xe = ye;
  } else if (xe > ye) {
    g.negative = yn;
    ym = g.drop(ym, xe - ye);
  }
  if (xn === yn) return addMagnitudes(g, xn, xm + ym, xe);
  if (xm > ym) {
    xm -= ym;
  } else {
    xm = ym - xm;
    xn = yn;
  }
  while (xm < MIN_MANTISSA) {
    xm = xm * 10n - g.pop();
    xe -= 1;
  }
  if (g.roundsAway(xm)) {
    xm -= 1n;
    if (xm < MIN_MANTISSA) {
      xm *= 10n;
      xe -= 1;
    }
  }
  if (xe < MIN_EXPONENT) return ZERO_PARTS;
  return { negative: xn, mantissa: xm, exponent: xe };
}

function addMagnitudes(g: Guard, negative: boolean, sum: bigint, exponent: number): Parts {
  let m = sum;
  let e = exponent;
  if (m > MAX_MANTISSA) {
    m = g.drop(m, 1);
    e += 1;
  }
  if (g.roundsAway(m)) {
    m += 1n;
    if (m > MAX_MANTISSA) {
      m /= 10n;
      e += 1;
    }
  }
  if (e > MAX_EXPONENT) throw new XrplNumberOverflowError('Number::addition overflow');
  return { negative, mantissa: m, exponent: e };
}

/** rippled's Number::operator*=: exact 128-bit product, 16 digits kept, the rest rounded by the guard. */
export function mulParts(x: Parts, y: Parts): Parts {
  if (isZero(x)) return x;
  if (isZero(y)) return y;
  const negative = x.negative !== y.negative;
  const g = new Guard();
  g.negative = negative;
  const product = x.mantissa * y.mantissa;
  const k = product >= PRODUCT_32_DIGITS ? 16 : 15;
  let m = g.drop(product, k);
  let e = x.exponent + y.exponent + k;
  if (g.roundsAway(m)) {
    m += 1n;
    if (m > MAX_MANTISSA) {
      m /= 10n;
      e += 1;
    }
  }
  if (e < MIN_EXPONENT) return ZERO_PARTS;
  if (e > MAX_EXPONENT)
    throw new XrplNumberOverflowError(`Number::multiplication overflow : exponent is ${e}`);
  return { negative, mantissa: m, exponent: e };
}

/**
 * rippled's Number::operator/= for the 16-digit range: the numerator mantissa is scaled by 10^17, divided
 * as integers (the remainder is discarded, as rippled does), then normalized with the current rounding mode.
 */
export function divParts(x: Parts, y: Parts): Parts {
  if (isZero(y)) throw new XrplNumberOverflowError('Number: divide by 0');
  if (isZero(x)) return x;
  const quotient = (x.mantissa * SHIFT_17) / y.mantissa;
  return normalize(x.negative !== y.negative, quotient, x.exponent - y.exponent - 17);
}
