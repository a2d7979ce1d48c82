import { divParts, addParts, mulParts } from './arithmetic.js';
import { INT64_MAX, INT64_MIN, MIN_MANTISSA } from './constants.js';
import { formatParts, parseDecimal } from './format.js';
import { ZERO_PARTS, normalize, roundToInteger, type Parts } from './normalize.js';

/**
 * rippled's Number (fixUniversalNumber, 16-digit mantissa): an immutable decimal floating-point value,
 * mantissa in [1e15, 1e16) with exponent in [-32768, 32768], or zero (mantissa 0, exponent -2147483648).
 * Every operation rounds with the current rounding mode, exactly as rippled does.
 */
export class XrplNumber {
  static readonly zero: XrplNumber = new XrplNumber(ZERO_PARTS);
  static readonly one: XrplNumber = new XrplNumber({
    negative: false,
    mantissa: MIN_MANTISSA,
    exponent: -15,
  });

  readonly #parts: Parts;

  private constructor(parts: Parts) {
    this.#parts = parts;
  }

  /** rippled's Number{mantissa, exponent}: normalizes, rounding with the current mode. */
  static from(mantissa: bigint, exponent: number): XrplNumber {
    if (!Number.isSafeInteger(exponent)) throw new TypeError(`Exponent must be an integer: ${exponent}`);
    const negative = mantissa < 0n;
    return XrplNumber.of(normalize(negative, negative ? -mantissa : mantissa, exponent));
  }

  /** An integer as a Number (rippled's Number{std::int64_t}); more than 16 digits round with the current mode. */
  static fromBigInt(n: bigint): XrplNumber {
    return XrplNumber.from(n, 0);
  }

  /** Decimal text with optional sign, fraction and exponent ("-1.5e-3"), rippled's grammar (no leading zeros). */
  static fromString(text: string): XrplNumber {
    const { negative, mantissa, exponent } = parseDecimal(text);
    return XrplNumber.of(normalize(negative, mantissa, exponent));
  }

  /** Wraps already-normalized parts (internal to the protocol package). */
  static of(parts: Parts): XrplNumber {
    return parts.mantissa === 0n ? XrplNumber.zero : new XrplNumber(parts);
  }

  /** The parts as sign + unsigned mantissa + exponent (internal to the protocol package). */
  get parts(): Parts {
    return this.#parts;
  }

  /** Signed mantissa: |m| in [1e15, 1e16), or 0. */
  get mantissa(): bigint {
    return this.#parts.negative ? -this.#parts.mantissa : this.#parts.mantissa;
  }

  get exponent(): number {
    return this.#parts.exponent;
  }

  add(o: XrplNumber): XrplNumber {
    return XrplNumber.of(addParts(this.#parts, o.#parts));
  }

  sub(o: XrplNumber): XrplNumber {
    return XrplNumber.of(addParts(this.#parts, o.neg().#parts));
  }

  mul(o: XrplNumber): XrplNumber {
    return XrplNumber.of(mulParts(this.#parts, o.#parts));
  }

  div(o: XrplNumber): XrplNumber {
    return XrplNumber.of(divParts(this.#parts, o.#parts));
  }

  neg(): XrplNumber {
    if (this.isZero()) return this;
    return new XrplNumber({ ...this.#parts, negative: !this.#parts.negative });
  }

  abs(): XrplNumber {
    return this.#parts.negative ? this.neg() : this;
  }

  isZero(): boolean {
    return this.#parts.mantissa === 0n;
  }

  signum(): -1 | 0 | 1 {
    if (this.isZero()) return 0;
    return this.#parts.negative ? -1 : 1;
  }

  /** rippled's operator< ordering: sign, then exponent, then mantissa. */
  cmp(o: XrplNumber): -1 | 0 | 1 {
    const a = this.#parts;
    const b = o.#parts;
    if (a.negative !== b.negative) return a.negative ? -1 : 1;
    if (a.mantissa === 0n || b.mantissa === 0n) return compareBig(a.mantissa, b.mantissa, a.negative);
    if (a.exponent !== b.exponent) return a.exponent < b.exponent !== a.negative ? -1 : 1;
    return compareBig(a.mantissa, b.mantissa, a.negative);
  }

  eq(o: XrplNumber): boolean {
    return this.cmp(o) === 0;
  }
  lt(o: XrplNumber): boolean {
    return this.cmp(o) < 0;
  }
  lte(o: XrplNumber): boolean {
    return this.cmp(o) <= 0;
  }
  gt(o: XrplNumber): boolean {
    return this.cmp(o) > 0;
  }
  gte(o: XrplNumber): boolean {
    return this.cmp(o) >= 0;
  }

  /** rippled's to_string(Number). */
  toString(): string {
    return formatParts(this.#parts);
  }
}

function compareBig(a: bigint, b: bigint, negative: boolean): -1 | 0 | 1 {
  if (a === b) return 0;
  return a < b !== negative ? -1 : 1;
}

/** rippled's static_cast<std::int64_t>(Number) / XRPAmount{Number}: an integer, rounded with the current mode. */
export function toDrops(n: XrplNumber): bigint {
  const { negative, mantissa, exponent } = n.parts;
  return roundToInteger(negative, mantissa, exponent);
}

/** rippled's Number{XRPAmount}: drops (a signed 64-bit integer) as a Number. */
export function fromDrops(drops: bigint): XrplNumber {
  if (drops > INT64_MAX || drops < INT64_MIN) throw new RangeError(`Drops out of 64-bit range: ${drops}`);
  return XrplNumber.fromBigInt(drops);
}
