/**
 * price_change_24h from a scripted history of pool trades: the last taker price against the last one at or
 * before 24 h ago, exact to the hundredth (half away from zero); a token younger than a day against its first
 * trade, marked so; sortable.
 */
import type { ServerEvent } from '@horizon/core';
import { IssuedValue } from '@horizon/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deriveLedger } from '../../src/indexer/derive-ledger.js';
import type { ValidatedTx } from '../../src/indexer/ledger-json.js';
import { storeLedger } from '../../src/indexer/store.js';
import { refreshActiveTokens } from '../../src/indexer/token-data.js';
import { accountRoot, address, rippleState, validatedTx } from '../indexer/meta-builders.js';
import { type MarketApp, NOW_MS, startMarketApp } from './market-app.js';

const HOUR = 3600;
const NOW = NOW_MS / 1000;
const trader = address(61);

interface Token {
  readonly id: string;
  readonly currency: string;
  readonly issuer: string;
  readonly amm: string;
  pool: { drops: bigint; tokens: IssuedValue };
  held: IssuedValue;
}

function token(currency: string, n: number): Token {
  const issuer = address(n);
  const pool = { drops: 1_000_000_000_000n, tokens: IssuedValue.fromString('1000000000') };
  return { id: `${currency}:${issuer}`, currency, issuer, amm: address(n + 1), pool, held: IssuedValue.zero };
}

/** The trader buys (`drops` > 0) or sells (`drops` < 0) through the token's pool at xrp/tokens. */
function poolTrade(t: Token, drops: bigint, tokens: string): ValidatedTx {
  const amount = IssuedValue.fromString(tokens);
  const [held, pooled] = [t.held, t.pool.tokens];
  const bought = drops > 0n;
  t.held = bought ? held.add(amount) : held.sub(amount);
  t.pool = { drops: t.pool.drops + drops, tokens: bought ? pooled.sub(amount) : pooled.add(amount) };
  const line = (who: string, before: IssuedValue, after: IssuedValue, sign: '' | '-') =>
    rippleState({
      low: sign ? t.issuer : who,
      high: sign ? who : t.issuer,
      currency: t.currency,
      before: before.isZero() ? '0' : `${sign}${before.toString()}`,
      after: `${sign}${after.toString()}`,
      ...(sign ? {} : { lowLimit: '1e12' }),
    });
  return validatedTx({ TransactionType: 'Payment', Account: trader, Destination: trader }, [
    accountRoot(trader, 1_000_000_000_000n, 1_000_000_000_000n - drops - 12n),
    line(trader, held, t.held, ''),
    accountRoot(t.amm, t.pool.drops - drops, t.pool.drops, { AMMID: t.currency.repeat(22).slice(0, 64) }),
    line(t.amm, pooled, t.pool.tokens, '-'),
  ]);
}

let m: MarketApp;
let flatUpdate: ServerEvent;
const timeUpdates: string[] = [];
let ledgerIndex = 100;
const [steady, boundary, halfUp, halfDown, fresh, flat] = [
  token('STD', 70),
  token('BND', 72),
  token('HUP', 74),
  token('HDN', 76),
  token('FRS', 78),
  token('FLT', 80),
];

async function at(seconds: number, ...txs: ValidatedTx[]): Promise<void> {
  const transactions = txs.map((tx, n) => ({ ...tx, meta: { ...tx.meta, TransactionIndex: n } }));
  await storeLedger(
    m.db,
    deriveLedger({
      ledgerIndex: ledgerIndex++,
      ledgerHash: 'C'.repeat(64),
      closeTime: seconds,
      transactions,
    }),
  );
}

const record = async (id: string) => (await m.app.inject({ url: `/api/tokens/${id}` })).json();

beforeAll(async () => {
  m = await startMarketApp();
  await at(NOW - 30 * HOUR, poolTrade(steady, 10_000_000n, '100'), poolTrade(flat, 5_000_000n, '50'));
  await at(NOW - 25 * HOUR, poolTrade(halfUp, 20_000_000n, '100'), poolTrade(halfDown, 20_000_000n, '100'));
  // Exactly 24 h before NOW still counts as "24 h ago"; a second later does not.
  await at(NOW - 24 * HOUR, poolTrade(steady, 12_000_000n, '100'), poolTrade(boundary, 20_000_000n, '100'));
  await at(NOW - 24 * HOUR + 1, poolTrade(boundary, 30_000_000n, '100'));
  await at(NOW - 23 * HOUR, poolTrade(steady, 13_000_000n, '100'), poolTrade(fresh, 1_000_000n, '10'));
  await at(
    NOW,
    poolTrade(steady, -4_000_000n, '30'),
    poolTrade(boundary, 25_000_000n, '100'),
    // 0.2 → 0.20001 and 0.2 → 0.19999: exactly ±0.005 %, rounded away from zero.
    poolTrade(halfUp, 20_001n, '0.1'),
    poolTrade(halfDown, -19_999n, '0.1'),
    poolTrade(fresh, 2_000_000n, '10'),
  );
  // FLT last traded 30 h ago: only the passing of time moves its change, at the next ledger close.
  m.events.subscribe((e) => e.type === 'token_update' && timeUpdates.push(e.token_id));
  const refreshed = new Promise<ServerEvent>((resolve) =>
    m.events.subscribe((e) => e.type === 'token_update' && e.token_id === flat.id && resolve(e)),
  );
  m.events.emit({
    type: 'ledger',
    ledger_index: ledgerIndex,
    ledger_hash: 'D'.repeat(64),
    close_time: new Date(NOW_MS).toISOString(),
    txn_count: 0,
  });
  flatUpdate = await refreshed;
}, 60_000);

afterAll(() => m.close());

describe('price_change_24h', () => {
  it('compares the last price with the last one at or before 24 h ago, to the hundredth', async () => {
    // 4 XRP for 30 tokens (0.1333333333333333) against 0.12: +11.111…%.
    expect((await record(steady.id)).price_change_24h).toBe(11.11);
    // 0.25 against 0.2 (the trade at exactly NOW − 24 h), not against 0.3 one second later: +25%.
    expect((await record(boundary.id)).price_change_24h).toBe(25);
  });

  it('rounds half away from zero, exactly', async () => {
    expect((await record(halfUp.id)).price_change_24h).toBe(0.01);
    expect((await record(halfDown.id)).price_change_24h).toBe(-0.01);
  });

  it('is taken since the first trade for a token younger than a day, and says so', async () => {
    // Issue 16: every demo token is younger than a day, and each showed '—' however far its price moved.
    // FRS first traded 23 h ago at 0.1 and last at 0.2: +100%.
    expect(await record(fresh.id)).toMatchObject({
      price_change_24h: 100,
      price_change_since_first_trade: true,
    });
    expect(await record(steady.id)).toMatchObject({ price_change_since_first_trade: false });
  });

  it('is 0 once a day passed without a trade', async () => {
    expect((await record(flat.id)).price_change_24h).toBe(0);
    // The live table hears of it in the token's update event.
    expect(flatUpdate).toMatchObject({ type: 'token_update', price_change_24h: 0 });
  });

  it('is recomputed with time only where it changed: no update for the tokens already current', async () => {
    expect(timeUpdates).toEqual([flat.id]);
    expect(await refreshActiveTokens(m.db, NOW, undefined)).toEqual([]);
  });

  it('sorts the live-markets list by it both ways', async () => {
    const order = async (dir: string) =>
      (await m.app.inject({ url: `/api/tokens?sort=price_change_24h&order=${dir}` }))
        .json()
        .tokens.map((t: { ticker: string; price_change_24h: number | null }) => [
          t.ticker,
          t.price_change_24h,
        ]);
    expect(await order('desc')).toEqual([
      ['FRS', 100],
      ['BND', 25],
      ['STD', 11.11],
      ['HUP', 0.01],
      ['FLT', 0],
      ['HDN', -0.01],
    ]);
    expect(await order('asc')).toEqual([
      ['HDN', -0.01],
      ['FLT', 0],
      ['HUP', 0.01],
      ['STD', 11.11],
      ['BND', 25],
      ['FRS', 100],
    ]);
  });
});
