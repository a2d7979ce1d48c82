/**
 * The wallet history in Debian's Chromium (issue 16): a buy is one row, "Buy", with what it changed in sum,
 * that opens to its four ledger transactions; a payment Horizon did not issue is a row of its own.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { TxHistoryResponse, WalletTransaction } from '@horizon/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM, type ServedPage, json, servePage } from './page-harness.js';

const PAGE_DIR = fileURLToPath(new URL('./history-page/', import.meta.url));
const TOKEN = 'HST:rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTh';
const AT = '2025-01-15T12:00:00.000Z';

const tx = (n: number, type: string, xrp: string, token: string | null): WalletTransaction => ({
  tx_hash: String(n).repeat(64),
  transaction_type: type,
  engine_result: 'tesSUCCESS',
  ledger_index: 100 + n,
  executed_at: AT,
  xrp_change: xrp,
  token_id: token === null ? null : TOKEN,
  token_change: token,
});

const buy = [
  tx(1, 'TrustSet', '-0.000012', null),
  tx(2, 'OfferCreate', '-25.000012', '2487.5'),
  tx(3, 'Payment', '-0.175012', null),
  tx(4, 'Payment', '-0.000012', '-6.2'),
];
const funding = tx(5, 'Payment', '200', null);

const HISTORY: TxHistoryResponse = {
  transactions: [...buy, funding],
  actions: [
    {
      action_id: '0f0e0d0c-0b0a-4908-8706-050403020100',
      kind: 'buy',
      issued_by_horizon: true,
      ledger_index: 104,
      executed_at: AT,
      engine_result: 'tesSUCCESS',
      xrp_change: '-25.175048',
      token_id: TOKEN,
      token_change: '2481.3',
      transactions: buy,
    },
    {
      action_id: funding.tx_hash,
      kind: 'Payment',
      issued_by_horizon: false,
      ledger_index: funding.ledger_index,
      executed_at: AT,
      engine_result: 'tesSUCCESS',
      xrp_change: '200',
      token_id: null,
      token_change: null,
      transactions: [funding],
    },
  ],
  added: 5,
};

let served: ServedPage | undefined;

describe.skipIf(!existsSync(CHROMIUM))('the wallet history in Chromium', () => {
  beforeAll(async () => {
    served = await servePage(PAGE_DIR, (req, _body, res) =>
      req.url === '/api/trustless/update_tx_history'
        ? json(res, 200, HISTORY)
        : json(res, 404, { detail: 'Not found' }),
    );
  }, 90_000);

  afterAll(async () => {
    await served?.close();
  });

  it('shows one row per action, and opens a buy to its four ledger transactions', async () => {
    if (!served) throw new Error('the test page is not served');
    const page = await (await served.browser.newContext()).newPage();
    await page.goto(`${served.origin}/`);
    const actions = page.getByTestId('history-action');
    await actions.nth(1).waitFor();
    const cells = (row: string) =>
      page
        .locator(row)
        .evaluateAll((trs) =>
          trs.map((tr) =>
            [...tr.querySelectorAll('td')].slice(0, 4).map((td) => td.textContent?.trim() ?? ''),
          ),
        );
    expect(await cells('[data-testid="history-action"]')).toEqual([
      ['▸ Buy 4 transactions', expect.any(String), '-25.175048', '2,481.3 HST'],
      ['Payment', expect.any(String), '200', '—'],
    ]);
    expect(await page.getByTestId('history-tx').count()).toBe(0);

    const toggle = actions.first().getByRole('button');
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    expect(await cells('[data-testid="history-tx"]')).toEqual([
      ['TrustSet', expect.any(String), '-0.000012', '—'],
      ['OfferCreate', expect.any(String), '-25.000012', '2,487.5 HST'],
      ['Payment', expect.any(String), '-0.175012', '—'],
      ['Payment', expect.any(String), '-0.000012', '-6.2 HST'],
    ]);

    await toggle.click();
    expect(await page.getByTestId('history-tx').count()).toBe(0);
  });
});
