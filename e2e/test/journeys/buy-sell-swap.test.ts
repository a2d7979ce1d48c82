/**
 * Journeys on the token page's trade panel, through the UI against a real localnet and server: buy, sell,
 * swap, and a limit order placed then cancelled; each checked on the ledger afterwards, with screenshots.
 */
import { dropsToXrp } from '@horizon/protocol';
import { describe, expect, it } from 'vitest';
import type { Stack } from '../../src/index.js';
import {
  type Trader,
  balanceOf,
  offersOf,
  runFlow,
  seeded,
  useTradingJourney,
  xrpDropsOf,
} from './journey.js';

let stack: Stack;
let trader: Trader;
useTradingJourney({ fundXrp: 2_000n }, (started) => ({ stack, trader } = started));

const army = () => seeded(stack, 0);
const horizon = () => seeded(stack, 1);

const xrpDrops = (address: string) => xrpDropsOf(stack, address);

/** The XRP in the token's pool now, in drops. */
async function poolXrpDrops(token: { currency: string; issuer: string }): Promise<bigint> {
  const { result } = await stack.ledger.client.request({
    command: 'amm_info',
    asset: { currency: 'XRP' },
    asset2: { currency: token.currency, issuer: token.issuer },
  });
  return BigInt(result.amm.amount as string);
}

describe('the review before a buy (issue 16)', () => {
  it('shows the price impact of a buy of 0.1% of the pool, and a "you pay" that is exactly what leaves', async () => {
    const { page } = trader;
    await page.goto(`/token/${army().id}`);
    await page.getByTestId('trade-balance').filter({ hasText: /[1-9]/ }).waitFor();
    await page.getByLabel('Slippage (%)').fill('5');
    // 0.1% of the pool's XRP, in whole drops.
    const amount = dropsToXrp((await poolXrpDrops(army())) / 1000n);
    await page.getByTestId('trade-amount').fill(amount);
    await page.getByTestId('trade-quote').waitFor();
    const dialog = page.getByRole('dialog');
    await page.getByRole('button', { name: 'Buy ARMY' }).click();
    await dialog.getByRole('heading', { name: 'Review: Buy' }).waitFor({ timeout: 20_000 });
    await trader.tracked.screenshot('journey-review-buy');
    // The impact of the trade itself: about 0.1%, not the 5% slippage allowance nor the fees.
    const row = (label: string) =>
      dialog.locator('dl > div', { has: page.locator('dt', { hasText: label }) });
    const impact = Number((await row('Price impact').locator('dd').textContent())?.replace('%', ''));
    expect(impact).toBeGreaterThan(0);
    expect(impact).toBeLessThan(0.2);
    const pay = (await row('You pay').locator('dd').allTextContents()).filter((t) => t.endsWith(' XRP'));
    expect(pay).toHaveLength(1);
    const before = await xrpDrops(trader.address);
    await dialog.getByRole('button', { name: 'Confirm and sign' }).click();
    await dialog.getByRole('heading', { name: /: done$|^Transaction failed$/ }).waitFor({ timeout: 30_000 });
    expect(await dialog.getByRole('heading', { name: 'Buy: done' }).count()).toBe(1);
    // Everything that left the wallet, network fees included, is the one total the review showed.
    expect(dropsToXrp(before - (await xrpDrops(trader.address)))).toBe(pay[0]?.replace(' XRP', ''));
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });
  }, 90_000);
});

describe('the token page trade panel', () => {
  it('buys ARMY for 10 XRP, then sells part of it', async () => {
    const { page } = trader;
    await page.goto(`/token/${army().id}`);
    await page.getByTestId('trade-balance').filter({ hasText: /[1-9]/ }).waitFor();
    await page.getByTestId('trade-amount').fill('10');
    await page.getByTestId('trade-quote').waitFor();
    await trader.tracked.screenshot('journey-buy-form');
    await runFlow(trader, () => page.getByRole('button', { name: 'Buy ARMY' }).click(), 'journey-buy');
    const bought = await balanceOf(stack, trader.address, army().currency, army().issuer);
    expect(bought).toBeGreaterThan(0);

    await page.getByRole('tab', { name: 'Sell' }).click();
    await page.getByTestId('trade-amount').fill('100');
    await runFlow(trader, () => page.getByRole('button', { name: 'Sell ARMY' }).click(), 'journey-sell');
    expect(await balanceOf(stack, trader.address, army().currency, army().issuer)).toBeCloseTo(
      bought - 100,
      6,
    );
  }, 90_000);

  it('swaps ARMY for HORIZON', async () => {
    const { page } = trader;
    await page.goto(`/token/${army().id}`);
    await page.getByRole('tab', { name: 'Swap' }).click();
    await page.getByTestId('swap-other').fill(horizon().id);
    await page.getByTestId('swap-amount').fill('200');
    await page
      .getByTestId('swap-quote')
      .waitFor()
      .catch(async (e: unknown) => {
        await trader.tracked.screenshot('journey-swap-noquote');
        throw e;
      });
    await runFlow(
      trader,
      () => page.getByRole('button', { name: /^Swap ARMY for HORIZON/ }).click(),
      'journey-swap',
    );
    expect(await balanceOf(stack, trader.address, horizon().currency, horizon().issuer)).toBeGreaterThan(0);
  }, 60_000);

  it('places a limit buy order far below the market, sees it open, and cancels it', async () => {
    const { page } = trader;
    await page.goto(`/token/${army().id}`);
    await page.getByRole('tab', { name: 'Limit' }).click();
    await page.getByTestId('limit-amount').fill('1000');
    await page.getByTestId('limit-price').fill('0.0001');
    await expect.poll(() => page.getByTestId('limit-total').textContent()).toBe('0.1 XRP');
    await runFlow(
      trader,
      () => page.getByRole('button', { name: 'Place buy order' }).click(),
      'journey-limit',
    );
    expect(await offersOf(stack, trader.address)).toHaveLength(1);
    const orders = page.getByTestId('open-orders');
    await orders.waitFor();
    await trader.tracked.screenshot('journey-limit-open');
    await runFlow(
      trader,
      () => orders.getByRole('button', { name: 'Cancel' }).first().click(),
      'journey-cancel',
    );
    expect(await offersOf(stack, trader.address)).toHaveLength(0);
    expect(trader.tracked.problems).toEqual([]);
  }, 60_000);
});
