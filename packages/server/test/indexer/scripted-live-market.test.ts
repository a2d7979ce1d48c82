/**
 * The live token page over the scripted history (scripted-history.ts): a page loaded once and then patched by
 * each `token_update` event, as the web app patches it, must show what a reload shows, and its volumes must
 * stay nested (24 h ≤ 7 d ≤ all time) at every ledger and as time passes. Issue 16: the event carried the 24 h
 * volume but not the 7-day one, and a live page showed Volume 24 h 566.72 above Volume 7 d 556.72.
 */
import {
  addDecimals,
  type Candle,
  compareDecimals,
  type Decimal,
  patchTokenRecord,
  requireDecimal,
  ServerEventSchema,
  TOKEN_UPDATE_FIELDS,
  type TokenDetail,
  type TokenRecord,
  type TokenUpdateEvent,
} from '@horizon/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deriveLedger } from '../../src/indexer/derive-ledger.js';
import { storeLedger } from '../../src/indexer/store.js';
import { tokenUpdateEvent } from '../../src/views/token-update-event.js';
import { refreshActiveTokens } from '../../src/indexer/token-data.js';
import { type MarketApp, StubLedger, openMarketApp } from '../market/market-app.js';
import { TestClock } from '../support/test-app.js';
import { ARM, DAY, NOW, getJson, scriptedLedgers } from './scripted-history.js';

type Fields = Pick<TokenRecord, keyof typeof TOKEN_UPDATE_FIELDS>;
const marketFields = (record: TokenRecord): Fields =>
  Object.fromEntries(Object.keys(TOKEN_UPDATE_FIELDS).map((k) => [k, record[k as keyof Fields]])) as Fields;

interface Step {
  readonly at: string;
  readonly page: Fields;
  readonly reload: Fields;
  readonly allTime: Decimal;
}

let m: MarketApp;
const steps: Step[] = [];
const events: TokenUpdateEvent[] = [];

/** The all-time volume: the sum of the token's daily candles. */
async function allTimeVolume(): Promise<Decimal> {
  const body = await getJson<{ candles: Candle[] }>(m, `/api/tokens/${ARM}/candles?interval=1d&limit=100`);
  return body.candles.reduce((sum, c) => addDecimals(sum, requireDecimal(c.volume_xrp)), requireDecimal('0'));
}

async function step(at: string, page: TokenRecord, updates: Awaited<ReturnType<typeof refreshActiveTokens>>) {
  for (const update of updates.filter((u) => u.token_id === ARM)) {
    const event = tokenUpdateEvent(update);
    events.push(event);
    page = patchTokenRecord(page, event);
  }
  const reload = await getJson<TokenDetail>(m, `/api/tokens/${ARM}`);
  steps.push({ at, page: marketFields(page), reload: marketFields(reload), allTime: await allTimeVolume() });
  return page;
}

beforeAll(async () => {
  m = await openMarketApp({ ledger: new StubLedger(), clock: new TestClock(NOW * 1000) });
  const { early, backfill, late } = scriptedLedgers();
  const [first, ...rest] = [...early, ...backfill, ...late];
  if (!first) throw new Error('empty script');
  await storeLedger(m.db, deriveLedger(first));
  // The page is opened after the first trade and then only hears events.
  let page: TokenRecord = await getJson<TokenDetail>(m, `/api/tokens/${ARM}`);
  for (const ledger of rest) {
    const stored = await storeLedger(m.db, deriveLedger(ledger));
    page = await step(`ledger at ${ledger.closeTime}`, page, stored.tokenUpdates);
  }
  // Time passes without trades: the minute refresh moves the windows.
  for (const later of [NOW, NOW + DAY / 2, NOW + DAY + 3600, NOW + 7 * DAY, NOW + 9 * DAY]) {
    page = await step(`time ${later}`, page, await refreshActiveTokens(m.db, later, undefined));
  }
}, 120_000);

afterAll(() => m?.close());

describe('live market data a trader can trust', () => {
  it('shows on a live page exactly what a reload shows, after every ledger and as time passes', () => {
    for (const s of steps) expect({ at: s.at, ...s.page }).toEqual({ at: s.at, ...s.reload });
  });

  it('keeps the volume windows nested on the live page: 24 h ≤ 7 d ≤ all time', () => {
    for (const s of steps) {
      const [day, week] = [requireDecimal(s.page.volume_24h), requireDecimal(s.page.volume_7d)];
      expect({ at: s.at, dayWithinWeek: compareDecimals(day, week) <= 0 }).toEqual({
        at: s.at,
        dayWithinWeek: true,
      });
      expect({ at: s.at, weekWithinAll: compareDecimals(week, s.allTime) <= 0 }).toEqual({
        at: s.at,
        weekWithinAll: true,
      });
    }
  });

  it('moves both volumes with the second trade: 100 then 160 XRP in each window', () => {
    // Trade 1 (100 XRP, 8 days before now) and trade 2 (60 XRP, a day minus a second later) share a day.
    expect(steps[0]?.page).toMatchObject({ volume_24h: '160', volume_7d: '160' });
    // Nine days on, every trade has left both windows.
    expect(steps.at(-1)?.page).toMatchObject({ volume_24h: '0', volume_7d: '0' });
  });

  it('sends in each token_update every market field the refresh writes, no more', () => {
    const expected = ['token_id', 'type', ...Object.keys(TOKEN_UPDATE_FIELDS)].sort();
    expect(events.length).toBeGreaterThan(10);
    for (const event of events) {
      expect(Object.keys(event).sort()).toEqual(expected);
      expect(ServerEventSchema.safeParse(event).success).toBe(true);
    }
    expect(expected).toEqual([
      'amm_token_amount',
      'amm_trading_fee',
      'amm_xrp_amount',
      'holders',
      'liquidity_usd',
      'marketcap_usd',
      'price_change_24h',
      'price_change_since_first_trade',
      'price_in_xrp',
      'supply',
      'token_id',
      'trustlines',
      'type',
      'updated_at',
      'volume_24h',
      'volume_7d',
    ]);
  });
});
