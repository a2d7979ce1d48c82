/**
 * The markets table and the token page on live data: sorting and filtering against the indexed market, and
 * trades made on the ledger while the pages are open flowing in without a reload (the row's volume, the
 * token page's recent trades, pool and chart).
 */
import {
  type TokenDetail,
  type TokenListResponse,
  type TokenRecord,
  compareDecimals,
  parseDecimal,
} from '@horizon/core';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, MOBILE, type SeededToken, type Stack, buy, startStack } from '../src/index.js';

let stack: Stack;
let tokens: readonly TokenRecord[];

beforeAll(async () => {
  stack = await startStack();
  tokens = (await stack.getJson<TokenListResponse>('/api/tokens?limit=100')).tokens;
}, 120_000);

afterAll(() => stack?.close());

function byDecimal(field: 'marketcap_usd' | 'price_in_xrp', order: 'asc' | 'desc') {
  return (a: TokenRecord, b: TokenRecord) => {
    const left = parseDecimal(a[field]);
    const right = parseDecimal(b[field]);
    if (!left || !right) throw new Error(`not decimals: ${a[field]}, ${b[field]}`);
    return order === 'asc' ? compareDecimals(left, right) : compareDecimals(right, left);
  };
}

const expectedTickers = (compare: (a: TokenRecord, b: TokenRecord) => number) =>
  [...tokens].sort(compare).map((t) => t.ticker);

const rowTickers = (page: Page) => page.locator('.markets-table tbody .token-cell-ticker').allInnerTexts();

const markPage = (page: Page) => page.evaluate(() => Object.assign(window, { e2eSamePage: true }));
const isSamePage = (page: Page) => page.evaluate(() => 'e2eSamePage' in window);

describe('the live markets table', () => {
  it('sorts by a column (both ways) and keeps the sort in the URL', async () => {
    const tracked = await stack.openPage(DESKTOP);
    const { page } = tracked;
    await page.goto('/live-markets');
    await expect.poll(() => rowTickers(page)).toEqual(expectedTickers(byDecimal('marketcap_usd', 'desc')));
    expect(await page.locator('#shell').count()).toBe(0);
    await page.getByRole('button', { name: 'Market cap' }).click();
    await expect.poll(() => rowTickers(page)).toEqual(expectedTickers(byDecimal('marketcap_usd', 'asc')));
    expect(new URL(page.url()).search).toBe('?order=asc');
    await page.getByRole('button', { name: 'Price' }).click();
    await expect.poll(() => rowTickers(page)).toEqual(expectedTickers(byDecimal('price_in_xrp', 'desc')));
    expect(await page.locator('th[aria-sort="descending"]').innerText()).toContain('Price');
    await tracked.screenshot('markets-sorted-by-price');
    // A shared link opens with the same sort.
    await page.goto('/live-markets?sort=price_in_xrp&order=asc');
    await expect.poll(() => rowTickers(page)).toEqual(expectedTickers(byDecimal('price_in_xrp', 'asc')));
    expect(tracked.problems).toEqual([]);
    await page.context().close();
  }, 60_000);

  it('filters by ticker, shows the empty state for no match, and clears', async () => {
    const tracked = await stack.openPage(MOBILE);
    const { page } = tracked;
    await page.goto('/live-markets');
    await expect.poll(() => rowTickers(page).then((t) => t.length)).toBe(tokens.length);
    const filter = page.getByRole('searchbox', { name: 'Filter tokens' });
    await filter.fill('moo');
    await expect.poll(() => rowTickers(page)).toEqual(['MOON']);
    expect(new URL(page.url()).searchParams.get('q')).toBe('moo');
    await tracked.screenshot('markets-filtered');
    await filter.fill('nosuchtoken');
    await page.getByText('No tokens match “nosuchtoken”').waitFor();
    await tracked.screenshot('markets-no-match');
    await filter.fill('');
    await expect.poll(() => rowTickers(page).then((t) => t.length)).toBe(tokens.length);
    expect(tracked.problems).toEqual([]);
    await page.context().close();
  }, 60_000);

  it('shows a new trade without a reload', async () => {
    const tracked = await stack.openPage(DESKTOP);
    const { page } = tracked;
    await page.goto('/live-markets');
    const moon = stack.market.tokens[2] as SeededToken;
    const row = page.locator('.markets-table tbody tr', { hasText: 'MOON' });
    const volume = row.locator('td').nth(4);
    const before = await volume.innerText();
    await markPage(page);
    await buy(stack.ledger, stack.market.traders[1], moon, '500000', 100n);
    await expect.poll(() => volume.innerText(), { timeout: 15_000 }).not.toBe(before);
    expect(await isSamePage(page)).toBe(true);
    await tracked.screenshot('markets-after-live-trade');
    // A row's link opens the token page within the app (no page load).
    await row.getByRole('link').click();
    await page.getByRole('heading', { level: 1, name: /MOON/ }).waitFor();
    expect(new URL(page.url()).pathname).toBe(`/token/${moon.id}`);
    expect(await isSamePage(page)).toBe(true);
    expect(tracked.problems).toEqual([]);
    await page.context().close();
  }, 60_000);

  it('catches up on a trade made while its live stream was down, once the stream is back', async () => {
    const tracked = await stack.openPage(DESKTOP);
    const { page } = tracked;
    // The stream cannot connect (as when the server went away); EventSource keeps retrying.
    await page.route('**/api/events*', (route) => route.abort());
    await page.goto('/live-markets');
    const moon = stack.market.tokens[2] as SeededToken;
    const volume = page.locator('.markets-table tbody tr', { hasText: 'MOON' }).locator('td').nth(4);
    const before = await volume.innerText();
    const servedVolume = async () =>
      (await stack.getJson<TokenListResponse>('/api/tokens?q=MOON')).tokens[0]?.volume_24h;
    const servedBefore = await servedVolume();
    await markPage(page);
    await buy(stack.ledger, stack.market.traders[1], moon, '500000', 100n);
    // The server has sent the trade's update by the time its own API shows it; the page, offline, missed it.
    await expect.poll(servedVolume, { timeout: 15_000 }).not.toBe(servedBefore);
    expect(await volume.innerText()).toBe(before);
    await page.unroute('**/api/events*');
    await expect.poll(() => volume.innerText(), { timeout: 15_000 }).not.toBe(before);
    expect(await isSamePage(page)).toBe(true);
    // The aborted stream connections are the only failed loads.
    expect(tracked.problems.filter((p) => !p.includes('/api/events'))).toEqual([]);
    await page.context().close();
  }, 60_000);
});

describe('the token page with live data', () => {
  it('draws the token’s name and price from its HTML, before the app’s code has loaded', async () => {
    const horizon = stack.market.tokens[1] as SeededToken;
    const record = await stack.getJson<TokenDetail>(`/api/tokens/${encodeURIComponent(horizon.id)}`);
    const { page } = await stack.openPage(MOBILE);
    // The app never starts: what shows is the entry's shell, drawn from the record the server put in the page.
    await page.route(/\/assets\/boot-[^/]+\.js$/, (route) => route.abort());
    await page.goto(`/token/${horizon.id}`);
    const heading = page.getByRole('heading', { level: 1 });
    await expect.poll(() => heading.innerText()).toBe(`${record.token_name} ${record.ticker}`);
    // A tiny price counts its zeros in subscript: '0.0₅12 XRP'.
    expect(await page.locator('.token-price-xrp').innerText()).toMatch(/^[\d,.₀-₉]+ XRP$/);
    await page.context().close();
  }, 60_000);

  it('on a phone the shell draws the first screen the page will show: stats, chart card and the trade panel', async () => {
    const horizon = stack.market.tokens[1] as SeededToken;
    const { page } = await stack.openPage(MOBILE);
    await page.route(/\/assets\/boot-[^/]+\.js$/, (route) => route.abort());
    await page.goto(`/token/${horizon.id}`);
    const shell = page.locator('#shell');
    await shell.getByRole('heading', { level: 1 }).waitFor();
    expect(await shell.locator('.stats dt').allInnerTexts()).toEqual([
      'Market cap',
      'Volume 24h',
      'Volume 7d',
      'Liquidity',
      'Holders',
      'Trustlines',
      'Supply',
      'Age',
    ]);
    await shell.getByRole('heading', { name: 'Chart' }).waitFor();
    // The panel's note is the phone's largest text: the shell paints it, so it need not wait for the app.
    const note = shell.getByText('Transactions are signed in your browser; keys never leave it.');
    expect(await note.isVisible()).toBe(true);
    expect(await shell.getByRole('link', { name: 'Connect Wallet' }).getAttribute('href')).toBe('/wallet');
    await page.context().close();
  }, 60_000);

  it('on a phone the token page does not shift as the app takes over and the rate arrives', async () => {
    const horizon = stack.market.tokens[1] as SeededToken;
    // Lighthouse's phone, where the price line once wrapped when the USD price arrived.
    const { page } = await stack.openPage({ ...MOBILE, width: 412, height: 823 });
    // The rate answers after the page has shown, as on a slow network.
    await page.route('**/api/rate/xrp-usd', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.addInitScript(() => {
      const shifts: number[] = [];
      Object.assign(window, { e2eShifts: shifts });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) shifts.push((entry as unknown as { value: number }).value);
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(`/token/${horizon.id}`);
    await page.locator('.chart-card canvas').first().waitFor();
    // The USD price shows once the rate is read: the last thing that used to push the page down.
    await expect.poll(() => page.locator('.token-price .muted.mono').first().innerText()).toMatch(/^\$/);
    await page.waitForTimeout(500);
    const shifts = await page.evaluate(() => (window as unknown as { e2eShifts: number[] }).e2eShifts);
    expect(shifts.reduce((sum, value) => sum + value, 0)).toBeLessThan(0.01);
    await page.context().close();
  }, 60_000);

  it('shows chart, trades, top traders, holders and pool, and takes in a new trade live', async () => {
    const horizon = stack.market.tokens[1] as SeededToken;
    const tracked = await stack.openPage(DESKTOP);
    const { page } = tracked;
    await page.goto(`/token/${horizon.id}`);
    await page.getByRole('heading', { level: 1, name: /HORIZON/ }).waitFor();
    await page.locator('.chart-card canvas').first().waitFor();
    // The shell has handed over: one page, one heading.
    expect(await page.locator('#shell').count()).toBe(0);
    expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);

    const tradeRows = page.locator('.activity tbody tr');
    await expect.poll(() => tradeRows.count()).toBe(3);
    const pool = page.locator('section.card', { has: page.getByRole('heading', { name: 'AMM pool' }) });
    const reserves = await pool.locator('dd').allInnerTexts();
    expect(reserves[2]).toBe('0.30%');
    await tracked.screenshot('token-live');

    await markPage(page);
    const trader = stack.market.traders[1];
    await buy(stack.ledger, trader, horizon, '100', 50n);
    await expect.poll(() => tradeRows.count(), { timeout: 15_000 }).toBe(4);
    expect(await tradeRows.first().innerText()).toMatch(/Buy[\s\S]*100/);
    await expect.poll(() => pool.locator('dd').allInnerTexts()).not.toEqual(reserves);
    expect(await isSamePage(page)).toBe(true);

    await page.getByRole('tab', { name: 'Top traders' }).click();
    await expect.poll(() => tradeRows.count()).toBe(2);
    await page.getByRole('tab', { name: 'Holders' }).click();
    await page.locator('.activity tbody tr').first().waitFor();
    expect(await page.locator('.activity').innerText()).toContain(trader.address.slice(0, 6));
    await tracked.screenshot('token-holders');

    // Another interval draws the chart again from its candles.
    await page.getByRole('tab', { name: '1h' }).click();
    await page.locator('.chart-card canvas').first().waitFor();
    expect(await page.locator('.chart-card .state-error').count()).toBe(0);
    expect(tracked.problems).toEqual([]);
    await page.context().close();
  }, 60_000);
});
