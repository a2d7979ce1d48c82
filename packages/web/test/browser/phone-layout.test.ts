/**
 * A token page on a phone (issue 17) in Debian's Chromium, the real header and page over a test API: the price,
 * a compact chart and a Buy button show in the first screen without scrolling, with forty trades in the
 * token's history; the Buy/Sell bar brings the trade panel up on the side chosen; the page never scrolls
 * sideways, and the menu links the wallet page.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ROUTES, type Trade, WALLET_CONTROL_STRINGS } from '@horizon/core';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXTURE_ISSUER, tokenRecord } from '../fixtures/token-record.js';
import { CHROMIUM, type ServedPage, json, servePage } from './page-harness.js';

const PAGE_DIR = fileURLToPath(new URL('./token-page-phone/', import.meta.url));
const PHONE = { width: 390, height: 844 };
const TOKEN_ID = `41524D5900000000000000000000000000000000:${FIXTURE_ISSUER}`;
const TRADER = 'rLHzPsX6oXkzU2qL12kHCH8G8cnZv1rBJh';

function trade(n: number): Trade {
  return {
    tx_hash: n.toString(16).toUpperCase().padStart(64, '0'),
    ledger_index: 1000 + n,
    executed_at: new Date(Date.UTC(2026, 0, 1, 12, n)).toISOString(),
    classic_address: TRADER,
    token_id: TOKEN_ID,
    side: n % 2 === 0 ? 'buy' : 'sell',
    xrp_amount: '42.6369',
    token_amount: '826848.65',
    price_in_xrp: '0.00005157',
  };
}

const token = {
  ...tokenRecord('ARMY', {
    token_id: TOKEN_ID,
    token_name: 'Horizon Army',
    price_in_xrp: '0.00005157',
    holders: 8,
  }),
  chart_data: [],
};

let served: ServedPage | undefined;

async function openPhone(): Promise<Page> {
  if (!served) throw new Error('the test page is not served');
  const context = await served.browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await page.goto(`${served.origin}/`);
  await page.locator('.activity tbody tr').nth(39).waitFor();
  return page;
}

/** How far the page as a whole scrolls sideways (0 when it does not). */
function sideways(page: Page): Promise<number> {
  return page.evaluate(() => (document.scrollingElement?.scrollWidth ?? 0) - window.innerWidth);
}

describe.skipIf(!existsSync(CHROMIUM))('the token page on a 390×844 phone in Chromium', () => {
  beforeAll(async () => {
    served = await servePage(PAGE_DIR, (req, _body, res) => {
      const url = decodeURIComponent(req.url ?? '');
      if (url === `/api/tokens/${TOKEN_ID}`) return json(res, 200, token);
      if (url.startsWith(`/api/tokens/${TOKEN_ID}/candles`)) {
        return json(res, 200, { token_id: TOKEN_ID, interval: '5m', candles: [] });
      }
      if (url === '/api/trustless/get_top_traders_for_token_id') {
        const transactions = Array.from({ length: 40 }, (_, n) => trade(n));
        return json(res, 200, { traders: [], transactions, total_transactions: 40, last_updated: null });
      }
      json(res, 404, { detail: 'Not found' });
    });
  }, 90_000);

  afterAll(async () => {
    await served?.close();
  });

  it('shows the price, the chart and a Buy button in the first screen, and never scrolls sideways', async () => {
    const page = await openPhone();
    const inFirstScreen = async (selector: string) => {
      const box = await page.locator(selector).first().boundingBox();
      return box !== null && box.y >= 0 && box.y + box.height <= PHONE.height;
    };
    expect(await inFirstScreen('.token-price-xrp')).toBe(true);
    expect(await inFirstScreen('.chart-card h2')).toBe(true);
    const buy = page.locator('.trade-bar').getByRole('button', { name: 'Buy ARMY' });
    await buy.waitFor();
    const box = await buy.boundingBox();
    expect(box).not.toBeNull();
    expect((box?.y ?? PHONE.height) + (box?.height ?? 0)).toBeLessThanOrEqual(PHONE.height);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    expect(await sideways(page)).toBeLessThanOrEqual(0);
    await page.context().close();
  });

  it("brings the trade panel up on the bar's chosen side, then steps aside", async () => {
    const page = await openPhone();
    await page.getByRole('button', { name: 'Sell ARMY' }).click();
    const panel = page.locator('.trade-panel');
    await expect
      .poll(() => panel.getByRole('tab', { name: 'Sell' }).getAttribute('aria-selected'))
      .toBe('true');
    await expect
      .poll(async () => {
        const top = (await panel.boundingBox())?.y ?? -1;
        return top >= 0 && top < PHONE.height / 2;
      })
      .toBe(true);
    await expect.poll(() => page.locator('.trade-bar').getAttribute('aria-hidden')).toBe('true');
    expect(await sideways(page)).toBeLessThanOrEqual(0);
    await page.context().close();
  });

  it('links the wallet page from the menu', async () => {
    const page = await openPhone();
    await page.getByRole('button', { name: 'Open menu' }).click();
    const link = page
      .getByRole('navigation', { name: 'Mobile' })
      .getByRole('link', { name: WALLET_CONTROL_STRINGS.wallet });
    expect(await link.getAttribute('href')).toBe(ROUTES.wallet);
    expect(await sideways(page)).toBeLessThanOrEqual(0);
    await page.context().close();
  });
});
