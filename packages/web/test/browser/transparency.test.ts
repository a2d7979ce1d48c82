/**
 * The transparency page in Debian's Chromium, the API answered here: the operator's wallets with their ledger
 * balances (an unactivated one said so), the pre-snipe wallets counted and listed, the treasury's income per
 * day, each payout with its transaction and each burn; an API failure shows an error with a retry that works.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { type Transparency, TransparencySchema } from '@horizon/core';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM, type ServedPage, json, servePage } from './page-harness.js';

const PAGE_DIR = fileURLToPath(new URL('./transparency-page/', import.meta.url));
const TREASURY = 'rPT1Sjq2YGrBMTttX4GZHjKu9dyfzbpAYe';
const PAYOUT = 'rGWrZyQqhTp9Xu7G5Pkayo7bXjH4k4QYpf';
const SNIPER = 'rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTh';
const DEVELOPER = 'rLHzPsX6oXkzU2qL12kHCH8G8cnZv1rBJh';
const PAYOUT_HASH = 'C0FFEE'.padEnd(64, '1');
const BURN_HASH = 'BEEF'.padEnd(64, '2');

const REPORT: Transparency = TransparencySchema.parse({
  wallets: [
    { role: 'treasury', purpose: 'treasury', address: TREASURY, balance_xrp: '1234.567891' },
    { role: 'payout', purpose: 'payout', address: PAYOUT, balance_xrp: null },
    { role: 'pre_snipe', purpose: 'pre_snipe', address: SNIPER, balance_xrp: '26' },
  ],
  pre_snipe_wallets: 1,
  income: { total_xrp: '0.150905', days: [{ day: '2026-11-25', treasury_xrp: '0.150905', trades: 2 }] },
  burns: {
    count: 1,
    recent: [
      {
        source: 'trade_fee',
        tx_hash: BURN_HASH,
        token_id: `DEV:${DEVELOPER}`,
        token_amount: '4.25',
        burned_at: '2026-11-25T10:00:00.000Z',
      },
    ],
  },
  payouts: [
    {
      program: 'devback',
      recipient: DEVELOPER,
      token_id: null,
      amount_xrp: '0.01006',
      tx_hash: PAYOUT_HASH,
      paid_at: '2026-11-25T11:00:00.000Z',
    },
  ],
  owed: { devback_xrp: '0.000005', developers: 1, lp_incentive_xrp: '0.000321' },
  lp_incentive_percent: 10,
});

let served: ServedPage | undefined;
let page: Page;
let failing = false;

describe.skipIf(!existsSync(CHROMIUM))('the transparency page in Chromium', () => {
  beforeAll(async () => {
    served = await servePage(PAGE_DIR, (req, _body, res) => {
      if (req.url !== '/api/transparency') return json(res, 404, { detail: 'Not found' });
      if (failing) return json(res, 503, { detail: 'The ledger is unavailable' });
      json(res, 200, REPORT);
    });
    page = await (await served.browser.newContext()).newPage();
  }, 90_000);

  afterAll(async () => {
    await served?.close();
  });

  it('lists the wallets with balances, income, payouts with their transactions, and burns', async () => {
    await page.goto(`${served?.origin}/`);
    const wallets = page.getByTestId('operator-wallets');
    await wallets.getByText(TREASURY).waitFor();
    expect(await wallets.locator('tbody tr').first().innerText()).toBe(
      `Treasury\t${TREASURY}\t1,234.567891 XRP`,
    );
    expect(await wallets.locator('tbody tr').nth(1).innerText()).toBe(
      `Payout wallet\t${PAYOUT}\tnot activated`,
    );
    const snipers = page.getByTestId('pre-snipe-wallets');
    expect(await snipers.locator('summary').innerText()).toBe('Pre-snipe wallets: 1');
    await snipers.locator('summary').click();
    expect(await snipers.locator('tbody tr').innerText()).toBe(`Pre-snipe\t${SNIPER}\t26 XRP`);
    expect(await page.getByTestId('treasury-income').locator('tbody tr').innerText()).toBe(
      '2026-11-25\t0.1509 XRP\t2',
    );
    const payouts = page.getByTestId('payouts');
    expect(await payouts.locator('tbody tr').innerText()).toBe(
      `2026-11-25\tDevback\t${DEVELOPER}\t0.01006 XRP\t${PAYOUT_HASH.slice(0, 12)}…`,
    );
    expect(await payouts.locator(`td[title="${PAYOUT_HASH}"]`).count()).toBe(1);
    expect(await payouts.innerText()).toContain(
      'Owed, not yet paid: 0.0₅5 XRP devback to 1 developers, 0.000321 XRP of LP incentives.',
    );
    expect(await page.getByTestId('burns').locator('tbody tr').innerText()).toBe(
      `2026-11-25\tTrade fee\tDEV\t4.25\t${BURN_HASH.slice(0, 12)}…`,
    );
  }, 30_000);

  it('shows the error with a retry when the report cannot be read, and loads on retry', async () => {
    failing = true;
    await page.goto(`${served?.origin}/`);
    await page.getByRole('alert').getByText('The ledger is unavailable').waitFor();
    failing = false;
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.getByTestId('operator-wallets').getByText(TREASURY).waitFor();
  }, 30_000);
});
