/**
 * Search ranking over token_data as the launch flow and the indexer write it (exact id, exact ticker, prefix,
 * contains; market cap only within a tier; 10 results at most), and bad GET query parameters of the market
 * routes answered 400 with a detail naming the parameter.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Wallet } from 'xrpl';
import { type MarketApp, startMarketApp } from './market-app.js';

const address = (n: number) => Wallet.fromEntropy(new Uint8Array(16).fill(n)).classicAddress;
const REAL = `RLX:${address(51)}`;
const SPOOF = `SPF:${address(52)}`;
const PREFIX = `PFX:${address(53)}`;
const CONTAINS = `CNT:${address(54)}`;
const capper = address(55);

interface Row {
  readonly id: string;
  readonly name: string;
  readonly ticker: string;
  readonly marketcap: string;
}

// Market caps run against the tiers: a better tier must win however small its market cap.
const ROWS: Row[] = [
  { id: REAL, name: 'Real token', ticker: 'RLX', marketcap: '1' },
  { id: SPOOF, name: 'Spoof', ticker: REAL, marketcap: '1000' },
  { id: PREFIX, name: `${REAL} fan club`, ticker: 'PFX', marketcap: '5000' },
  { id: CONTAINS, name: `Not ${REAL}`, ticker: 'CNT', marketcap: '90000' },
  { id: `MON:${address(56)}`, name: 'Moon', ticker: 'MOON', marketcap: '2' },
  { id: `MNB:${address(57)}`, name: 'Moonbase', ticker: 'MOONB', marketcap: '30' },
  { id: `MNC:${address(58)}`, name: 'Mooncake', ticker: 'MOONC', marketcap: '40' },
  { id: `BLM:${address(59)}`, name: 'Blue Moon', ticker: 'BLM', marketcap: '99999' },
  ...Array.from({ length: 15 }, (_, i) => ({
    id: `C${String(i).padStart(2, '0')}:${capper}`,
    name: `Capped ${i}`,
    ticker: `C${String(i).padStart(2, '0')}`,
    marketcap: String(100 + i),
  })),
];

let m: MarketApp;

const search = async (q: string) => {
  const response = await m.app.inject({ url: `/api/tokens/search?q=${encodeURIComponent(q)}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ results: { type: string; token_id?: string; address?: string }[] }>().results;
};
const ids = (results: { token_id?: string; address?: string }[]) =>
  results.map((r) => r.token_id ?? r.address);

beforeAll(async () => {
  m = await startMarketApp();
  await m.db.query(
    `INSERT INTO token_data (token_id, token_name, ticker, marketcap_usd, created_at, updated_at)
     SELECT id, name, t, mc, now(), now() FROM unnest($1::text[], $2::text[], $3::text[], $4::numeric[]) AS u(id, name, t, mc)`,
    [ROWS.map((r) => r.id), ROWS.map((r) => r.name), ROWS.map((r) => r.ticker), ROWS.map((r) => r.marketcap)],
  );
  await m.search.refresh(m.db);
}, 60_000);

afterAll(() => m.close());

describe('search ranking', () => {
  it('puts the exact id first, then the exact ticker, then prefixes, then contains', async () => {
    expect(ids(await search(REAL))).toEqual([REAL, SPOOF, PREFIX, CONTAINS]);
    expect(ids(await search(REAL.toLowerCase()))).toEqual([REAL, SPOOF, PREFIX, CONTAINS]);
  });

  it('orders by market cap only within a tier: exact ticker, prefixes by market cap, then contains', async () => {
    expect((await search('moon')).map((r) => (r as { ticker?: string }).ticker)).toEqual([
      'MOON',
      'MOONC',
      'MOONB',
      'BLM',
    ]);
  });

  it('answers at most 10 results, the best market caps first; an address takes one of the 10', async () => {
    const capped = await search('capped');
    expect(ids(capped)).toEqual(
      Array.from({ length: 10 }, (_, i) => `C${String(14 - i).padStart(2, '0')}:${capper}`),
    );
    const wallet = await search(capper);
    expect(wallet).toHaveLength(10);
    expect(wallet[0]).toEqual({ type: 'wallet', address: capper });
    expect(ids(wallet.slice(1))).toEqual(ids(capped).slice(0, 9));
  });

  it('refuses an empty or overlong query with a detail', async () => {
    for (const q of ['', '%20%20', 'x'.repeat(101)]) {
      const response = await m.app.inject({ url: `/api/tokens/search?q=${q}` });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ field: 'q', detail: expect.not.stringContaining('q:') });
    }
  });
});

describe('bad GET query parameters', () => {
  const token = encodeURIComponent(REAL);
  // The field named apart from the plain message (never a schema path inside it).
  const cases: [string, string][] = [
    ['/api/tokens?sort=bogus', 'sort'],
    ['/api/tokens?order=sideways', 'order'],
    ['/api/tokens?limit=0', 'limit'],
    ['/api/tokens?limit=101', 'limit'],
    ['/api/tokens?limit=ten', 'limit'],
    ['/api/tokens?offset=-1', 'offset'],
    [`/api/tokens/${token}/candles`, 'interval'],
    [`/api/tokens/${token}/candles?interval=2m`, 'interval'],
    [`/api/tokens/${token}/candles?interval=1m&limit=1001`, 'limit'],
    [`/api/tokens/${token}/candles?interval=1m&from=-5`, 'from'],
    ['/api/tokens/not-a-token/candles?interval=1m', 'token_id'],
    ['/api/leaderboards?period=1y', 'period'],
    ['/api/leaderboards?by=luck', 'by'],
  ];
  it.each(cases)('%s answers 400 with a detail', async (url, field) => {
    const response = await m.app.inject({ url });
    expect(response.statusCode, response.body).toBe(400);
    const body = response.json<{ detail: string; field: string }>();
    expect(body.field).toBe(field);
    expect(body.detail).not.toContain(`${field}:`);
  });
});
