import { MAX_SLIPPAGE_PERCENT, MIN_SLIPPAGE_PERCENT } from '../constants/fees.js';
import { VALIDATION_ERRORS } from '../errors/catalogue.js';
import { compareDecimals, parseDecimal, toDecimal } from '../decimal/index.js';
import { type Validation, invalid, valid } from './result.js';

const MIN = parseDecimal(MIN_SLIPPAGE_PERCENT);
const MAX = parseDecimal(MAX_SLIPPAGE_PERCENT);

/** Slippage tolerance in percent: from 0.1 to 50 inclusive (Horizon's range); returns the exact text. */
export function validateSlippagePercent(percent: string | number): Validation<string> {
  const d = toDecimal(percent);
  if (!d || !MIN || !MAX || compareDecimals(d, MIN) < 0 || compareDecimals(d, MAX) > 0) {
    return invalid(VALIDATION_ERRORS.slippageRange);
  }
  return valid(String(percent).trim());
}
