import type { Parts } from './normalize.js';

/**
 * rippled's to_string(Number) (and STAmount::getText for issued values): scientific "<mantissa>e<exp>" when
 * the exponent is non-zero and outside [-25, -5], otherwise plain decimal with leading and trailing zeros trimmed.
 */
export function formatParts({ negative, mantissa, exponent }: Parts): string {
  if (mantissa === 0n) return '0';
  const sign = negative ? '-' : '';
  if (exponent !== 0 && (exponent < -25 || exponent > -5)) return `${sign}${mantissa}e${exponent}`;
  return sign + plainDecimal(mantissa.toString(), exponent);
}

/** digits × 10^exponent as plain decimal text, for exponent <= 0. */
export function plainDecimal(digits: string, exponent: number): string {
  if (exponent >= 0) return digits + '0'.repeat(exponent);
  const split = digits.length + exponent;
  const intPart = split > 0 ? digits.slice(0, split) : '0';
  const fraction = (split < 0 ? '0'.repeat(-split) + digits : digits.slice(split)).replace(/0+$/, '');
  const trimmedInt = intPart.replace(/^0+(?=\d)/, '');
  return fraction === '' ? trimmedInt : `${trimmedInt}.${fraction}`;
}

/** A decimal string split the way rippled's partsFromString does, before any normalization. */
export interface DecimalParts {
  readonly negative: boolean;
  /** Every digit of the integer and fraction parts, as an integer. */
  readonly mantissa: bigint;
  readonly exponent: number;
}

// rippled's grammar: optional sign, no leading zeroes (unless 0), optional fraction, optional exponent.
const DECIMAL = /^([-+]?)(0|[1-9][0-9]*)(?:\.([0-9]+))?(?:[eE]([-+]?[0-9]+))?$/;
const INT_LIMIT = 2147483647;

/** Parses decimal text like "-1.5e-3"; throws SyntaxError with rippled's "'x' is not a number" otherwise. */
export function parseDecimal(text: string): DecimalParts {
  const match = DECIMAL.exec(text);
  if (match === null) throw new SyntaxError(`'${text}' is not a number`);
  const [, sign, intDigits = '', fraction = '', exp] = match;
  const written = exp === undefined ? 0 : Number(exp);
  if (!Number.isSafeInteger(written) || Math.abs(written) > INT_LIMIT) {
    throw new SyntaxError(`'${text}' has an exponent out of range`);
  }
  return {
    negative: sign === '-',
    mantissa: BigInt(intDigits + fraction),
    exponent: written - fraction.length,
  };
}
