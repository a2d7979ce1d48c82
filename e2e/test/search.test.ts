/**
 * The header search in every state of spec §2, against the real search index: recent history with
 * 'Clear all history', 'Searching...' while an answer is on its way, token rows (icon, name, ticker, market
 * cap, 'Token'), an address giving 'View Wallet', 'No tokens or wallets found', and an outside click closing
 * and clearing it. The mobile menu's search box opens a token too.
 */
import { SEARCH_DROPDOWN_MAX_HEIGHT_REM, SEARCH_STRINGS, shortenAddress } from '@horizon/core';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, MOBILE, type SeededToken, type Stack, startStack } from '../src/index.js';

let stack: Stack;
let army: SeededToken;

beforeAll(async () => {
  stack = await startStack();
  army = stack.market.tokens[0] as SeededToken;
}, 120_000);

afterAll(() => stack?.close());

const box = (page: Page) => page.locator('.header-search input[type="search"]');
const dropdown = (page: Page) => page.locator('.header-search .search-dropdown');

/** Holds every search answer until the returned function is called. */
async function holdSearchAnswers(page: Page): Promise<() => Promise<void>> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/tokens/search**', async (route) => {
    await held;
    await route.continue();
  });
  // The route stays: once released, it passes later searches straight on (unrouting would race held ones).
  return async () => release();
}

describe('the header search at desktop width', () => {
  it('walks through searching, results, history, wallet rows, no results and an outside click', async () => {
    const tracked = await stack.openPage(DESKTOP);
    const { page } = tracked;
    await page.goto('/live-markets');
    await page.getByRole('link', { name: /ARMY/ }).first().waitFor();

    // Nothing searched yet: focusing shows no history.
    await box(page).focus();
    expect(await page.getByText(SEARCH_STRINGS.recent, { exact: true }).count()).toBe(0);

    // 'Searching...' while the answer is held back, then the token row.
    const release = await holdSearchAnswers(page);
    await box(page).fill('arm');
    await dropdown(page).getByText(SEARCH_STRINGS.searching).waitFor();
    await tracked.screenshot('search-searching');
    await release();
    const row = dropdown(page).getByRole('option').filter({ hasText: 'ARMY' });
    await row.waitFor();
    await expect.poll(() => dropdown(page).getByText(SEARCH_STRINGS.searching).count()).toBe(0);
    expect(await row.locator('.token-icon').count()).toBe(1);
    expect(await row.getByText(SEARCH_STRINGS.tokenLabel, { exact: true }).count()).toBe(1);
    expect(await row.locator('.search-row-cap').innerText()).toMatch(/^\$[\d.,]+K$/);
    const maxHeight = await dropdown(page).evaluate((el) => getComputedStyle(el).maxHeight);
    const remPx = await page.evaluate(() => parseFloat(getComputedStyle(document.documentElement).fontSize));
    expect(maxHeight).toBe(`${SEARCH_DROPDOWN_MAX_HEIGHT_REM * remPx}px`);
    await tracked.screenshot('search-results');

    await row.click();
    await page.waitForURL(`**/token/${army.id}`);
    await page.getByRole('heading', { level: 1, name: /ARMY/ }).waitFor();

    // Back in the box: the search is remembered under 'Recent', and opens the token again.
    await box(page).focus();
    await dropdown(page).getByText(SEARCH_STRINGS.recent, { exact: true }).waitFor();
    const recent = dropdown(page).getByRole('option').filter({ hasText: 'arm' });
    expect(await recent.getByText(SEARCH_STRINGS.tokenLabel, { exact: true }).count()).toBe(1);
    await tracked.screenshot('search-history');

    // An address: 'View Wallet' with the shortened address, opening that wallet.
    const trader = stack.market.traders[0].address;
    await box(page).fill(trader);
    const walletRow = dropdown(page).getByRole('option').filter({ hasText: SEARCH_STRINGS.viewWallet });
    await walletRow.getByText(shortenAddress(trader)).waitFor();
    expect(await walletRow.getByText(SEARCH_STRINGS.walletLabel, { exact: true }).count()).toBe(1);
    await tracked.screenshot('search-wallet');
    await walletRow.click();
    await page.waitForURL(`**/view-wallet?address=${trader}`);

    // Both visits are in the history now; 'Clear all history' empties it.
    await box(page).focus();
    await expect.poll(() => dropdown(page).getByRole('option').count()).toBe(2);
    await dropdown(page).getByRole('button', { name: SEARCH_STRINGS.clearAllHistory }).click();
    await expect.poll(() => dropdown(page).getByText(SEARCH_STRINGS.recent, { exact: true }).count()).toBe(0);

    // No match.
    await box(page).fill('qqqzzzqqq');
    await dropdown(page).getByText(SEARCH_STRINGS.noResults).waitFor();
    await tracked.screenshot('search-no-results');

    // An outside click closes the dropdown and clears the query.
    await page.locator('main h1').first().click();
    await expect.poll(() => dropdown(page).count()).toBe(0);
    expect(await box(page).inputValue()).toBe('');

    expect(tracked.problems).toEqual([]);
    await page.context().close();
  }, 60_000);
});

describe('the search in the mobile menu', () => {
  it('finds a token and opens it, closing the menu', async () => {
    const tracked = await stack.openPage(MOBILE);
    const { page } = tracked;
    await page.goto('/leaderboards');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const mobileBox = page.locator('.mobile-menu input[type="search"]');
    await mobileBox.fill('HORIZ');
    const row = page
      .locator('.mobile-menu .search-dropdown')
      .getByRole('option')
      .filter({ hasText: 'HORIZON' });
    await row.waitFor();
    await tracked.screenshot('search-mobile-results');
    await row.click();
    await page.waitForURL(`**/token/${stack.market.tokens[1]?.id}`);
    await expect.poll(() => page.locator('.mobile-menu').count()).toBe(0);
    expect(tracked.problems).toEqual([]);
    await page.context().close();
  }, 60_000);
});
