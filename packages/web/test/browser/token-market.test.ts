/**
 * The token page's market data in Debian's Chromium (issue 16): the stablecoin the XRP→USD rate comes from
 * shows $1.00 (it showed $0.9964), a token younger than a day says its change is since its first trade, and
 * the holders list names the AMM pool and the dev wallet.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { HOLDER_ROLE_LABELS, MARKET_STRINGS } from '@horizon/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM, type ServedPage, json, servePage } from './page-harness.js';

const PAGE_DIR = fileURLToPath(new URL('./token-market-page/', import.meta.url));

let served: ServedPage | undefined;

describe.skipIf(!existsSync(CHROMIUM))("a token's market data in Chromium", () => {
  beforeAll(async () => {
    served = await servePage(PAGE_DIR, (_req, _body, res) => json(res, 404, { detail: 'Not found' }));
  }, 90_000);

  afterAll(async () => {
    await served?.close();
  });

  it('prices the USD stablecoin at $1.00 and marks a change taken since the first trade', async () => {
    if (!served) throw new Error('the test page is not served');
    const page = await (await served.browser.newContext()).newPage();
    await page.goto(`${served.origin}/`);
    const price = page.locator('.token-price');
    await price.waitFor();
    expect(await price.locator('.muted.mono').first().textContent()).toBe('$1.00');
    expect(await page.getByTestId('price-change-24h').textContent()).toBe('+1.25%');
    expect(await price.locator('.token-price-change > .muted').textContent()).toBe(
      MARKET_STRINGS.sinceFirstTrade,
    );
  });

  it('names the AMM pool and the dev wallet among the holders, largest first', async () => {
    if (!served) throw new Error('the test page is not served');
    const page = await (await served.browser.newContext()).newPage();
    await page.goto(`${served.origin}/`);
    await page.getByRole('tab', { name: 'Holders' }).click();
    const rows = page.locator('.activity tbody tr');
    await rows.nth(2).waitFor();
    const cells = await rows.evaluateAll((trs) =>
      trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent ?? '')),
    );
    expect(cells).toEqual([
      ['1', `rPEPPE...6GDY${HOLDER_ROLE_LABELS.amm}`, '500,000'],
      ['2', `rGWrZy...QYpf${HOLDER_ROLE_LABELS.developer}`, '100,000'],
      ['3', 'rLHzPs...rBJh', '100.5'],
    ]);
  });
});
