/** Contract rules on decimal strings, on core's exact decimal (never floats). */
import { compareDecimals, multiplyDecimals, parsePlainDecimal } from '../decimal/index.js';

/** Whether a × b ≤ limit, exactly, for non-negative plain decimal strings (false when one is not such a string). */
export function productAtMost(a: string, b: string, limit: string): boolean {
  const [x, y, max] = [parsePlainDecimal(a), parsePlainDecimal(b), parsePlainDecimal(limit)];
  return (
    x !== undefined &&
    y !== undefined &&
    max !== undefined &&
    compareDecimals(multiplyDecimals(x, y), max) <= 0
  );
}
