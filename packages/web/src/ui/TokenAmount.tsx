/**
 * A token quantity from the API through core's one number display, with its unit when given: '490.0868 TOK',
 * '12,345.67'; '—' when it is missing. Text only, so the cell around it keeps its own class.
 */
import { type NumberInput, UNKNOWN_NUMBER, formatAmountOf, formatNumber } from '@horizon/core';

export interface TokenAmountProps {
  readonly value: NumberInput | null | undefined;
  /** The ticker or label after the figure; none in a column whose header names the token. */
  readonly unit?: string;
  /** Decimals to show instead of the magnitude's. */
  readonly decimals?: number;
}

export function TokenAmount({ value, unit, decimals }: TokenAmountProps) {
  if (unit !== undefined && decimals === undefined) return <>{formatAmountOf(value, unit)}</>;
  const text = formatNumber(value, decimals === undefined ? {} : { decimals });
  return <>{unit === undefined || text === UNKNOWN_NUMBER ? text : `${text} ${unit}`}</>;
}
