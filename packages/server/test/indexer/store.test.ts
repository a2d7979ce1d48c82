import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/database.js';
import { migrate } from '../../src/db/migrations.js';
import { deriveLedger } from '../../src/indexer/derive-ledger.js';
import type { ValidatedLedger, ValidatedTx } from '../../src/indexer/ledger-json.js';
import { lastStoredLedger, storeLedger } from '../../src/indexer/store.js';
import {
  openTestPglite,
  openTestPostgres,
  postgresReachable,
  reportPostgresSkipped,
} from '../support/databases.js';
import { accountRoot, address, rippleState, validatedTx } from './meta-builders.js';

const pgAvailable = await postgresReachable();
reportPostgresSkipped('indexer/store', pgAvailable);

const trader = address(11);
const other = address(12);
const issuer = address(13);
const amm = address(14);
const usdIssuer = address(15);
const usdAmm = address(16);
const TOKEN = `ARM:${issuer}`;
const USD = `USD:${usdIssuer}`;
const AMM_ID = { AMMID: 'CD'.repeat(32) };
const T0 = 1_736_942_400; // 2025-01-15T12:00:00Z, a minute boundary

function ledger(index: number, closeTime: number, transactions: ValidatedTx[]): ValidatedLedger {
  return {
    ledgerIndex: index,
    ledgerHash: index.toString(16).toUpperCase().padStart(64, '0'),
    closeTime,
    transactions: transactions.map((tx, i) => ({ ...tx, meta: { ...tx.meta, TransactionIndex: i } })),
  };
}

/** A buy (or sell) against the ARM pool: XRP and tokens move between `who` and the pool. */
function swap(
  who: string,
  xrpDelta: bigint,
  tokens: [string, string],
  pool: [bigint, bigint, string, string],
) {
  return validatedTx({ TransactionType: 'Payment', Account: who, Destination: who }, [
    accountRoot(who, 1_000_000_000n, 1_000_000_000n + xrpDelta - 12n),
    rippleState({
      low: who,
      high: issuer,
      currency: 'ARM',
      before: tokens[0],
      after: tokens[1],
      lowLimit: '1e9',
    }),
    accountRoot(amm, pool[0], pool[1], AMM_ID),
    rippleState({ low: issuer, high: amm, currency: 'ARM', before: `-${pool[2]}`, after: `-${pool[3]}` }),
  ]);
}

const usdPool = validatedTx({ TransactionType: 'Payment', Account: other, Destination: other }, [
  accountRoot(usdAmm, 1_000_000_000n, 2_000_000_000n, AMM_ID),
  rippleState({ low: usdIssuer, high: usdAmm, currency: 'USD', before: '-1000', after: '-2500' }),
]);

const history = [
  ledger(10, T0 + 5, [
    usdPool,
    swap(trader, -10_000_000n, ['0', '100'], [1_000_000_000n, 1_010_000_000n, '10000', '9900']),
  ]),
  ledger(11, T0 + 20, [
    swap(other, -5_000_000n, ['0', '49'], [1_010_000_000n, 1_015_000_000n, '9900', '9851']),
  ]),
  ledger(12, T0 + 70, [
    swap(trader, 4_000_000n, ['100', '60'], [1_015_000_000n, 1_011_000_000n, '9851', '9891']),
  ]),
];

function storeSuite(open: () => Promise<{ db: Database; close(): Promise<void> }>) {
  let db: Database;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ db, close } = await open());
    await migrate(db);
    for (const l of history) await storeLedger(db, deriveLedger(l), { usdTokenId: USD });
  }, 120_000);
  afterAll(() => close());

  it('stores each ledger once: replaying one writes nothing and counts nothing twice', async () => {
    const again = await storeLedger(db, deriveLedger(history[0] as ValidatedLedger), { usdTokenId: USD });
    expect(again.stored).toBe(false);
    expect(await lastStoredLedger(db)).toBe(12);
    const [count] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM trades');
    expect(count?.n).toBe(3);
  });

  it("adds up the trader's XRP spent and sold, and keeps the line's real balance", async () => {
    const rows = await db.query(
      `SELECT classic_address, balance::text AS balance, xrp_spent_drops::text AS spent, xrp_sold_drops::text AS sold,
         buys, sells
       FROM holdings WHERE token_id = $1 ORDER BY balance DESC`,
      [TOKEN],
    );
    expect(rows).toEqual([
      { classic_address: amm, balance: '9891', spent: '0', sold: '0', buys: 0, sells: 0 },
      { classic_address: trader, balance: '60', spent: '10000000', sold: '4000000', buys: 1, sells: 1 },
      { classic_address: other, balance: '49', spent: '5000000', sold: '0', buys: 1, sells: 0 },
    ]);
  });

  it('builds 1-minute candles: open and close in order, high and low, volume of the minute', async () => {
    const rows = await db.query(
      `SELECT bucket::int, open::text, high::text, low::text, close::text, volume_drops::text, trades FROM candles
       WHERE token_id = $1 AND interval = '1m' ORDER BY bucket`,
      [TOKEN],
    );
    expect(rows).toEqual([
      {
        bucket: T0,
        open: '0.1',
        high: '0.1020408163265306',
        low: '0.1',
        close: '0.1020408163265306',
        volume_drops: '15000000',
        trades: 2,
      },
      {
        bucket: T0 + 60,
        open: '0.1',
        high: '0.1',
        low: '0.1',
        close: '0.1',
        volume_drops: '4000000',
        trades: 1,
      },
    ]);
  });

  it('keeps token_data: price from the pool, supply and holders from the lines, USD values through the USD pool', async () => {
    const [row] = await db.query(
      `SELECT ticker, price_in_xrp::text AS price, supply::text AS supply, holders, trustlines,
         volume_24h_drops::text AS v24, marketcap_usd::text AS mcap, liquidity_usd::text AS liq,
         amm_xrp_drops::text AS amm_xrp, amm_token_amount::text AS amm_tokens
       FROM token_data WHERE token_id = $1`,
      [TOKEN],
    );
    // Pool 1011 XRP / 9891 ARM; 1.25 USD per XRP (2500 USD against 2000 XRP).
    expect(row).toMatchObject({
      ticker: 'ARM',
      supply: '10000',
      holders: 3,
      trustlines: 3,
      v24: '19000000',
      amm_xrp: '1011000000',
      amm_tokens: '9891',
      liq: '2527.500000',
    });
    expect(Number(row?.['price'])).toBeCloseTo(1011 / 9891, 12);
    // 10000 ARM × (1011 / 9891) XRP × 1.25 USD, rounded to 6 decimals.
    expect(row?.['mcap']).toBe('1277.676676');
  });
}

describe('indexer storage on PGlite', () => {
  storeSuite(async () => {
    const db = await openTestPglite();
    return { db, close: () => db.close() };
  });
});

describe.skipIf(!pgAvailable)('indexer storage on PostgreSQL', () => {
  storeSuite(async () => {
    const { db, drop } = await openTestPostgres();
    return { db, close: drop };
  });
});
