/**
 * The wallet dashboard in Debian's Chromium shows numbers a trader can read (issue 16): the server's raw
 * decimals (a 19-digit price, a float share of 0.006434561048779999 %, a token amount of 16 digits) appear
 * through the one number formatter, in the balances, holdings, LP positions, open orders and trustlines; the
 * trade panel's quote is read the same way and its limit form prefills the price at 6 significant digits.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { HoldingsResponse, LpTokenInfo } from '@horizon/core';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM, type ServedPage, openWithNewWallet } from './page-harness.js';

const PAGE_DIR = fileURLToPath(new URL('./dashboard-page/', import.meta.url));
const TRADE_PAGE_DIR = fileURLToPath(new URL('./trade-panel-page/', import.meta.url));
const ISSUER = 'rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTh';
const TOKEN_ID = `TOK:${ISSUER}`;
const CURRENCY_HEX = '544F4B0000000000000000000000000000000000';

const holdings: HoldingsResponse = {
  xrp_balance_available: '1234.567891',
  xrp_balance_with_reserve: '1235.567891',
  token_holdings: [
    {
      token_id: TOKEN_ID,
      balance: '490.0868180800515',
      xrp_value: '0.389838',
      currency_hex: CURRENCY_HEX,
      currency_decoded: 'TOK',
      issuer: ISSUER,
      total_xrp_spend: '0.4',
      total_xrp_sold: '0',
      pnl_xrp: '-0.010162',
      pnl_percent: -2.54,
      realized_pnl_xrp: '0',
      unrealized_pnl_xrp: '-0.010162',
      has_zero_cost_tokens: false,
    },
  ],
  total_pnl_xrp: '-0.010162',
  total_pnl_pct: -2.54,
  is_activated: true,
  activation_required: false,
};

const lpInfo: LpTokenInfo = {
  user_lp_balance: '12.34567890123456',
  user_share_percent: 0.006434561048779999,
  user_xrp_amount: '1234.567891',
  user_token_amount: '490.0868180800515',
  xrp_in_pool: '19185.123456',
  token_in_pool: '7616513.123456789',
  estimated_usd_value: '0',
  amm_fee_percent: 0.5,
  user_token_xrp: '0.389838',
  user_token_usd: '0',
  underlying_token: TOKEN_ID,
  lp_providers: 3,
};

const order = {
  active: true,
  direction: 'buy',
  filled_percentage: 33.333333333333336,
  filled_token_amount: '0',
  filled_xrp_amount: '0',
  offer_sequence: 7,
  token_amount: '490.0868180800515',
  token_id: TOKEN_ID,
  tx_hash: 'AB'.repeat(32),
  xrp_price_per_token: '0.0007954608780806739',
  xrp_total: '0.389838',
};

const trustline = {
  token_id: TOKEN_ID,
  currency_hex: CURRENCY_HEX,
  currency_decoded: 'TOK',
  issuer: ISSUER,
  balance: '490.0868180800515',
  limit: '1000000000000000',
};

function api(path: string): readonly [number, unknown] {
  if (path === '/api/trustless/get_token_holdings_and_balance') return [200, holdings];
  if (path === '/api/trustless/get_lp_token_info') return [200, lpInfo];
  if (path === '/api/trustless/get_active_orders') return [200, [order]];
  if (path === '/api/trustless/get_all_trustlines') return [200, { trustlines: [trustline] }];
  if (path === '/api/trustless/expected_tokens_received_from_buy') return [200, '490.0868180800515'];
  return [404, { detail: 'Not found' }];
}

let served: ServedPage | undefined;
let page: Page;

const rowText = (testId: string) => page.getByTestId(testId).locator('tbody tr').first().innerText();

describe.skipIf(!existsSync(CHROMIUM))('numbers on the wallet dashboard in Chromium', () => {
  beforeAll(async () => {
    ({ served, page } = await openWithNewWallet(PAGE_DIR, (_method, url) => api(url.split('?')[0] ?? '')));
  }, 90_000);

  afterAll(async () => {
    await served?.close();
  });

  it('shows the XRP balance to the drop, grouped, and a holding by its magnitude', async () => {
    await expect
      .poll(() => page.getByTestId('xrp-available').innerText(), { timeout: 20_000 })
      .toBe('1,234.567891 XRP');
    await page.getByTestId('holdings').waitFor();
    expect((await rowText('holdings')).split('\t').slice(0, 5)).toEqual([
      'TOK',
      '490.0868',
      '0.3898',
      '0.4',
      '0',
    ]);
  });

  it('shows an LP position with a tiny share as "<0.01%" and amounts by their magnitude', async () => {
    await page.getByTestId('lp-positions').waitFor({ timeout: 20_000 });
    expect((await rowText('lp-positions')).split('\t').slice(0, 6)).toEqual([
      'TOK/XRP',
      '12.3457',
      '<0.01%',
      '1,234.57',
      '490.0868',
      '0.50%',
    ]);
  });

  it('shows an open order at a 4-significant-digit price, not 19 digits', async () => {
    await page.getByTestId('open-orders').waitFor({ timeout: 20_000 });
    expect((await rowText('open-orders')).split('\t').slice(0, 5)).toEqual([
      'TOK',
      'buy',
      '490.0868',
      '0.0007955',
      '33.33%',
    ]);
  });

  it('shows a trustline balance and limit grouped and rounded', async () => {
    const line = page.getByTestId('trustlines').locator('li').first();
    await expect
      .poll(() => line.locator('span.mono').innerText())
      .toBe('TOK · 490.0868 / 1,000,000,000,000,000');
  });
});

describe.skipIf(!existsSync(CHROMIUM))('numbers in the trade panel in Chromium', () => {
  let trade: { served: ServedPage; page: Page } | undefined;

  beforeAll(async () => {
    trade = await openWithNewWallet(TRADE_PAGE_DIR, (_method, url) => api(url.split('?')[0] ?? ''));
  }, 90_000);

  afterAll(async () => {
    await trade?.served.close();
  });

  it('quotes a buy as "490.0868 TOK" and prefills the limit price as 0.000795461', async () => {
    if (!trade) throw new Error('the test page is not served');
    const panel = trade.page.locator('.trade-panel');
    await panel.getByTestId('trade-amount').fill('0.4');
    await expect
      .poll(() => panel.getByTestId('trade-quote').innerText(), { timeout: 20_000 })
      .toBe('490.0868 TOK');
    await panel.getByRole('tab', { name: 'Limit' }).click();
    expect(await panel.getByTestId('limit-price').inputValue()).toBe('0.000795461');
  });
});
