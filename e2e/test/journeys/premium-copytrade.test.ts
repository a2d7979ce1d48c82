/**
 * Journeys on /premium and /copytrade in Chromium against a real localnet and server: a wallet subscribes with
 * a signed 5 XRP payment and turns premium; it follows a seeded trader, whose buy it copies from the open page
 * (signed in the browser, validated on the ledger) and whose next buy is skipped by the daily limit.
 */
import { describe, expect, it } from 'vitest';
import { buy, type Stack } from '../../src/index.js';
import {
  type Trader,
  balanceOf,
  ledgerTx,
  runFlow,
  seeded,
  seededTrader,
  useTradingJourney,
} from './journey.js';

let stack: Stack;
let trader: Trader;
useTradingJourney(
  { fundXrp: 300n, timeoutMs: 180_000, untilFundsShow: true },
  (started) => ({ stack, trader } = started),
);

describe('/premium and /copytrade', () => {
  it('subscribes with a signed 5 XRP payment to the treasury, and the status turns premium by payment', async () => {
    const { page, tracked } = trader;
    await page.goto('/premium');
    const status = page.getByTestId('premium-status');
    await expect.poll(() => status.textContent(), { timeout: 20_000 }).toBe('Not premium yet.');
    await runFlow(trader, () => page.getByTestId('premium-subscribe').click(), 'journey-premium-subscribe');
    await expect
      .poll(() => status.textContent(), { timeout: 20_000 })
      .toBe('Premium: this wallet paid 5 XRP to the treasury in the last 30 days.');
    await tracked.screenshot('journey-premium');
    expect(tracked.problems).toEqual([]);
  }, 120_000);

  it('follows a leader, copies its buy from the open page, and skips the next by the daily limit', async () => {
    const { page, tracked } = trader;
    const leader = seededTrader(stack, 0);
    const army = seeded(stack, 0);
    await page.goto('/copytrade');
    await page.getByTestId('copytrade-open-app-only').waitFor();
    await page.getByTestId('copy-leader-address').fill(leader.address);
    await page.getByTestId('copy-per-trade').fill('5');
    await page.getByTestId('copy-per-day').fill('5');
    await page.getByTestId('copy-follow').click();
    await page.getByTestId('copy-leader').waitFor({ timeout: 20_000 });

    // About 10 XRP of ARMY (5,000 XRP for 1,000,000 in its pool): the copy is scaled to 5 XRP.
    await buy(stack.ledger, leader, army, '2000', 20n);
    const copied = page.locator('[data-testid="copy-log"] tr[data-outcome="copied"]');
    await copied.waitFor({ timeout: 60_000 });
    expect(await copied.textContent()).toContain('Copied for 5 XRP');
    const hash = /([0-9A-F]{64})/.exec((await copied.textContent()) ?? '')?.[1] ?? '';
    const tx = await ledgerTx(stack, hash);
    expect(tx['Account']).toBe(trader.address);
    expect(tx['TakerGets']).toBe('5000000');
    expect(await balanceOf(stack, trader.address, army.currency, army.issuer)).toBeGreaterThan(0);

    await buy(stack.ledger, leader, army, '2000', 20n);
    const skipped = page.locator('[data-testid="copy-log"] tr[data-outcome="skipped"]');
    await skipped.waitFor({ timeout: 60_000 });
    expect(await skipped.textContent()).toContain("Today's XRP limit for this leader is reached");
    await tracked.screenshot('journey-copytrade');
    expect(tracked.problems).toEqual([]);
  }, 180_000);
});
