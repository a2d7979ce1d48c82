/**
 * The one percentage rounding: part / whole × 100 to whole hundredths, half away from zero, exact in bigint.
 * PnL %, the stated shares of the fee programs and every other percent the server works out travel this way
 * (the contract's percent shape: a JSON number in percent, 12.5 meaning 12.5 %).
 */
import { fixedText } from '../decimal/index.js';

/** Whole hundredths of a percent as the number the contract carries: 1234n → 12.34, -5n → -0.05. */
export function percentFromHundredths(hundredths: bigint): number {
  return Number(fixedText(hundredths, 2));
}

/** part / whole in whole hundredths of a percent, half away from zero; 0 when the whole is not positive. */
export function hundredthsOf(part: bigint, whole: bigint): bigint {
  if (whole <= 0n) return 0n;
  const magnitude = part < 0n ? -part : part;
  const hundredths = (magnitude * 20_000n + whole) / (2n * whole);
  return part < 0n ? -hundredths : hundredths;
}

/** part / whole × 100 to hundredths, half away from zero (2 of 3 → 66.67, never a truncated 66.66). */
export function percentOf(part: bigint, whole: bigint): number {
  return percentFromHundredths(hundredthsOf(part, whole));
}

/** Whether a number is a percent in whole hundredths (12.34, -0.5, 0), the shape exact percents travel in. */
export function isWholeHundredths(percent: number): boolean {
  return Number.isFinite(percent) && Number(percent.toFixed(2)) === percent;
}
