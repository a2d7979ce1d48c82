/**
 * The one number display (issue 16): every figure on screen goes through here, exactly (bigint decimals, never
 * floats). The magnitude decides the digits, as trading terminals do:
 *   1000 and up: thousands grouped, at most 2 decimals    1234567.891 → '1,234,567.89'
 *   1 to 1000: at most 4 decimals                         490.0868180800515 → '490.0868'
 *   below 1: 4 significant digits                         0.0007954608780806739 → '0.0007955'
 *   5 or more zeros after the point: their count in subscript, so no one has to count them   0.0000001234 → '0.0₆1234'
 * Trailing zeros are trimmed; '-' leads a negative value.
 */
import {
  type Decimal,
  compareDecimals,
  fixedText,
  groupThousands,
  scaleRounded,
  toDecimal,
} from '../decimal/index.js';

/** Shown for a value that is missing or is not a number. */
export const UNKNOWN_NUMBER = '—';

/** What the formatters read: decimal text, a bigint, a parsed decimal, or a number (counts and percents only). */
export type NumberInput = string | number | bigint | Decimal;

const DECIMALS_FROM_THOUSAND = 2;
const DECIMALS_BELOW_THOUSAND = 4;
const SIGNIFICANT_BELOW_ONE = 4;
const SUBSCRIPT_FROM_ZEROS = 5;
const THOUSAND: Decimal = { negative: false, digits: 1000n, scale: 0 };
const SUBSCRIPT_DIGITS = '₀₁₂₃₄₅₆₇₈₉';

export function readNumber(value: NumberInput | null | undefined): Decimal | undefined {
  if (value === null || value === undefined) return undefined;
  return typeof value === 'object' ? value : toDecimal(value);
}

/** Zeros between the point and the first significant digit of a value below 1 (0.00012 → 3). */
function zerosAfterPoint(d: Decimal): number {
  return d.scale - d.digits.toString().length;
}

function isBelowOne(d: Decimal): boolean {
  return d.digits < 10n ** BigInt(d.scale);
}

/** The value rounded half away from zero to `places` decimals, trailing zeros trimmed, thousands grouped. */
export function roundedText(d: Decimal, places: number, group = true): string {
  const text = fixedText(scaleRounded({ ...d, negative: false }, places), places);
  const trimmed = text.includes('.') ? text.replace(/\.?0+$/, '') : text;
  const [int = '0', frac] = trimmed.split('.');
  const body = (group ? groupThousands(BigInt(int)) : int) + (frac === undefined ? '' : `.${frac}`);
  return d.negative && body !== '0' ? `-${body}` : body;
}

function subscript(count: number): string {
  return [...String(count)].map((digit) => SUBSCRIPT_DIGITS[Number(digit)]).join('');
}

/** '0.00000012' → '0.0₆12': the zeros after the point counted, from 5 of them. */
function withZeroCount(text: string): string {
  const match = /^(-?)0\.(0+)(\d+)$/.exec(text);
  if (!match || (match[2] ?? '').length < SUBSCRIPT_FROM_ZEROS) return text;
  const [, sign = '', zeros = '', rest = ''] = match;
  return `${sign}0.0${subscript(zeros.length)}${rest}`;
}

export interface NumberFormatOptions {
  /**
   * Decimals to show instead of the magnitude's (trimmed; a value below 1 keeps at least its 4 significant
   * digits): 6 shows an XRP balance to the drop, '28.999988' rather than '29'.
   */
  readonly decimals?: number;
}

/** Any figure on screen, by its magnitude (see above); '—' when it is not a number. */
export function formatNumber(
  value: NumberInput | null | undefined,
  options: NumberFormatOptions = {},
): string {
  const d = readNumber(value);
  if (!d) return UNKNOWN_NUMBER;
  if (d.digits === 0n) return '0';
  if (isBelowOne(d)) {
    const places = Math.max(zerosAfterPoint(d) + SIGNIFICANT_BELOW_ONE, options.decimals ?? 0);
    return withZeroCount(roundedText(d, places));
  }
  const large = compareDecimals({ ...d, negative: false }, THOUSAND) >= 0;
  return roundedText(d, options.decimals ?? (large ? DECIMALS_FROM_THOUSAND : DECIMALS_BELOW_THOUSAND));
}

/** An amount with its unit: '490.0868 TOK', '1,234.5 XRP'; '—' alone when it is not a number. */
export function formatAmountOf(value: NumberInput | null | undefined, unit: string): string {
  const text = formatNumber(value);
  return text === UNKNOWN_NUMBER ? text : `${text} ${unit}`;
}

/**
 * A value for an input field: plain decimal text (no grouping, no subscript) with at most `significant`
 * significant digits, whole digits always kept: ('0.0007954608780806739', 6) → '0.000795461'. Undefined
 * when it is not a number.
 */
export function toInputDecimal(
  value: NumberInput | null | undefined,
  significant: number,
): string | undefined {
  const d = readNumber(value);
  if (!d) return undefined;
  if (d.digits === 0n) return '0';
  const places = isBelowOne(d)
    ? zerosAfterPoint(d) + significant
    : Math.max(0, significant - (d.digits / 10n ** BigInt(d.scale)).toString().length);
  return roundedText(d, places, false);
}
