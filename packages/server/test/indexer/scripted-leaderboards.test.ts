/**
 * Leaderboards and token volumes of the scripted history (scripted-history.ts), through the real routes, for
 * every period and measure: sums worked out by hand from the script's table, trades at the windows' edges.
 */
import type { LeaderboardEntry, TokenDetail } from '@horizon/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshActiveTokens } from '../../src/indexer/token-data.js';
import {
  ARM,
  BLD,
  DAY,
  HOUR,
  NOW,
  type ScriptedMarket,
  alice,
  bob,
  carol,
  dave,
  erin,
  getJson,
  openScriptedMarket,
} from './scripted-history.js';

let s: ScriptedMarket;

beforeAll(async () => {
  s = await openScriptedMarket();
}, 60_000);

afterAll(() => s?.m.close());

async function board(period: string, by: string): Promise<[string, string, string, number][]> {
  const body = await getJson<{ period: string; by: string; entries: LeaderboardEntry[] }>(
    s.m,
    `/api/leaderboards?period=${period}&by=${by}`,
  );
  expect([body.period, body.by]).toEqual([period, by]);
  expect(body.entries.map((e) => e.rank)).toEqual(body.entries.map((_, i) => i + 1));
  return body.entries.map((e) => [e.classic_address, e.pnl_xrp, e.volume_xrp, e.trades]);
}

// Per wallet [PnL, volume = spent + sold, trades], in XRP, worked out by hand from the script. PnL at average
// cost: what sells realized (proceeds − average cost × sold, to the drop, half up) plus what the tokens held are
// worth at the price now (ARM's pool: 1170 XRP / 8519 ARM; BLD's: 520 / 2400), cut to the drop, minus their cost.
//   alice: 1000 for 100; sells 250 for 40 (cost 25: +15); buys 80 for 22 (97 for 830); sells 50 for 12 (cost
//          5.843373: +6.156627); sells 25 for 6 (cost 2.921687: +3.078313); holds 755 costing 88.23494, worth
//          103.691747: +15.456807.
//   bob:   500 for 60; sells 100 for 18 (cost 12: +6); buys 125 for 35; holds 525 costing 83, worth 72.103533.
//   carol: 200 for 30, sold all for 45 (+15); 36 ARM for 9, worth 4.944242; 100 BLD for 20, worth 21.666666.
//   dave:  215 for 50, worth 29.528113.
//   erin:  500 held before the script (no cost known); sells 50 for 15 (+15); 450 left worth 61.803028.
// A period counts what sells realized in it plus the unrealized PnL now of the positions traded in it.
const DAY_TOTALS = {
  alice: [alice, '24.691747', '40', 3], // +6.156627 +3.078313 +15.456807
  bob: [bob, '-4.896467', '53', 2], // +6 −10.896467
  carol: [carol, '12.610908', '74', 3], // +15 −4.055758 +1.666666 (BLD)
  dave: [dave, '-20.471887', '25', 2],
  erin: [erin, '76.803028', '15', 1], // maker: +15 +61.803028
} as const;
// 7 d (trades 3–15; trade 3 on the edge counts, trade 2 one second before does not).
const WEEK_TOTALS = {
  alice: [alice, '39.691747', '80', 4], // +15 +6.156627 +3.078313 +15.456807
  bob: [bob, '-4.896467', '53', 2],
  carol: [carol, '12.610908', '104', 4],
  dave: [dave, '-20.471887', '50', 3],
  erin: [erin, '76.803028', '15', 1],
} as const;
// All time (trades 1–15).
const ALL_TOTALS = {
  alice: [alice, '39.691747', '180', 5],
  bob: [bob, '-4.896467', '113', 3],
  carol: [carol, '12.610908', '104', 4],
  dave: [dave, '-20.471887', '50', 3],
  erin: [erin, '76.803028', '15', 1],
} as const;

describe('leaderboards of a scripted history, now = Jan 15 12:00 UTC', () => {
  it('24 h by PnL and by volume', async () => {
    const t = DAY_TOTALS;
    expect(await board('24h', 'pnl')).toEqual([t.erin, t.alice, t.carol, t.bob, t.dave]);
    expect(await board('24h', 'volume')).toEqual([t.carol, t.bob, t.alice, t.dave, t.erin]);
  });

  it('7 d by PnL and by volume', async () => {
    const t = WEEK_TOTALS;
    expect(await board('7d', 'pnl')).toEqual([t.erin, t.alice, t.carol, t.bob, t.dave]);
    expect(await board('7d', 'volume')).toEqual([t.carol, t.alice, t.bob, t.dave, t.erin]);
  });

  it('all time by PnL and by volume', async () => {
    const t = ALL_TOTALS;
    expect(await board('all', 'pnl')).toEqual([t.erin, t.alice, t.carol, t.bob, t.dave]);
    expect(await board('all', 'volume')).toEqual([t.alice, t.bob, t.carol, t.dave, t.erin]);
  });

  it('lets the edge trades leave the windows one second later', async () => {
    s.clock.advance(1000);
    try {
      // Trade 6 (bob sells 18, +6) leaves the 24 h board; trade 3 (carol buys 30) leaves the 7 d one: a buy
      // realized nothing, and carol's position is still traded in the week, so only her volume moves.
      expect(await board('24h', 'volume')).toEqual([
        DAY_TOTALS.carol,
        DAY_TOTALS.alice,
        [bob, '-10.896467', '35', 1],
        DAY_TOTALS.dave,
        DAY_TOTALS.erin,
      ]);
      expect(await board('7d', 'pnl')).toEqual([
        WEEK_TOTALS.erin,
        WEEK_TOTALS.alice,
        [carol, '12.610908', '74', 3],
        WEEK_TOTALS.bob,
        WEEK_TOTALS.dave,
      ]);
      const t = ALL_TOTALS;
      expect(await board('all', 'pnl')).toEqual([t.erin, t.alice, t.carol, t.bob, t.dave]);
    } finally {
      s.clock.advance(-1000);
    }
  });
});

async function volumes(tokenId: string) {
  const t = await getJson<TokenDetail>(s.m, `/api/tokens/${tokenId}`);
  return { v24: t.volume_24h, v7: t.volume_7d };
}

describe('24 h and 7 d volume in token_data (takers only, by 5-minute and hourly buckets starting in the window)', () => {
  it('is stored as of the last ledger that touched the token, with supply and holders', async () => {
    // As of 11:04:00 (trade 14): trades 5–14 in the 24 h buckets, 3–14 in the 7 d ones (trade 2's hour
    // starts at 11:00, before the edge). 24 h: 25 + 18 + 45 + (10 + 22 + 12 + 35 + 9 + 15 + 6) = 197;
    // 7 d: 30 + 40 + 197 = 267. BLD's trade is its own.
    expect(await volumes(ARM)).toEqual({ v24: '197', v7: '267' });
    expect(await volumes(BLD)).toEqual({ v24: '20', v7: '20' });
    const arm = await getJson<TokenDetail>(s.m, `/api/tokens/${ARM}`);
    // 755 + 525 + 36 + 215 (traders) + 450 (erin) + 8519 (the pool).
    expect([arm.supply, arm.holders]).toEqual(['10500', 6]);
  });

  it('moves with time: an edge bucket is out, and trades leave as their bucket passes the edge', async () => {
    const at = async (seconds: number) => {
      await refreshActiveTokens(s.m.db, seconds, undefined);
      return volumes(ARM);
    };
    // Now: trade 6's bucket starts exactly on the 24 h edge (out), trade 3's hour on the 7 d edge (out).
    expect(await at(NOW)).toEqual({ v24: '154', v7: '237' }); // 45 + 109; 40 + 25 + 63 + 109
    expect(await at(NOW + 299)).toEqual({ v24: '154', v7: '237' });
    expect(await at(NOW + 300)).toEqual({ v24: '109', v7: '237' }); // trade 7 out
    expect(await at(NOW + HOUR)).toEqual({ v24: '109', v7: '197' }); // trade 4 out
    // At 10:05 the next day, trades 8–10 are out of the 24 h: 35 + 9 + 15 + 6.
    expect(await at(NOW + DAY - 2 * HOUR + 300)).toEqual({ v24: '65', v7: '197' });
    expect(await at(NOW + 8 * DAY)).toEqual({ v24: '0', v7: '0' });
  });
});
