/**
 * Candles of the scripted history (scripted-history.ts) served by GET /api/tokens/{id}/candles: every 5-minute,
 * hourly and daily candle, each price and volume worked out by hand from the script's table.
 */
import type { Candle } from '@horizon/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ARM,
  BLD,
  DAY,
  HOUR,
  NOW,
  type ScriptedMarket,
  getJson,
  openScriptedMarket,
} from './scripted-history.js';

let s: ScriptedMarket;

beforeAll(async () => {
  s = await openScriptedMarket();
}, 60_000);

afterAll(() => s?.m.close());

type Row = [
  time: number,
  open: string,
  high: string,
  low: string,
  close: string,
  xrp: string,
  trades: number,
];

async function candles(tokenId: string, query: string): Promise<Row[]> {
  const body = await getJson<{ candles: Candle[] }>(s.m, `/api/tokens/${tokenId}/candles?${query}`);
  return body.candles.map((c) => [c.time, c.open, c.high, c.low, c.close, c.volume_xrp, c.trades]);
}

describe('candles of a scripted history', () => {
  it('cuts 5-minute candles at the boundary: 10:04:59 and 10:05:00 fall in different candles', async () => {
    expect(await candles(ARM, 'interval=5m')).toEqual([
      [NOW - 8 * DAY, '0.1', '0.1', '0.1', '0.1', '100', 1],
      [NOW - 7 * DAY - 300, '0.12', '0.12', '0.12', '0.12', '60', 1],
      [NOW - 7 * DAY, '0.15', '0.15', '0.15', '0.15', '30', 1],
      [NOW - 7 * DAY + HOUR, '0.16', '0.16', '0.16', '0.16', '40', 1],
      [NOW - DAY - 300, '0.2', '0.2', '0.2', '0.2', '25', 1],
      [NOW - DAY, '0.18', '0.18', '0.18', '0.18', '18', 1],
      [NOW - DAY + 300, '0.225', '0.225', '0.225', '0.225', '45', 1],
      // Trades 8 and 9 in one ledger: open is the first transaction, close the second.
      [NOW - 2 * HOUR, '0.25', '0.275', '0.25', '0.275', '32', 2],
      [NOW - 2 * HOUR + 300, '0.24', '0.24', '0.24', '0.24', '12', 1],
      [NOW - HOUR - 300, '0.28', '0.28', '0.28', '0.28', '35', 1],
      // Erin's side of trade 13 is a maker's: the taker's trade alone is counted.
      [NOW - HOUR, '0.25', '0.3', '0.24', '0.24', '30', 3],
    ]);
  });

  it('cuts hourly candles at the hour: 10:59:59 and 11:00:00 fall in different candles', async () => {
    expect(await candles(ARM, 'interval=1h')).toEqual([
      [NOW - 8 * DAY, '0.1', '0.1', '0.1', '0.1', '100', 1],
      [NOW - 7 * DAY - HOUR, '0.12', '0.12', '0.12', '0.12', '60', 1],
      [NOW - 7 * DAY, '0.15', '0.15', '0.15', '0.15', '30', 1],
      [NOW - 7 * DAY + HOUR, '0.16', '0.16', '0.16', '0.16', '40', 1],
      [NOW - DAY - HOUR, '0.2', '0.2', '0.2', '0.2', '25', 1],
      [NOW - DAY, '0.18', '0.225', '0.18', '0.225', '63', 2],
      // Trades 8–11, three of them stored as one backfilled batch: the low (0.24) is in the middle.
      [NOW - 2 * HOUR, '0.25', '0.28', '0.24', '0.28', '79', 4],
      [NOW - HOUR, '0.25', '0.3', '0.24', '0.24', '30', 3],
    ]);
  });

  it('builds daily candles from midnight UTC to midnight', async () => {
    expect(await candles(ARM, 'interval=1d')).toEqual([
      [NOW - 8 * DAY - 12 * HOUR, '0.1', '0.1', '0.1', '0.1', '100', 1],
      [NOW - 7 * DAY - 12 * HOUR, '0.12', '0.16', '0.12', '0.16', '130', 3],
      [NOW - DAY - 12 * HOUR, '0.2', '0.225', '0.18', '0.225', '88', 3],
      [NOW - 12 * HOUR, '0.25', '0.3', '0.24', '0.24', '109', 7],
    ]);
  });

  it("keeps each token's candles apart", async () => {
    expect(await candles(BLD, 'interval=1h')).toEqual([[NOW - HOUR, '0.2', '0.2', '0.2', '0.2', '20', 1]]);
    expect(await candles(BLD, 'interval=1d')).toEqual([
      [NOW - 12 * HOUR, '0.2', '0.2', '0.2', '0.2', '20', 1],
    ]);
  });

  it('serves a range of buckets, bounds included, and the newest ones when limited', async () => {
    const range = `interval=1h&from=${NOW - DAY}&to=${NOW - 2 * HOUR}`;
    expect((await candles(ARM, range)).map((c) => c[0])).toEqual([NOW - DAY, NOW - 2 * HOUR]);
    expect((await candles(ARM, 'interval=5m&limit=2')).map((c) => c[0])).toEqual([
      NOW - HOUR - 300,
      NOW - HOUR,
    ]);
  });
});
