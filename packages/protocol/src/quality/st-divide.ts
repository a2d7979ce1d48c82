import { XrplNumber } from '../number/index.js';

const TEN_TO_17 = 100_000_000_000_000_000n;

/**
 * STAmount's divide(num, den, issue) for a non-XRP result, on the Numbers of two amounts:
 * floor(|m1|·10^17 / |m2|) + 5 at exponent e1 - e2 - 17, then normalised to 16 digits in the current
 * rounding mode (fixUniversalNumber's IOUAmount normalisation). Offer rates and AMM equal-share fractions use it.
 */
export function stDivide(num: XrplNumber, den: XrplNumber): XrplNumber {
  if (den.isZero()) throw new RangeError('division by zero');
  if (num.isZero()) return XrplNumber.zero;
  const m1 = num.mantissa < 0n ? -num.mantissa : num.mantissa;
  const m2 = den.mantissa < 0n ? -den.mantissa : den.mantissa;
  const q = (m1 * TEN_TO_17) / m2 + 5n;
  const negative = num.signum() !== den.signum();
  return XrplNumber.from(negative ? -q : q, num.exponent - den.exponent - 17);
}
