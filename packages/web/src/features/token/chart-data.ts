/**
 * Candles from the API (exact decimal strings) to the chart library's numbers. The chart only draws,
 * so floats are fine here; nothing computed from them is shown as an amount.
 */
import type { Candle } from '@horizon/core';
import type { UTCTimestamp } from 'lightweight-charts';

export interface ChartData {
  readonly candles: { time: UTCTimestamp; open: number; high: number; low: number; close: number }[];
  readonly volumes: { time: UTCTimestamp; value: number; up: boolean }[];
  /** Decimals the price axis needs to show 4 significant digits of the smallest price. */
  readonly precision: number;
  readonly minMove: number;
}

export function toChartData(candles: readonly Candle[]): ChartData {
  const sorted = [...candles].sort((a, b) => a.time - b.time);
  const unique = sorted.filter((c, i) => i === 0 || c.time !== sorted[i - 1]?.time);
  const rows = unique.map((c) => ({
    time: c.time as UTCTimestamp,
    open: Number(c.open),
    high: Number(c.high),
    low: Number(c.low),
    close: Number(c.close),
  }));
  const smallest = Math.min(...rows.map((r) => r.low).filter((v) => v > 0), Infinity);
  const precision = Number.isFinite(smallest)
    ? Math.min(Math.max(3 - Math.floor(Math.log10(smallest)), 2), 15)
    : 4;
  return {
    candles: rows,
    volumes: unique.map((c, i) => ({
      time: c.time as UTCTimestamp,
      value: Number(c.volume_xrp),
      up: (rows[i]?.close ?? 0) >= (rows[i]?.open ?? 0),
    })),
    precision,
    minMove: Number(`1e-${precision}`),
  };
}
