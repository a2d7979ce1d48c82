/**
 * The candlestick chart with volume (lightweight-charts, loaded only when a token page opens). Its
 * attribution logo is off (it injects a <style> and innerHTML, which the CSP refuses) and credited as text.
 */
import { type Candle, type CandleInterval } from '@horizon/core';
import type * as Charts from 'lightweight-charts';
import { useEffect, useRef } from 'react';
import { toChartData } from './chart-data.js';

const COLORS = { up: '#26a69a', down: '#ef5350', text: '#8b94a7', grid: '#1c2230' };

type ChartModule = typeof Charts;

const FEW_CANDLES = 40;
const PRICE_AXIS_MIN_WIDTH = 80;

interface ChartParts {
  readonly chart: Charts.IChartApi;
  readonly price: Charts.ISeriesApi<'Candlestick'>;
  readonly volume: Charts.ISeriesApi<'Histogram'>;
}

function createParts(lib: ChartModule, host: HTMLElement, interval: CandleInterval): ChartParts {
  const chart = lib.createChart(host, {
    autoSize: true,
    layout: {
      background: { type: lib.ColorType.Solid, color: 'transparent' },
      textColor: COLORS.text,
      fontSize: 11,
      attributionLogo: false,
    },
    grid: { vertLines: { color: COLORS.grid }, horzLines: { color: COLORS.grid } },
    // Wide enough for a small token's price labels from the start: the axis does not widen (and shift the
    // pane) when the candles arrive a frame after the empty chart.
    rightPriceScale: { borderColor: COLORS.grid, minimumWidth: PRICE_AXIS_MIN_WIDTH },
    timeScale: {
      borderColor: COLORS.grid,
      timeVisible: interval !== '1d',
      secondsVisible: false,
      // fitContent would stretch a young token's few candles across the whole width.
      maxBarSpacing: 16,
    },
  });
  const price = chart.addSeries(lib.CandlestickSeries, {
    upColor: COLORS.up,
    downColor: COLORS.down,
    wickUpColor: COLORS.up,
    wickDownColor: COLORS.down,
    borderVisible: false,
  });
  const volume = chart.addSeries(lib.HistogramSeries, {
    priceScaleId: '',
    priceFormat: { type: 'volume' },
    // Its last value would be labelled on the price axis, among the prices.
    lastValueVisible: false,
    priceLineVisible: false,
  });
  // Candles in the upper three quarters, volume in the lowest fifth: they never overlap.
  price.priceScale().applyOptions({ scaleMargins: { top: 0.08, bottom: 0.25 } });
  volume.priceScale().applyOptions({ scaleMargins: { top: 0.8, bottom: 0 } });
  return { chart, price, volume };
}

/** Runs `fn` in a task after the browser's next frame. */
function afterNextPaint(fn: () => void): void {
  requestAnimationFrame(() => setTimeout(fn, 0));
}

/** Puts `candles` on the chart; the first time, frames them (later, the view the user chose stays). */
function showCandles(parts: ChartParts, candles: readonly Candle[], first: boolean): void {
  const data = toChartData(candles);
  parts.price.applyOptions({
    priceFormat: { type: 'price', precision: data.precision, minMove: data.minMove },
  });
  parts.price.setData(data.candles);
  parts.volume.setData(
    data.volumes.map((v) => ({ ...v, color: v.up ? `${COLORS.up}80` : `${COLORS.down}80` })),
  );
  if (!first) return;
  parts.chart.timeScale().fitContent();
  // Few candles (capped in width) would sit under the price axis: leave a few bars of room on the right.
  if (data.candles.length < FEW_CANDLES) parts.chart.timeScale().scrollToPosition(3, false);
}

/**
 * One chart per interval, built when the library has loaded; new candles (a live trade) update its series
 * instead of building the chart again.
 */
export function PriceChart({ candles, interval }: { candles: readonly Candle[]; interval: CandleInterval }) {
  const host = useRef<HTMLDivElement>(null);
  const parts = useRef<ChartParts | null>(null);
  const latest = useRef(candles);
  latest.current = candles;

  useEffect(() => {
    let disposed = false;
    void import('lightweight-charts').then((lib: ChartModule) => {
      if (disposed || !host.current) return;
      parts.current = createParts(lib, host.current, interval);
      // The empty chart (canvases, axes, grid) paints in the next frame and the candles in a later one: two
      // tasks a phone can fit between frames, where one first paint of everything blocked it for long.
      afterNextPaint(() => {
        if (!disposed && parts.current) showCandles(parts.current, latest.current, true);
      });
    });
    return () => {
      disposed = true;
      parts.current?.chart.remove();
      parts.current = null;
    };
  }, [interval]);

  useEffect(() => {
    if (parts.current) showCandles(parts.current, candles, false);
  }, [candles]);

  return <div className="chart" ref={host} />;
}
