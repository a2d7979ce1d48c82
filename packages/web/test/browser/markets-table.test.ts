/**
 * The markets table in Debian's Chromium: a full page of tokens commits a phone's screenful of rows first and
 * the rest in a later render, so the first commit and layout stay short; all rows then show, in order.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIRST_ROWS } from '../../src/features/markets/MarketsTable.js';
import { MARKETS_PAGE_SIZE } from '../../src/shell/market-query.js';
import { CHROMIUM, type ServedPage, json, servePage } from './page-harness.js';

const PAGE_DIR = fileURLToPath(new URL('./markets-table-page/', import.meta.url));

let served: ServedPage | undefined;

describe.skipIf(!existsSync(CHROMIUM))('the markets table in Chromium', () => {
  beforeAll(async () => {
    served = await servePage(PAGE_DIR, (_req, _body, res) => json(res, 404, { detail: 'Not found' }));
  }, 90_000);

  afterAll(async () => {
    await served?.close();
  });

  it(`commits ${FIRST_ROWS} rows first, then all ${MARKETS_PAGE_SIZE} in order`, async () => {
    if (!served) throw new Error('the test page is not served');
    const page = await (await served.browser.newContext()).newPage();
    await page.goto(`${served.origin}/`);
    await page
      .locator('tbody tr')
      .nth(MARKETS_PAGE_SIZE - 1)
      .waitFor();
    const counts = await page.evaluate(() => (window as unknown as { rowCounts: number[] }).rowCounts);
    expect(counts.find((n) => n > 0)).toBe(FIRST_ROWS);
    expect(counts.at(-1)).toBe(MARKETS_PAGE_SIZE);
    const tickers = await page.locator('.token-cell-ticker').allInnerTexts();
    expect(tickers).toEqual(
      Array.from({ length: MARKETS_PAGE_SIZE }, (_, n) => `T${String(n).padStart(2, '0')}`),
    );
  });

  it('keeps the token column in place on a phone while the table scrolls sideways', async () => {
    if (!served) throw new Error('the test page is not served');
    const context = await served.browser.newContext({
      viewport: { width: 390, height: 700 },
      isMobile: true,
    });
    const page = await context.newPage();
    await page.goto(`${served.origin}/`);
    await page
      .locator('tbody tr')
      .nth(MARKETS_PAGE_SIZE - 1)
      .waitFor();
    const token = page.locator('tbody tr').first().locator('td.col-token');
    const before = await token.boundingBox();
    const scrolled = await page.evaluate(() => {
      const wrap = document.querySelector('.table-wrap');
      if (!wrap) return 0;
      wrap.scrollLeft = 200;
      return wrap.scrollLeft;
    });
    expect(scrolled).toBeGreaterThan(0);
    expect((await token.boundingBox())?.x).toBe(before?.x);
    // The table scrolls inside its frame; the page itself never scrolls sideways.
    expect(
      await page.evaluate(() => (document.scrollingElement?.scrollWidth ?? 0) - window.innerWidth),
    ).toBeLessThanOrEqual(0);
    await context.close();
  });
});
