/** Exact checks on decimal strings, done on digits and bigints only. */

/** Issued amounts keep at most 16 significant digits on the ledger. */
export const MAX_IOU_DIGITS = 16;

/** Significant digits of a plain decimal string: leading and trailing zeros do not count. */
export function significantDigits(text: string): number {
  const digits = text.replace(/^-/, '').replace('.', '').replace(/^0+/, '').replace(/0+$/, '');
  return digits.length;
}

/** Order of two non-negative plain decimal strings: -1, 0 or 1, exactly. */
export function compareDecimals(a: string, b: string): number {
  const [aWhole = '', aFrac = ''] = a.split('.');
  const [bWhole = '', bFrac = ''] = b.split('.');
  const width = Math.max(aFrac.length, bFrac.length);
  const left = BigInt((aWhole || '0') + aFrac.padEnd(width, '0'));
  const right = BigInt((bWhole || '0') + bFrac.padEnd(width, '0'));
  return left === right ? 0 : left < right ? -1 : 1;
}
