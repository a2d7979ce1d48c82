import { INT64_MAX } from '../number/constants.js';
import { formatParts, parseDecimal } from '../number/format.js';
import type { XrplNumber } from '../number/xrpl-number.js';
import { AmountError } from './errors.js';
import { stDivRound, stDivide, stMulRound, stMultiply } from './st-arithmetic.js';
import { ZERO_ISSUED, canonicalIssued, issuedFromNumber, stToNumber, type StValue } from './st-value.js';

function decimalParts(text: string) {
  try {
    return parseDecimal(text);
  } catch (e) {
    throw new AmountError(`Invalid issued amount: ${(e as Error).message}`);
  }
}

/**
 * The value of an issued-currency amount exactly as rippled's STAmount holds it: a sign, a mantissa in
 * [1e15, 1e16 - 1] and an exponent in [-96, 80]; zero is mantissa 0 with exponent -100. Arithmetic gives the
 * results rippled gives with fixUniversalNumber, rounding with the current Number rounding mode.
 */
export class IssuedValue {
  static readonly zero: IssuedValue = new IssuedValue(ZERO_ISSUED);

  readonly #v: StValue;

  private constructor(v: StValue) {
    this.#v = v;
  }

  /** Canonicalizes any signed (mantissa, exponent): below 1e-81 becomes zero, above ~1e96 throws "value overflow". */
  static from(mantissa: bigint, exponent: number): IssuedValue {
    if (!Number.isSafeInteger(exponent)) throw new TypeError(`Exponent must be an integer: ${exponent}`);
    const negative = mantissa < 0n;
    return IssuedValue.wrap(canonicalIssued(negative, negative ? -mantissa : mantissa, exponent));
  }

  /** rippled's amountFromString for an issued currency ("1.5", "-2e-7"; no leading zeros, at most 19 digits). */
  static fromString(text: string): IssuedValue {
    const parts = decimalParts(text);
    if (parts.mantissa > INT64_MAX) throw new AmountError(`Invalid issued amount '${text}': too many digits`);
    return IssuedValue.wrap(canonicalIssued(parts.negative, parts.mantissa, parts.exponent));
  }

  /**
   * Any decimal text rounded to the ledger's 16 digits: for figures computed off the ledger (a market's spot
   * price from a division), never for an amount a transaction carries, which `fromString` reads exactly.
   */
  static fromDecimalRounded(text: string): IssuedValue {
    const parts = decimalParts(text);
    return IssuedValue.from(parts.negative ? -parts.mantissa : parts.mantissa, parts.exponent);
  }

  /** rippled's IOUAmount{Number}: no re-rounding; exponent above 80 throws, below -96 gives zero. */
  static fromXrplNumber(n: XrplNumber): IssuedValue {
    return IssuedValue.wrap(issuedFromNumber(n));
  }

  /** Wraps an already-canonical value (internal to the protocol package). */
  static wrap(v: StValue): IssuedValue {
    return v.mantissa === 0n ? IssuedValue.zero : new IssuedValue(v);
  }

  /** The canonical parts (internal to the protocol package). */
  get st(): StValue {
    return this.#v;
  }
  get negative(): boolean {
    return this.#v.negative;
  }
  /** Unsigned mantissa, as STAmount::mantissa(): 0 or in [1e15, 1e16 - 1]. */
  get mantissa(): bigint {
    return this.#v.mantissa;
  }
  get exponent(): number {
    return this.#v.exponent;
  }

  toXrplNumber(): XrplNumber {
    return stToNumber(this.#v);
  }

  /** rippled's STAmount::getText: "1000000000000000e5" when the exponent is not 0 and outside [-25, -5]. */
  toString(): string {
    return formatParts(this.#v);
  }

  toJSON(): string {
    return this.toString();
  }

  add(o: IssuedValue): IssuedValue {
    if (o.isZero()) return this;
    if (this.isZero()) return o;
    return IssuedValue.fromXrplNumber(this.toXrplNumber().add(o.toXrplNumber()));
  }

  sub(o: IssuedValue): IssuedValue {
    return this.add(o.neg());
  }

  mul(o: IssuedValue): IssuedValue {
    return IssuedValue.wrap(stMultiply(this.#v, o.#v, false));
  }

  /** rippled's divide(): throws "division by zero". */
  div(o: IssuedValue): IssuedValue {
    return IssuedValue.wrap(stDivide(this.#v, o.#v, false));
  }

  /** rippled's mulRound: roundUp rounds toward +infinity, else toward -infinity (with rippled's legacy quirks). */
  mulRound(o: IssuedValue, roundUp: boolean): IssuedValue {
    return IssuedValue.wrap(stMulRound(this.#v, o.#v, false, roundUp, false));
  }

  mulRoundStrict(o: IssuedValue, roundUp: boolean): IssuedValue {
    return IssuedValue.wrap(stMulRound(this.#v, o.#v, false, roundUp, true));
  }

  divRound(o: IssuedValue, roundUp: boolean): IssuedValue {
    return IssuedValue.wrap(stDivRound(this.#v, o.#v, false, roundUp, false));
  }

  divRoundStrict(o: IssuedValue, roundUp: boolean): IssuedValue {
    return IssuedValue.wrap(stDivRound(this.#v, o.#v, false, roundUp, true));
  }

  neg(): IssuedValue {
    if (this.isZero()) return this;
    return new IssuedValue({ ...this.#v, negative: !this.#v.negative });
  }

  abs(): IssuedValue {
    return this.#v.negative ? this.neg() : this;
  }

  isZero(): boolean {
    return this.#v.mantissa === 0n;
  }

  signum(): -1 | 0 | 1 {
    if (this.isZero()) return 0;
    return this.#v.negative ? -1 : 1;
  }

  /** rippled's STAmount operator< ordering. */
  cmp(o: IssuedValue): -1 | 0 | 1 {
    return compareSt(this.#v, o.#v);
  }
  eq(o: IssuedValue): boolean {
    return this.cmp(o) === 0;
  }
  lt(o: IssuedValue): boolean {
    return this.cmp(o) < 0;
  }
  lte(o: IssuedValue): boolean {
    return this.cmp(o) <= 0;
  }
  gt(o: IssuedValue): boolean {
    return this.cmp(o) > 0;
  }
  gte(o: IssuedValue): boolean {
    return this.cmp(o) >= 0;
  }
}

/** STAmount ordering on canonical values: sign, zero, exponent, mantissa. */
export function compareSt(a: StValue, b: StValue): -1 | 0 | 1 {
  if (a.negative !== b.negative) return a.negative ? -1 : 1;
  if (a.mantissa === 0n || b.mantissa === 0n) {
    if (a.mantissa === b.mantissa) return 0;
    return a.mantissa === 0n ? -1 : 1;
  }
  if (a.exponent === b.exponent && a.mantissa === b.mantissa) return 0;
  const magnitudeLess = a.exponent !== b.exponent ? a.exponent < b.exponent : a.mantissa < b.mantissa;
  return magnitudeLess !== a.negative ? -1 : 1;
}
