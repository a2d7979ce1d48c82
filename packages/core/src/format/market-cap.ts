import { MARKET_CAP_DECIMALS } from '../constants/interface.js';
import { type Decimal, compareDecimals, fixedText, scaleRounded, toDecimal } from '../decimal/index.js';

/** Shown when a market cap cannot be read. */
export const UNKNOWN_MARKET_CAP = '—';

const UNITS: readonly { readonly suffix: string; readonly power: number }[] = [
  { suffix: 'B', power: 9 },
  { suffix: 'M', power: 6 },
  { suffix: 'K', power: 3 },
  { suffix: '', power: 0 },
];

const THOUSAND_HUNDREDTHS = 1000n * 10n ** BigInt(MARKET_CAP_DECIMALS);

/** The value in hundredths of `10^power`, rounded half away from zero. */
function hundredthsOf(d: Decimal, power: number): bigint {
  return scaleRounded({ ...d, negative: false, scale: d.scale + power }, MARKET_CAP_DECIMALS);
}

/**
 * Market-cap display (spec §9), exact: B from 1e9, M from 1e6, K from 1e3 (a boundary takes the larger
 * unit), always 2 decimals, half away from zero; a value that rounds up to 1000 of a unit moves to the next
 * unit (999999.999 → '1.00M'). Below 1000 the plain number with 2 decimals ('999.99', '0.00').
 */
export function formatMarketCap(value: string | number | bigint): string {
  const d = toDecimal(value);
  if (!d) return UNKNOWN_MARKET_CAP;
  const magnitude: Decimal = { ...d, negative: false };
  let index = UNITS.findIndex(
    (u) => compareDecimals(magnitude, { negative: false, digits: 1n, scale: -u.power }) >= 0,
  );
  if (index === -1) index = UNITS.length - 1;
  let hundredths = hundredthsOf(d, unitAt(index).power);
  if (hundredths >= THOUSAND_HUNDREDTHS && index > 0) {
    index -= 1;
    hundredths = hundredthsOf(d, unitAt(index).power);
  }
  const text = `${fixedText(hundredths, MARKET_CAP_DECIMALS)}${unitAt(index).suffix}`;
  return d.negative && hundredths !== 0n ? `-${text}` : text;
}

function unitAt(index: number): (typeof UNITS)[number] {
  return UNITS[index] ?? { suffix: '', power: 0 };
}

/** A USD market cap: '$1.50M'. */
export function formatUsdMarketCap(value: string | number | bigint): string {
  const text = formatMarketCap(value);
  if (text === UNKNOWN_MARKET_CAP) return text;
  return text.startsWith('-') ? `-$${text.slice(1)}` : `$${text}`;
}
