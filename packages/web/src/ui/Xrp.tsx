/**
 * An XRP amount from the API through core's one number display, with its unit: '1,234.5 XRP', '28.999988 XRP'
 * with `decimals` 6 (a balance to the drop); `unit={false}` in a column whose header already says XRP. '—'
 * alone when it is missing. Text only, so the cell around it keeps its own class and colour.
 */
import { type NumberInput, UNKNOWN_NUMBER, formatNumber } from '@horizon/core';

export interface XrpProps {
  /** XRP as decimal text ('1.5'), never drops. */
  readonly value: NumberInput | null | undefined;
  /** Decimals to show instead of the magnitude's. */
  readonly decimals?: number;
  /** Show ' XRP' after the figure (default). */
  readonly unit?: boolean;
}

/** The text an <Xrp> shows, for the places that need a string (a title, an announcement). */
export function xrpText(value: NumberInput | null | undefined, decimals?: number, unit = true): string {
  const text = formatNumber(value, decimals === undefined ? {} : { decimals });
  return text === UNKNOWN_NUMBER || !unit ? text : `${text} XRP`;
}

export function Xrp({ value, decimals, unit = true }: XrpProps) {
  return <>{xrpText(value, decimals, unit)}</>;
}
