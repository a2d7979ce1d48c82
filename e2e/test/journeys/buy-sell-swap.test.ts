/**
 * Journeys on the token page's trade panel, through the UI against a real localnet and server: buy, sell,
 * swap, and a limit order placed then cancelled; each checked on the ledger afterwards, with screenshots.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Stack } from '../../src/index.js';
import {
  type Trader,
  balanceOf,
  keepClosingLedgers,
  newTrader,
  offersOf,
  runFlow,
  seeded,
  startTradingStack,
} from './journey.js';

let stack: Stack;
let stopClosing: () => void = () => undefined;
let trader: Trader;

beforeAll(async () => {
  stack = await startTradingStack();
  stopClosing = keepClosingLedgers(stack);
  trader = await newTrader(stack, 2_000n);
}, 120_000);

afterAll(async () => {
  stopClosing();
  await stack?.close();
});

const army = () => seeded(stack, 0);
const horizon = () => seeded(stack, 1);

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
