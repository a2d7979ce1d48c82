import { type Decimal, fixedText, groupThousands, scaleRounded, toDecimal } from '../decimal/index.js';
import { type NumberInput, UNKNOWN_NUMBER, readNumber } from './number.js';

/** `decimals` fixed decimals, thousands grouped, no sign: 1234567n at 2 → '12,345.67'. */
function fixedGrouped(scaledMagnitude: bigint, decimals: number): string {
  const [int = '0', frac] = fixedText(scaledMagnitude, decimals).split('.');
  return groupThousands(BigInt(int)) + (frac === undefined ? '' : `.${frac}`);
}

/** 0 < |value| < 10^-decimals: too small for the last decimal shown. */
function isBelowLastDecimal(d: Decimal, decimals: number): boolean {
  return d.scale > decimals && d.digits < 10n ** BigInt(d.scale - decimals);
}

/**
 * A percentage given in percent, rounded half away from zero to `decimals` ('12.345' → '12.35%',
 * '12345' → '12,345.00%'). A value below the last decimal is not shown as nothing, nor as more than it is:
 * 0.0064 → '<0.01%'.
 */
export function formatPercent(percent: NumberInput | null | undefined, decimals = 2): string {
  const d = readNumber(percent);
  if (!d) return UNKNOWN_NUMBER;
  const magnitude = { ...d, negative: false };
  const sign = d.negative ? '-' : '';
  if (d.digits !== 0n && isBelowLastDecimal(d, decimals)) return `${sign}<${fixedText(1n, decimals)}%`;
  const scaled = scaleRounded(magnitude, decimals);
  return `${scaled === 0n ? '' : sign}${fixedGrouped(scaled, decimals)}%`;
}

/** A change with its sign: '+12.35%', '-3.00%'; a change that rounds to nothing is '0.00%' (for PnL). */
export function formatSignedPercent(percent: NumberInput | null | undefined, decimals = 2): string {
  const d = readNumber(percent);
  if (!d) return UNKNOWN_NUMBER;
  const scaled = scaleRounded(d, decimals);
  if (scaled === 0n) return `${fixedText(0n, decimals)}%`;
  return `${scaled < 0n ? '-' : '+'}${fixedGrouped(scaled < 0n ? -scaled : scaled, decimals)}%`;
}

/** Basis points as a percentage: 30n → '0.30%', 5n → '0.05%', 100n → '1.00%'. */
export function formatBasisPoints(bps: bigint, decimals = 2): string {
  return formatPercent(`${bps}e-2`, decimals);
}

/** A rate as a percentage: '0.003' → '0.30%'. */
export function formatRateAsPercent(rate: string, decimals = 2): string {
  const d = toDecimal(rate);
  if (!d) return UNKNOWN_NUMBER;
  return formatPercent(`${d.negative ? '-' : ''}${d.digits}e${2 - d.scale}`, decimals);
}
