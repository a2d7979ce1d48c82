/**
 * Issue 17 on the token page, through the UI against a real localnet and server: a swap into a token the
 * wallet does not hold, chosen by typing its ticker in the picker (the swap sets its trustline); liquidity
 * added from the token's pool card; the fee details opened in place without losing the typed amount. The
 * numbers shown are checked against the ledger's.
 */
import { dropsToXrp, xrpToDrops } from '@horizon/protocol';
import { describe, expect, it } from 'vitest';
import type { Stack } from '../../src/index.js';
import { type Trader, linesOf, runFlow, seeded, useTradingJourney } from './journey.js';

let stack: Stack;
let trader: Trader;
useTradingJourney({ fundXrp: 2_000n }, (started) => ({ stack, trader } = started));

const army = () => seeded(stack, 0);
const moon = () => seeded(stack, 2);

/** The wallet's balance of a token as the ledger writes it, or null without a trust line. */
async function ledgerBalance(token: { currency: string; issuer: string }): Promise<string | null> {
  const line = (await linesOf(stack, trader.address)).find(
    (l) => l.currency === token.currency && l.account === token.issuer,
  );
  return line ? line.balance : null;
}

async function xrpDrops(address: string): Promise<bigint> {
  const { result } = await stack.ledger.client.request({
    command: 'account_info',
    account: address,
    ledger_index: 'validated',
  });
  return BigInt(result.account_data.Balance);
}

/** The amount of a labelled row of the open dialog's group `testId`. */
async function shown(testId: string, label: string): Promise<string[]> {
  const dialog = trader.page.getByRole('dialog');
  const rows = dialog
    .getByTestId(testId)
    .locator('dl > div', { has: trader.page.locator('dt', { hasText: label }) });
  return rows.locator('dd').allTextContents();
}

describe('the token page (issue 17)', () => {
  it('opens the fee details in place: the typed amount stays, Escape closes them', async () => {
    const { page } = trader;
    await page.goto(`/token/${army().id}`);
    await page.getByTestId('trade-balance').filter({ hasText: /[1-9]/ }).waitFor();
    await page.getByTestId('trade-amount').fill('10');
    const details = page.getByRole('button', { name: 'details' });
    expect(await details.getAttribute('aria-expanded')).toBe('false');
    await details.click();
    expect(await details.getAttribute('aria-expanded')).toBe('true');
    const region = page.getByRole('region', { name: 'Fee programs' });
    await region.waitFor();
    expect(await region.textContent()).toContain('Trading fee');
    await trader.tracked.screenshot('journey-fee-details');
    await page.keyboard.press('Escape');
    await region.waitFor({ state: 'detached' });
    expect(await details.getAttribute('aria-expanded')).toBe('false');
    expect(new URL(page.url()).pathname).toBe(`/token/${army().id}`);
    expect(await page.getByTestId('trade-amount').inputValue()).toBe('10');
    // The amount is still there to buy with.
    await runFlow(trader, () => page.getByRole('button', { name: 'Buy ARMY' }).click());
    expect(Number(await ledgerBalance(army()))).toBeGreaterThan(0);
  }, 90_000);

  it('swaps ARMY into MOON, not held, chosen by typing its ticker; MOON ends in the wallet', async () => {
    const { page } = trader;
    expect(await ledgerBalance(moon())).toBeNull();
    await page.goto(`/token/${army().id}`);
    await page.getByRole('tab', { name: 'Swap' }).click();
    const picker = page.getByRole('combobox', { name: 'Other token' });
    await picker.pressSequentially(moon().ticker);
    const option = page.getByRole('option', { name: new RegExp(`^.?${moon().ticker}`) });
    await option.first().waitFor();
    await trader.tracked.screenshot('journey-swap-picker');
    await option.first().click();
    await page.getByTestId('swap-chosen').filter({ hasText: 'Not held yet' }).waitFor();
    await page.getByTestId('swap-amount').fill('100');
    await page.getByTestId('swap-quote').waitFor();
    const text = await runFlow(
      trader,
      () => page.getByRole('button', { name: `Swap ARMY for ${moon().ticker}` }).click(),
      'journey-swap-into-new',
    );
    const balance = await ledgerBalance(moon());
    expect(Number(balance)).toBeGreaterThan(0);
    // The success view's "Received" is what the ledger credited.
    expect(text).toContain(`Received${balance} ${moon().ticker}`);
    await page.getByTestId('swap-chosen').filter({ hasText: 'held' }).waitFor();
  }, 90_000);

  it('adds XRP liquidity from the pool card; the review total is what leaves the wallet', async () => {
    const { page } = trader;
    await page.goto(`/token/${moon().id}`);
    const add = page.getByRole('button', { name: 'Add liquidity' });
    await expect.poll(() => add.isEnabled(), { timeout: 20_000 }).toBe(true);
    await add.click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'XRP only' }).click();
    await dialog.getByTestId('deposit-xrp').fill('25');
    await dialog.getByRole('button', { name: 'Review deposit' }).click();
    await dialog.getByRole('heading', { name: 'Review: Deposit to pool' }).waitFor({ timeout: 20_000 });
    // A deposit names the most it may take: the ledger rounds the LP tokens down and takes what they are
    // worth, which the dry run of the very transaction shows exactly.
    const total = await shown('review-total', 'Total (at most)');
    expect(total).toHaveLength(1);
    const dryRun = await shown('simulation', 'XRP');
    await trader.tracked.screenshot('journey-pool-deposit-preview');
    const before = await xrpDrops(trader.address);
    await dialog.getByRole('button', { name: 'Confirm and sign' }).click();
    await dialog.getByRole('heading', { name: 'Deposit to pool: done' }).waitFor({ timeout: 30_000 });
    const spent = before - (await xrpDrops(trader.address));
    expect(dryRun).toEqual([`-${dropsToXrp(spent)} XRP`]);
    expect(spent).toBeLessThanOrEqual(xrpToDrops((total[0] ?? '').replace(' XRP', '')));
    expect(spent).toBeGreaterThan(xrpToDrops('25') - 100n);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });
    const lines = await linesOf(stack, trader.address);
    expect(lines.some((l) => /^03/.test(l.currency) && Number(l.balance) > 0)).toBe(true);
    await page.getByTestId('pool-your-share').waitFor();
    await page.getByRole('button', { name: 'Remove liquidity' }).waitFor();
    await trader.tracked.screenshot('journey-pool-share');
    expect(trader.tracked.problems).toEqual([]);
  }, 90_000);
});
