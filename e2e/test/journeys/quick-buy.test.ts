/**
 * Quick buy from the live-markets table, through the UI against a real localnet and server: a preset buys
 * through the review and ends with tokens on the ledger; a wallet that opted out of the review for small buys
 * signs at once under its cap, once however often it is clicked, and still sees the review above the cap.
 */
import { dropsToXrp, xrpToDrops } from '@horizon/protocol';
import { describe, expect, it } from 'vitest';
import { MOBILE, type Stack } from '../../src/index.js';
import { type Trader, balanceOf, runFlow, seeded, useTradingJourney } from './journey.js';

let stack: Stack;
let trader: Trader;
useTradingJourney({ fundXrp: 500n, timeoutMs: 240_000 }, (started) => ({ stack, trader } = started));

const army = () => seeded(stack, 0);
const horizon = () => seeded(stack, 1);

/** The OfferCreate transactions (trades) the account has signed, as the ledger lists them. */
async function tradesOf(address: string): Promise<number> {
  const { result } = await stack.ledger.client.request({
    command: 'account_tx',
    account: address,
    limit: 400,
  });
  const txs = result.transactions as unknown as {
    tx_json?: { TransactionType?: string };
    tx?: { TransactionType?: string };
  }[];
  return txs.filter((t) => (t.tx_json ?? t.tx)?.TransactionType === 'OfferCreate').length;
}

/** Counts the buys the page asks the server to build from now on. */
function countBuildRequests(page: Trader['page']): () => number {
  let count = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/buy_token_unsigned')) count += 1;
  });
  return () => count;
}

const amountButton = (xrp: string) =>
  trader.page
    .getByRole('group', { name: 'Quick buy amount' })
    .getByRole('button', { name: xrp, exact: true });
const rowButton = (ticker: string, xrp: string) =>
  trader.page.getByRole('button', { name: `Quick-buy ${xrp} XRP of ${ticker}`, exact: true });

describe('quick buy from a market row', () => {
  it('buys the chosen preset of ARMY through the review and ends with ARMY in the wallet', async () => {
    const { page } = trader;
    await page.goto('/live-markets');
    await amountButton('5').click();
    await expect.poll(() => amountButton('5').getAttribute('aria-pressed')).toBe('true');
    await trader.tracked.screenshot('quick-buy-markets');
    const text = await runFlow(trader, () => rowButton('ARMY', '5').click(), 'quick-buy-row');
    expect(text).toContain('Buy: done');
    expect(await balanceOf(stack, trader.address, army().currency, army().issuer)).toBeGreaterThan(0);
    // The choice is kept in this browser.
    await page.reload();
    await expect.poll(() => amountButton('5').getAttribute('aria-pressed')).toBe('true');
  }, 90_000);

  it('refuses a bad one-click cap inline, with Save disabled', async () => {
    const { page } = trader;
    await page.goto('/live-markets');
    await page.getByRole('button', { name: 'Quick-buy settings' }).first().click();
    await page.getByLabel('Skip the review for small buys from this wallet').check();
    await page.getByLabel('Without review up to (XRP)').fill('0.0000001');
    await page.getByText('The cap must be an XRP amount above 0 with at most 6 decimals').waitFor();
    expect(await page.getByRole('button', { name: 'Save' }).isDisabled()).toBe(true);
  }, 60_000);

  it('with one click up to 5 XRP, a double click on a 1 XRP row buys once without a review', async () => {
    const { page } = trader;
    await page.goto('/live-markets');
    await page.getByRole('button', { name: 'Quick-buy settings' }).first().click();
    await page.getByLabel('Skip the review for small buys from this wallet').check();
    await page.getByLabel('Without review up to (XRP)').fill('5');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('status').filter({ hasText: 'Saved' }).waitFor();
    await amountButton('1').click();

    const before = await tradesOf(trader.address);
    const built = countBuildRequests(page);
    await rowButton('HORIZON', '1').dblclick();
    const dialog = page.getByRole('dialog');
    // No review to confirm: the flow runs to its outcome by itself.
    const end = dialog.getByRole('heading', { name: /: done$|^Transaction failed$/ });
    await end.waitFor({ timeout: 30_000 });
    await trader.tracked.screenshot('quick-buy-one-click-done');
    expect(await end.textContent()).toBe('Buy: done');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await balanceOf(stack, trader.address, horizon().currency, horizon().issuer)).toBeGreaterThan(0);
    // Give a second buy the time to land, were there one.
    await new Promise((r) => setTimeout(r, 2_000));
    expect(await tradesOf(trader.address)).toBe(before + 1);
    expect(built()).toBe(1);
  }, 90_000);

  it('above the cap the same button shows the review', async () => {
    const { page } = trader;
    await page.goto('/live-markets');
    await amountButton('10').click();
    await rowButton('ARMY', '10').click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('heading', { name: 'Review: Buy' }).waitFor({ timeout: 20_000 });
    await trader.tracked.screenshot('quick-buy-above-cap-review');
    const before = await tradesOf(trader.address);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await tradesOf(trader.address)).toBe(before);
    // After a cancel, the next quick buy starts again.
    await rowButton('ARMY', '10').click();
    await dialog.getByRole('heading', { name: 'Review: Buy' }).waitFor({ timeout: 20_000 });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
  }, 60_000);
});

describe('quick buy and balance shares on the token page', () => {
  it('a preset opens the review prefilled; Max fills what the wallet can spend', async () => {
    const { page } = trader;
    await page.goto(`/token/${army().id}`);
    await page.getByTestId('trade-balance').filter({ hasText: /[1-9]/ }).waitFor();
    const available = (await page.getByTestId('trade-balance').textContent())?.replace(' XRP', '') ?? '';
    await page.getByTestId('trade-amount-shares').getByRole('button', { name: 'Max' }).click();
    const max = await page.getByTestId('trade-amount').inputValue();
    // What is free after 0.01 XRP of network fees, less the 1% fee on top of the amount (ARMY is held).
    expect(max).toBe(dropsToXrp(((xrpToDrops(available) - 10_000n) * 100n) / 101n));
    await trader.tracked.screenshot('quick-buy-token-max');
    // 25 XRP is above the 5 XRP cap: the review, with the amount in the field.
    await page.getByRole('button', { name: 'Quick-buy 25 XRP of ARMY', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('heading', { name: 'Review: Buy' }).waitFor({ timeout: 20_000 });
    expect(await page.getByTestId('trade-amount').inputValue()).toBe('25');
    await trader.tracked.screenshot('quick-buy-token-review');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
  }, 60_000);

  it('two clicks on a one-click preset in the same instant, before React re-renders, buy once', async () => {
    const { page } = trader;
    await page.goto(`/token/${army().id}`);
    await page.getByTestId('trade-balance').filter({ hasText: /[1-9]/ }).waitFor();
    const before = await tradesOf(trader.address);
    const built = countBuildRequests(page);
    // Both clicks in one task: the button is not disabled yet for the second one.
    await page
      .getByRole('button', { name: 'Quick-buy 1 XRP of ARMY', exact: true })
      .evaluate((button: HTMLElement) => {
        button.click();
        button.click();
      });
    const dialog = page.getByRole('dialog');
    const end = dialog.getByRole('heading', { name: /: done$|^Transaction failed$/ });
    await end.waitFor({ timeout: 30_000 });
    expect(await end.textContent()).toBe('Buy: done');
    await new Promise((r) => setTimeout(r, 2_000));
    expect(await tradesOf(trader.address)).toBe(before + 1);
    // One flow: the second click did not even ask the server for a second buy.
    expect(built()).toBe(1);
    expect(await end.textContent()).toBe('Buy: done');
  }, 60_000);
});

describe('Max is what the ledger accepts', () => {
  it('a buy of the whole Max goes through, leaving the wallet only its reserve and change', async () => {
    const { page } = trader;
    await page.goto(`/token/${horizon().id}`);
    await page.getByTestId('trade-balance').filter({ hasText: /[1-9]/ }).waitFor();
    await page.getByLabel('Slippage (%)').fill('5');
    await page.getByTestId('trade-amount-shares').getByRole('button', { name: 'Max' }).click();
    await page.getByTestId('trade-quote').waitFor();
    await runFlow(
      trader,
      () => page.getByRole('button', { name: 'Buy HORIZON', exact: true }).click(),
      'quick-buy-max',
    );
    await expect
      .poll(async () => (await page.getByTestId('trade-balance').textContent()) ?? '')
      .toMatch(/^[0-4]\.\d+ XRP$/);
  }, 90_000);
});

describe('quick buy on a phone', () => {
  it('the markets table keeps its quick-buy buttons and the presets fit at 390 px', async () => {
    const tracked = await stack.openPage(MOBILE);
    await tracked.page.goto('/live-markets');
    const button = tracked.page.getByRole('button', { name: /^Quick-buy [\d.]+ XRP of ARMY$/ });
    await button.waitFor();
    await tracked.screenshot('quick-buy-markets');
    const box = await tracked.page.getByRole('group', { name: 'Quick buy amount' }).boundingBox();
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(390);
    await tracked.page.close();
  }, 60_000);
});
