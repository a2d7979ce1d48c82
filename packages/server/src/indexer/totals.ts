/**
 * Per wallet and token totals (spec §4 "Optimistic balance update"): XRP spent on buys, XRP received from
 * sells (PnL itself is at average cost: cost-basis.ts, core/pnl). And OHLCV candles folded from trades.
 */
import type { CandleInterval } from '@horizon/core';
import { type Decimal, compareDecimals } from '@horizon/core';

export interface TradeLike {
  readonly account: string;
  readonly tokenId: string;
  readonly side: 'buy' | 'sell';
  readonly xrpDrops: bigint;
  readonly tokenAmount: Decimal;
}

export interface Totals {
  spentDrops: bigint;
  soldDrops: bigint;
  buys: number;
  sells: number;
}

export const emptyTotals = (): Totals => ({ spentDrops: 0n, soldDrops: 0n, buys: 0, sells: 0 });

export function addTrade(totals: Totals, trade: TradeLike): void {
  if (trade.side === 'buy') {
    totals.spentDrops += trade.xrpDrops;
    totals.buys += 1;
  } else {
    totals.soldDrops += trade.xrpDrops;
    totals.sells += 1;
  }
}

/** Totals per "account|token" key, in first-seen order. */
export function foldTotals(trades: Iterable<TradeLike>): Map<string, Totals> {
  const byKey = new Map<string, Totals>();
  for (const trade of trades) {
    const key = `${trade.account}|${trade.tokenId}`;
    let totals = byKey.get(key);
    if (!totals) byKey.set(key, (totals = emptyTotals()));
    addTrade(totals, trade);
  }
  return byKey;
}

export const CANDLE_SECONDS: Readonly<Record<CandleInterval, number>> = {
  '1m': 60,
  '5m': 300,
  '1h': 3600,
  '1d': 86_400,
};

export interface CandleDelta {
  readonly tokenId: string;
  readonly interval: CandleInterval;
  /** Start of the interval, Unix seconds. */
  readonly bucket: number;
  open: Decimal;
  high: Decimal;
  low: Decimal;
  close: Decimal;
  volumeDrops: bigint;
  trades: number;
}

export interface PricedTrade {
  readonly tokenId: string;
  readonly executedAt: number;
  readonly priceInXrp: Decimal;
  readonly xrpDrops: bigint;
}

/** Candles of every interval for trades in time order; a later batch merges in (open kept, close replaced). */
export function foldCandles(trades: Iterable<PricedTrade>): Map<string, CandleDelta> {
  const candles = new Map<string, CandleDelta>();
  for (const trade of trades) {
    for (const [interval, seconds] of Object.entries(CANDLE_SECONDS) as [CandleInterval, number][]) {
      const bucket = Math.floor(trade.executedAt / seconds) * seconds;
      const key = `${trade.tokenId}|${interval}|${bucket}`;
      const price = trade.priceInXrp;
      const candle = candles.get(key);
      if (!candle) {
        candles.set(key, {
          tokenId: trade.tokenId,
          interval,
          bucket,
          open: price,
          high: price,
          low: price,
          close: price,
          volumeDrops: trade.xrpDrops,
          trades: 1,
        });
        continue;
      }
      if (compareDecimals(price, candle.high) > 0) candle.high = price;
      if (compareDecimals(price, candle.low) < 0) candle.low = price;
      candle.close = price;
      candle.volumeDrops += trade.xrpDrops;
      candle.trades += 1;
    }
  }
  return candles;
}
