/**
 * A percentage from the API (the contract's one shape: a number in percent) through core's formatter, two
 * decimals: '66.67%', '<0.01%'; `signed` for a change or a PnL: '+66.67%', '-3.00%', '0.00%'. '—' when missing.
 */
import { type NumberInput, formatPercent, formatSignedPercent } from '@horizon/core';

export interface PercentProps {
  readonly value: NumberInput | null | undefined;
  readonly signed?: boolean;
}

export function Percent({ value, signed = false }: PercentProps) {
  return <>{signed ? formatSignedPercent(value) : formatPercent(value)}</>;
}
