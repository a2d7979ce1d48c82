import {
  AMM_TRADING_FEE_MAX_UNITS,
  AMM_VOTE_FEE_MAX_RATE,
  AMM_VOTE_FEE_MIN_RATE,
  TRADING_FEE_SCALE,
} from '../constants/fees.js';
import { VALIDATION_ERRORS } from '../errors/catalogue.js';
import { compareDecimals, parseDecimal, scaleExactly, toDecimal } from '../decimal/index.js';
import { type Validation, invalid, valid } from './result.js';

const SCALE_PLACES = Math.log10(TRADING_FEE_SCALE);
const MIN_RATE = parseDecimal(AMM_VOTE_FEE_MIN_RATE);
const MAX_RATE = parseDecimal(AMM_VOTE_FEE_MAX_RATE);

/**
 * An AMM vote fee given as a rate (0.01 = 1%): 0 to 0.01 (spec §5), returned in ledger units
 * (rate × 100000, an integer: 1% = 1000).
 */
export function validateAmmVoteRate(rate: string | number): Validation<number> {
  const d = toDecimal(rate);
  if (!d || !MIN_RATE || !MAX_RATE || compareDecimals(d, MIN_RATE) < 0 || compareDecimals(d, MAX_RATE) > 0) {
    return invalid(VALIDATION_ERRORS.tradingFeeRange);
  }
  const units = scaleExactly(d, SCALE_PLACES);
  return units === undefined ? invalid(VALIDATION_ERRORS.tradingFeePrecision) : valid(Number(units));
}

/** The same rule for a fee typed in percent (1 = 1%). */
export function validateAmmVotePercent(percent: string | number): Validation<number> {
  const d = toDecimal(percent);
  if (!d) return invalid(VALIDATION_ERRORS.tradingFeeRange);
  return validateAmmVoteRate(`${d.negative ? '-' : ''}${d.digits}e-${d.scale + 2}`);
}

/** True for a TradingFee in ledger units: an integer from 0 to 1000. */
export function isValidTradingFeeUnits(units: unknown): units is number {
  return Number.isInteger(units) && (units as number) >= 0 && (units as number) <= AMM_TRADING_FEE_MAX_UNITS;
}

/**
 * The TradingFee to send (spec §5): the integer given, or when missing rate × 100000.
 */
export function resolveTradingFee(input: {
  readonly tradingFee?: number | undefined;
  readonly rate?: string | number | undefined;
}): Validation<number> {
  if (input.tradingFee !== undefined) {
    return isValidTradingFeeUnits(input.tradingFee)
      ? valid(input.tradingFee)
      : invalid(VALIDATION_ERRORS.tradingFeeRange);
  }
  return input.rate === undefined
    ? invalid(VALIDATION_ERRORS.tradingFeeRange)
    : validateAmmVoteRate(input.rate);
}
