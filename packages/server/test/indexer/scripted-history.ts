/**
 * One scripted trading history over eight days, stored through the real store into a database that the real
 * market routes read. The expected candles, volumes and leaderboards in the tests are worked out by hand from
 * the table below, not from the code under test.
 */
import { deriveLedger } from '../../src/indexer/derive-ledger.js';
import { storeLedger, storeLedgers } from '../../src/indexer/store.js';
import { type MarketApp, StubLedger, openMarketApp } from '../market/market-app.js';
import { TestClock } from '../support/test-app.js';
import { address } from './meta-builders.js';
import { type ScriptTrade, TradingScript } from './trading-script.js';

export const alice = address(41);
export const bob = address(42);
export const carol = address(43);
export const dave = address(44);
/** Sells from a resting offer: a maker, in the leaderboards but not in candles or volume. */
export const erin = address(45);
const issuer = address(46);
const amm = address(47);
const bldIssuer = address(48);
const bldAmm = address(49);
export const ARM = `ARM:${issuer}`;
export const BLD = `BLD:${bldIssuer}`;

/** 2025-01-15T12:00:00Z: "now" for the leaderboards and the volume windows. */
export const NOW = 1_736_942_400;
export const DAY = 86_400;
export const HOUR = 3_600;

const arm = (
  who: string,
  side: 'buy' | 'sell',
  xrp: bigint,
  tokens: bigint,
  maker?: string,
): ScriptTrade => ({
  who,
  side,
  xrp,
  tokens,
  currency: 'ARM',
  ...(maker ? { maker } : {}),
});

/**
 *  #   time (UTC)           who    side  XRP  ARM  price
 *  1   Jan 07 12:00:00      alice  buy   100  1000 0.1     8 days before now: all time only
 *  2   Jan 08 11:59:59      bob    buy    60  500  0.12    one second before the 7-day window
 *  3   Jan 08 12:00:00      carol  buy    30  200  0.15    exactly 7 days before now
 *  4   Jan 08 13:00:00      alice  sell   40  250  0.16
 *  5   Jan 14 11:59:59      dave   buy    25  125  0.2     one second before the 24-hour window
 *  6   Jan 14 12:00:00      bob    sell   18  100  0.18    exactly 24 hours before now
 *  7   Jan 14 12:05:00      carol  sell   45  200  0.225
 *  8   Jan 15 10:04:59      dave   buy    10  40   0.25    same ledger as 9
 *  9   Jan 15 10:04:59      alice  buy    22  80   0.275
 * 10   Jan 15 10:05:00      alice  sell   12  50   0.24    first second of the next 5-minute bucket
 * 11   Jan 15 10:59:59      bob    buy    35  125  0.28
 * 12   Jan 15 11:00:00      carol  buy     9  36   0.25    first second of the next hour
 * 13   Jan 15 11:02:30      dave   buy    15  50   0.3     from erin's offer (erin sells as maker)
 * 14   Jan 15 11:04:00      alice  sell    6  25   0.24
 * 15   Jan 15 11:30:00      carol  buy    20  100  0.2     of BLD, another token
 */
export function scriptedLedgers() {
  const script = new TradingScript({
    ARM: { issuer, amm, poolXrp: 1_000n, poolTokens: 10_000n },
    BLD: { issuer: bldIssuer, amm: bldAmm, poolXrp: 500n, poolTokens: 2_500n },
  }).holds(erin, 'ARM', 500n);
  const at = (time: number, ...trades: ScriptTrade[]) => script.ledger(time, trades);
  return {
    /** Stored one by one, as the follower stores live ledgers. */
    early: [
      at(NOW - 8 * DAY, arm(alice, 'buy', 100n, 1000n)),
      at(NOW - 7 * DAY - 1, arm(bob, 'buy', 60n, 500n)),
      at(NOW - 7 * DAY, arm(carol, 'buy', 30n, 200n)),
      at(NOW - 7 * DAY + HOUR, arm(alice, 'sell', 40n, 250n)),
      at(NOW - DAY - 1, arm(dave, 'buy', 25n, 125n)),
      at(NOW - DAY, arm(bob, 'sell', 18n, 100n)),
      at(NOW - DAY + 300, arm(carol, 'sell', 45n, 200n)),
    ],
    /** Stored as one batch, as a backfill stores them. */
    backfill: [
      at(NOW - 2 * HOUR + 299, arm(dave, 'buy', 10n, 40n), arm(alice, 'buy', 22n, 80n)),
      at(NOW - 2 * HOUR + 300, arm(alice, 'sell', 12n, 50n)),
      at(NOW - HOUR - 1, arm(bob, 'buy', 35n, 125n)),
    ],
    late: [
      at(NOW - HOUR, arm(carol, 'buy', 9n, 36n)),
      at(NOW - HOUR + 150, arm(dave, 'buy', 15n, 50n, erin)),
      at(NOW - HOUR + 240, arm(alice, 'sell', 6n, 25n)),
      at(NOW - 1800, { who: carol, side: 'buy', xrp: 20n, tokens: 100n, currency: 'BLD' }),
    ],
  };
}

export interface ScriptedMarket {
  readonly m: MarketApp;
  /** The routes' clock, at NOW; tests move it. */
  readonly clock: TestClock;
}

/** The market routes over a fresh database holding the whole script. */
export async function openScriptedMarket(): Promise<ScriptedMarket> {
  const clock = new TestClock(NOW * 1000);
  const m = await openMarketApp({ ledger: new StubLedger(), clock });
  const { early, backfill, late } = scriptedLedgers();
  for (const ledger of early) await storeLedger(m.db, deriveLedger(ledger));
  await storeLedgers(
    m.db,
    backfill.map((ledger) => deriveLedger(ledger)),
  );
  for (const ledger of late) await storeLedger(m.db, deriveLedger(ledger));
  return { m, clock };
}

/** GET a market route and answer its JSON body (200 expected). */
export async function getJson<T>(m: MarketApp, url: string): Promise<T> {
  const response = await m.app.inject({ url });
  if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
  return response.json<T>();
}
