/**
 * The token page with a wallet in Debian's Chromium (real vault, the API answered here): the trade panel and
 * the pool card share one read of the wallet's holdings, and the pool dialog's amount fields say beside
 * themselves what is wrong with an amount, in core's words.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { INPUT_ERRORS, POOL_ACTIONS_TEXT, unactivatedHoldings, zeroLpTokenInfo } from '@horizon/core';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXTURE_ISSUER, tokenRecord } from '../fixtures/token-record.js';
import { CHROMIUM, type ServedPage, openWithNewWallet } from './page-harness.js';

const PAGE_DIR = fileURLToPath(new URL('./token-page-wallet/', import.meta.url));
const TOKEN_ID = `TOK:${FIXTURE_ISSUER}`;

let served: ServedPage | undefined;
let page: Page;
let holdingsReads = 0;

function api(method: string, url: string): [number, unknown] {
  const path = decodeURIComponent(url.split('?')[0] ?? '');
  if (path === '/api/trustless/get_token_holdings_and_balance') {
    holdingsReads += 1;
    return [200, unactivatedHoldings()];
  }
  if (method === 'GET' && path === `/api/tokens/${TOKEN_ID}`)
    return [200, { ...tokenRecord('TOK'), chart_data: [] }];
  if (path === `/api/tokens/${TOKEN_ID}/candles`)
    return [200, { token_id: TOKEN_ID, interval: '5m', candles: [] }];
  if (path === '/api/trustless/get_top_traders_for_token_id')
    return [200, { traders: [], transactions: [], total_transactions: 0, last_updated: null }];
  if (path === '/api/trustless/get_lp_token_info')
    return [200, { ...zeroLpTokenInfo(TOKEN_ID), xrp_in_pool: '100', token_in_pool: '200' }];
  return [404, { detail: 'Not found' }];
}

describe.skipIf(!existsSync(CHROMIUM))('the token page with a wallet in Chromium', () => {
  beforeAll(async () => {
    ({ served, page } = await openWithNewWallet(PAGE_DIR, api));
    holdingsReads = 0;
    await page.goto(`${served.origin}/?token`);
  }, 90_000);

  afterAll(async () => {
    await served?.close();
  });

  it('reads the wallet’s holdings once for the trade panel and the pool card together', async () => {
    await page.getByTestId('trade-amount').waitFor({ timeout: 20_000 });
    const add = page.getByRole('button', { name: POOL_ACTIONS_TEXT.addLiquidity });
    await expect.poll(() => add.isEnabled(), { timeout: 20_000 }).toBe(true);
    // Both readers are on screen; any second read would have been sent by now.
    await page.waitForTimeout(500);
    expect(holdingsReads).toBe(1);
  }, 60_000);

  it('the pool dialog’s XRP and token fields refuse an amount in words, told once, the review off', async () => {
    await page.getByRole('button', { name: POOL_ACTIONS_TEXT.addLiquidity }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByTestId('deposit-xrp').fill('-1');
    await dialog.getByTestId('deposit-token').fill('1,5');
    await expect
      .poll(() => dialog.getByTestId('field-problem').allTextContents())
      .toEqual([INPUT_ERRORS.amountNegative, INPUT_ERRORS.amountNotNumber]);
    expect(await dialog.getByRole('alert').count()).toBe(2);
    expect(await dialog.getByRole('button', { name: 'Review deposit' }).isDisabled()).toBe(true);
    await dialog.getByTestId('deposit-xrp').fill('1.1234567');
    await dialog.getByTestId('deposit-token').fill('2');
    await expect
      .poll(() => dialog.getByTestId('field-problem').allTextContents())
      .toEqual([INPUT_ERRORS.xrpDecimals]);
    expect(await dialog.getByRole('button', { name: 'Review deposit' }).isDisabled()).toBe(true);
  }, 30_000);
});
