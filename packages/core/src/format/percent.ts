import { fixedText, scaleRounded, toDecimal } from './decimal.js';

/** A percentage given in percent ('12.345' → '12.35%'), rounded half away from zero. */
export function formatPercent(percent: string | number | bigint, decimals = 2): string {
  const d = toDecimal(percent);
  if (!d) return '—';
  const scaled = scaleRounded(d, decimals);
  return `${fixedText(scaled, decimals)}%`;
}

/** A change with its sign: '+12.35%', '-3.00%', '0.00%' (for PnL). */
export function formatSignedPercent(percent: string | number | bigint, decimals = 2): string {
  const text = formatPercent(percent, decimals);
  return text.startsWith('-') || text === '—' || /^0\.?0*%$/.test(text) ? text : `+${text}`;
}

/** Basis points as a percentage: 30n → '0.30%', 5n → '0.05%', 100n → '1.00%'. */
export function formatBasisPoints(bps: bigint, decimals = 2): string {
  return formatPercent(`${bps}e-2`, decimals);
}

/** A rate as a percentage: '0.003' → '0.30%'. */
export function formatRateAsPercent(rate: string, decimals = 2): string {
  const d = toDecimal(rate);
  if (!d) return '—';
  return formatPercent(`${d.negative ? '-' : ''}${d.digits}e${2 - d.scale}`, decimals);
}
