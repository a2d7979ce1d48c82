import { XrplNumber } from '../number/index.js';

/**
 * AMM trading-fee units (AMMCore.h): the fee is units / 100000, so 1 unit = 0.001% and 1000 units = 1%,
 * the most an AMM may charge.
 */
export const TRADING_FEE_THRESHOLD = 1000;
export const FEE_SCALE_FACTOR = 100_000;
/** The auction-slot holder pays a tenth of the trading fee (integer division). */
export const AUCTION_SLOT_DISCOUNTED_FEE_FRACTION = 10;

export class AmmFeeError extends Error {
  override readonly name = 'AmmFeeError';
}

export function isValidFeeUnits(units: number): boolean {
  return Number.isInteger(units) && units >= 0 && units <= TRADING_FEE_THRESHOLD;
}

export function assertFeeUnits(units: number): void {
  if (!isValidFeeUnits(units)) throw new AmmFeeError(`Trading fee must be an integer 0..1000: ${units}`);
}

const PERCENT = /^(\d{1,3})(?:\.(\d{1,3}))?$/;

/**
 * Fee units for a percentage written as text ("0.5" → 500, "1" → 1000, "0.001" → 1), exactly.
 * Throws for more than three decimals (finer than 1 unit) or more than 1%.
 */
export function feeUnitsFromPercent(percent: string): number {
  const match = PERCENT.exec(percent.trim());
  if (!match) throw new AmmFeeError(`Not a fee percentage with at most 3 decimals: ${percent}`);
  const whole = Number(match[1]);
  const fraction = Number((match[2] ?? '').padEnd(3, '0'));
  const units = whole * 1000 + fraction;
  assertFeeUnits(units);
  return units;
}

/** The percentage text for fee units (500 → "0.5", 1000 → "1", 0 → "0"). */
export function feeUnitsToPercent(units: number): string {
  assertFeeUnits(units);
  const whole = Math.floor(units / 1000);
  const fraction = String(units % 1000)
    .padStart(3, '0')
    .replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : String(whole);
}

/** The fee the auction-slot holder and its authorized accounts pay: floor(units / 10). */
export function discountedFeeUnits(units: number): number {
  assertFeeUnits(units);
  return Math.floor(units / AUCTION_SLOT_DISCOUNTED_FEE_FRACTION);
}

/** rippled's getFee(tfee): units / 100000 as a Number, in the current rounding mode. */
export function feeFraction(units: number): XrplNumber {
  assertFeeUnits(units);
  return XrplNumber.fromBigInt(BigInt(units)).div(XrplNumber.fromBigInt(BigInt(FEE_SCALE_FACTOR)));
}

/** rippled's feeMult(tfee) = 1 - fee. */
export function feeMult(units: number): XrplNumber {
  return XrplNumber.one.sub(feeFraction(units));
}

/** rippled's feeMultHalf(tfee) = 1 - fee / 2. */
export function feeMultHalf(units: number): XrplNumber {
  return XrplNumber.one.sub(feeFraction(units).div(XrplNumber.fromBigInt(2n)));
}

/** The single-asset deposit formulas' f1 = 1 - fee and f2 = (1 - fee/2) / f1. */
export function depositFeeFactors(units: number): { f1: XrplNumber; f2: XrplNumber } {
  const f1 = feeMult(units);
  return { f1, f2: feeMultHalf(units).div(f1) };
}
