import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requireDecimal } from '@horizon/core';
import { deriveLedger } from '../../src/indexer/derive-ledger.js';
import type { ValidatedTx } from '../../src/indexer/ledger-json.js';
import { storeLedger } from '../../src/indexer/store.js';
import { lpTokenIdOf } from '../../src/market/amm-reads.js';
import { accountRoot, address, ammNode, rippleState, validatedTx } from '../indexer/meta-builders.js';
import { type MarketApp, startMarketApp } from './market-app.js';

const trader = address(31);
const other = address(32);
const issuer = address(33);
const amm = address(34);
const quoteIssuer = address(35);
const quoteAmm = address(36);
const stranger = address(37);
const ARM = `ARM:${issuer}`;
const QTE = `QTE:${quoteIssuer}`;
const AMM_ID = { AMMID: 'EF'.repeat(32) };
const T0 = Date.UTC(2025, 0, 15, 12, 0, 0) / 1000;

function swap(
  who: string,
  xrp: bigint,
  tokens: [string, string],
  pool: [bigint, bigint, string, string],
): ValidatedTx {
  return validatedTx({ TransactionType: 'Payment', Account: who, Destination: who }, [
    accountRoot(who, 1_000_000_000n, 1_000_000_000n + xrp - 12n),
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

// A pool of 1000 XRP and 100 QTE with a 0.5% fee: the sanity values of xrpl-protocol.md §3.3.
const quotePool = validatedTx({ TransactionType: 'AMMDeposit', Account: quoteIssuer }, [
  accountRoot(quoteAmm, 900_000_000n, 1_000_000_000n, AMM_ID),
  rippleState({ low: quoteIssuer, high: quoteAmm, currency: 'QTE', before: '-90', after: '-100' }),
  ammNode(quoteAmm, 'QTE', quoteIssuer, '316.227766016838', 500),
]);

let m: MarketApp;

async function post(path: string, payload: object) {
  return m.app.inject({ method: 'POST', url: `/api/trustless/${path}`, payload });
}

beforeAll(async () => {
  m = await startMarketApp();
  const ledgers = [
    {
      i: 10,
      t: T0 + 5,
      txs: [
        quotePool,
        swap(trader, -10_000_000n, ['0', '100'], [1_000_000_000n, 1_010_000_000n, '10000', '9900']),
      ],
    },
    {
      i: 11,
      t: T0 + 20,
      txs: [swap(other, -5_000_000n, ['0', '49'], [1_010_000_000n, 1_015_000_000n, '9900', '9851'])],
    },
    {
      i: 12,
      t: T0 + 70,
      txs: [swap(trader, 4_000_000n, ['100', '60'], [1_015_000_000n, 1_011_000_000n, '9851', '9891'])],
    },
  ];
  for (const l of ledgers) {
    const transactions = l.txs.map((tx, n) => ({ ...tx, meta: { ...tx.meta, TransactionIndex: n } }));
    await storeLedger(
      m.db,
      deriveLedger({ ledgerIndex: l.i, ledgerHash: 'A'.repeat(64), closeTime: l.t, transactions }),
    );
  }
  await m.search.refresh(m.db);
}, 120_000);
afterAll(() => m.close());

describe('quotes from the pool, exact as the ledger computes them, of what the wallet keeps', () => {
  it('quotes a 10 XRP buy from a 1000 XRP / 100 token pool at 0.5% fee, less the 0.25% burn-back', async () => {
    // The pool gives 0.9851972869944; 0.002462993217486 of it goes back to the issuer.
    const response = await post('expected_tokens_received_from_buy', {
      classic_address: trader,
      token_id: QTE,
      xrp_amount: '10',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toBe('0.982734293776914');
  });

  it('quotes a 10 token sell in whole drops: 9.975 sold, less 0.75% in fee payments and 3 network fees', async () => {
    // 0.025 tokens are burned; the pool pays 90.289867 for the rest (rounded down); 0.677174 XRP of fees and
    // 3 × 12 drops of network fees leave the wallet.
    const response = await post('expected_xrp_received_from_sell', {
      classic_address: trader,
      token_id: QTE,
      token_amount: '10',
    });
    expect(response.json()).toBe('89.612657');
  });

  it('answers 404 with a detail when the token has no pool, and 400 for a bad amount', async () => {
    const none = await post('expected_tokens_received_from_buy', {
      classic_address: trader,
      token_id: `NOP:${issuer}`,
      xrp_amount: '1',
    });
    expect([none.statusCode, none.json()]).toEqual([404, { detail: 'No AMM pool for this token' }]);
    const bad = await post('expected_tokens_received_from_buy', {
      classic_address: trader,
      token_id: QTE,
      xrp_amount: '-1',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field).toBe('xrp_amount');
  });
});

describe('trader reads', () => {
  it("lists the wallet's trades newest first with exact amounts", async () => {
    const response = await post('get_recent_trades_all_tokens', { classic_address: trader });
    const trades = response.json().trades as {
      side: string;
      xrp_amount: string;
      token_amount: string;
      price_in_xrp: string;
    }[];
    expect(trades.map((t) => [t.side, t.xrp_amount, t.token_amount, t.price_in_xrp])).toEqual([
      ['sell', '4', '40', '0.1'],
      ['buy', '10', '100', '0.1'],
    ]);
  });

  // PnL at average cost, by hand: the trader bought 100 ARM for 10 XRP and sold 40 for 4 (cost 40 × 0.1 = 4:
  // realized 0); the 60 left cost 6 and are worth 60 × 1011 / 9891 = 6.132848 XRP at the pool's price now.
  // The other wallet's 49 ARM cost 5, worth 49 × 1011 / 9891 = 5.008492.
  it('gives trader stats with PnL at average cost (the tokens still held count), zeros for a token never traded', async () => {
    const stats = await post('get_token_trader_stats', { classic_address: trader, token_id: ARM });
    expect(stats.json()).toEqual({
      total_xrp_spent: '10',
      total_xrp_sold: '4',
      pnl_xrp: '0.132848',
      balance: '60',
      xrp_value: '6.132848',
      realized_pnl_xrp: '0',
      unrealized_pnl_xrp: '0.132848',
      has_zero_cost_tokens: false,
    });
    const none = await post('get_token_trader_stats', { classic_address: stranger, token_id: ARM });
    expect(none.json()).toEqual({
      total_xrp_spent: '0',
      total_xrp_sold: '0',
      pnl_xrp: '0',
      balance: '0',
      xrp_value: '0',
      realized_pnl_xrp: '0',
      unrealized_pnl_xrp: '0',
      has_zero_cost_tokens: false,
    });
  });

  it('ranks top traders by PnL and answers an empty list for an unknown token', async () => {
    const top = (
      await post('get_top_traders_for_token_id', { classic_address: trader, token_id: ARM })
    ).json();
    expect(
      top.traders.map((t: { classic_address: string; pnl_xrp: string }) => [t.classic_address, t.pnl_xrp]),
    ).toEqual([
      [trader, '0.132848'],
      [other, '0.008492'],
    ]);
    expect(top.traders[0]).toMatchObject({ realized_pnl_xrp: '0', unrealized_pnl_xrp: '0.132848' });
    expect(top.total_transactions).toBe(3);
    const none = (
      await post('get_top_traders_for_token_id', { classic_address: trader, token_id: `NOP:${issuer}` })
    ).json();
    expect(none).toEqual({ traders: [], transactions: [], total_transactions: 0, last_updated: null });
  });

  it('ranks the leaderboard by volume over 24 hours and by PnL over all time', async () => {
    const volume = (await m.app.inject({ url: '/api/leaderboards?period=24h&by=volume' })).json();
    expect(
      volume.entries.map((e: { classic_address: string; volume_xrp: string }) => [
        e.classic_address,
        e.volume_xrp,
      ]),
    ).toEqual([
      [trader, '14'],
      [other, '5'],
    ]);
    const pnl = (await m.app.inject({ url: '/api/leaderboards?period=all&by=pnl' })).json();
    expect(
      pnl.entries.map((e: { rank: number; classic_address: string; pnl_xrp: string }) => [
        e.rank,
        e.classic_address,
        e.pnl_xrp,
      ]),
    ).toEqual([
      [1, trader, '0.132848'],
      [2, other, '0.008492'],
    ]);
  });
});

describe('token reads', () => {
  it('serves a token with its holders, pool fields and chart; 404 for an unknown one', async () => {
    const detail = (await m.app.inject({ url: `/api/tokens/${ARM}` })).json();
    expect(detail).toMatchObject({
      token_id: ARM,
      ticker: 'ARM',
      supply: '10000',
      holders: 3,
      amm_xrp_amount: '1011',
      amm_token_amount: '9891',
      volume_24h: '19',
    });
    expect(detail.holders_list.map((h: { balance: string }) => h.balance)).toEqual(['9891', '60', '49']);
    expect(detail.chart_data).toEqual([{ time: T0, price_in_xrp: '0.1' }]);
    const missing = await m.app.inject({ url: `/api/tokens/NOP:${issuer}` });
    expect([missing.statusCode, missing.json()]).toEqual([404, { detail: 'Token not found' }]);
  });

  it('serves 1-minute candles in time order', async () => {
    const body = (await m.app.inject({ url: `/api/tokens/${ARM}/candles?interval=1m` })).json();
    expect(
      body.candles.map((c: { time: number; open: string; close: string; volume_xrp: string }) => [
        c.time,
        c.open,
        c.close,
        c.volume_xrp,
      ]),
    ).toEqual([
      [T0, '0.1', '0.1020408163265306', '15'],
      [T0 + 60, '0.1', '0.1', '4'],
    ]);
  });

  it('finds tokens by exact ticker first, then prefix and contains; an address gives a wallet result', async () => {
    const body = (await m.app.inject({ url: '/api/tokens/search?q=qte' })).json();
    expect(body.results.map((r: { token_id: string }) => r.token_id)).toEqual([QTE]);
    const wallet = (await m.app.inject({ url: `/api/tokens/search?q=${issuer}` })).json();
    expect(wallet.results[0]).toEqual({ type: 'wallet', address: issuer });
    expect(wallet.results.slice(1).map((r: { token_id: string }) => r.token_id)).toEqual([ARM]);
  });

  it('lists live markets sorted by 24 h volume', async () => {
    const body = (await m.app.inject({ url: '/api/tokens?sort=volume_24h&order=desc&limit=10' })).json();
    expect(body.tokens.map((t: { token_id: string }) => t.token_id)).toEqual([ARM, QTE]);
    expect(body.total).toBe(2);
  });
});

describe('wallet and LP reads', () => {
  it('answers zero balances with activation required for an account the ledger does not have', async () => {
    const body = (await post('get_token_holdings_and_balance', { classic_address: stranger })).json();
    expect(body).toMatchObject({
      is_activated: false,
      activation_required: true,
      xrp_balance_available: '0',
    });
  });

  it('combines ledger balances with indexed totals: reserve held back, PnL per token', async () => {
    m.ledger.accounts.set(trader, { balanceDrops: 50_000_000n, ownerCount: 2 });
    m.ledger.lines.set(trader, [
      {
        tokenId: ARM,
        currency: 'ARM',
        peer: issuer,
        balance: requireDecimal('60'),
        limit: requireDecimal('1e9'),
      },
    ]);
    const body = (
      await post('get_token_holdings_and_balance_for_wallet', { classic_address: trader })
    ).json();
    expect(body).toMatchObject({
      xrp_balance_available: '48.6',
      xrp_balance_with_reserve: '50',
      total_pnl_xrp: '0.132848',
      total_pnl_pct: 1.33,
      is_activated: true,
    });
    expect(body.token_holdings[0]).toMatchObject({
      token_id: ARM,
      balance: '60',
      xrp_value: '6.132848',
      total_xrp_spend: '10',
      total_xrp_sold: '4',
      pnl_xrp: '0.132848',
      pnl_percent: 1.33, // 0.132848 / 10 spent
      realized_pnl_xrp: '0',
      unrealized_pnl_xrp: '0.132848',
      has_zero_cost_tokens: false,
    });
  });

  it("gives the wallet's share of the pool, and zeroed info when the token has no pool", async () => {
    const lp = lpTokenIdOf(QTE, quoteAmm);
    m.ledger.lines.set(other, [
      {
        tokenId: lp,
        currency: lp.split(':')[0] ?? '',
        peer: quoteAmm,
        balance: requireDecimal('31.6227766016838'),
        limit: requireDecimal('0'),
      },
    ]);
    const info = (await post('get_lp_token_info', { classic_address: other, token_id: QTE })).json();
    expect(info).toMatchObject({
      user_lp_balance: '31.6227766016838',
      xrp_in_pool: '1000',
      token_in_pool: '100',
      amm_fee_percent: 0.5,
      user_xrp_amount: '100',
      underlying_token: QTE,
    });
    expect(info.user_share_percent).toBeCloseTo(10, 9);
    const none = (
      await post('get_lp_token_info', { classic_address: other, token_id: `NOP:${issuer}` })
    ).json();
    expect(none).toMatchObject({
      user_lp_balance: '0',
      xrp_in_pool: '0',
      amm_fee_percent: 1,
      lp_providers: 0,
    });
  });

  it('estimates a proportional deposit: 100 XRP and 10 tokens into 1000/100 is a tenth of the LP tokens', async () => {
    const body = (
      await post('estimate_lp_tokens', {
        classic_address: other,
        token_id: QTE,
        xrp_amount: '100',
        token_amount: '10',
      })
    ).json();
    expect(body).toMatchObject({
      estimated_lp_tokens: '31.6227766016838',
      actual_xrp_deposit: '100',
      actual_token_deposit: '10',
      is_single_sided: false,
      error: null,
    });
  });
});
