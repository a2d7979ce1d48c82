/**
 * The app lock on the real stack (issue 17): a trader turns the lock on, reloads, and the header says Locked
 * with an Unlock button; a buy on the locked vault asks for the passphrase as it starts, says a wrong one
 * inline, and with the right one goes on to the review and through to the ledger; a closed prompt leaves the
 * ledger untouched; the header's Unlock works on a phone.
 */
import { describe, expect, it } from 'vitest';
import type { Stack } from '../../src/index.js';
import { type Trader, balanceOf, seeded, useTradingJourney } from './journey.js';

const PASSPHRASE = 'correct horse battery';

let stack: Stack;
let trader: Trader;
useTradingJourney({ fundXrp: 1_000n, timeoutMs: 180_000 }, (started) => ({ stack, trader } = started));

const army = () => seeded(stack, 0);
const page = () => trader.page;
const walletButton = () => page().locator('header .wallet-button');
const headerUnlock = () => page().locator('header').getByRole('button', { name: 'Unlock' });
const prompt = () => page().getByRole('dialog', { name: 'Unlock Wallets' });
const armyHeld = () => balanceOf(stack, trader.address, army().currency, army().issuer);

async function answerPrompt(passphrase: string) {
  await prompt().getByLabel('Passphrase').fill(passphrase);
  await prompt().getByRole('button', { name: 'Unlock' }).click();
}

/** On the token page, locked by the visit itself (a page load): a buy of 10 XRP started. */
async function startBuy() {
  await page().goto(`/token/${army().id}`);
  await page().getByTestId('trade-balance').filter({ hasText: /[1-9]/ }).waitFor();
  await page().getByTestId('trade-amount').fill('10');
  await page().getByTestId('trade-quote').waitFor();
  await page().getByRole('button', { name: 'Buy ARMY' }).click();
}

describe('a locked vault', () => {
  it('shows Locked and Unlock in the header after a reload, and asks nothing before an action', async () => {
    const form = page().getByTestId('app-lock-on');
    await form.getByTestId('passphrase-next').fill(PASSPHRASE);
    await form.getByTestId('passphrase-again').fill(PASSPHRASE);
    await form.getByRole('button', { name: 'Turn on app lock' }).click();
    await page().getByText('App lock is on.').waitFor({ timeout: 30_000 });
    await page().goto(`/token/${army().id}`);
    await walletButton()
      .filter({ hasText: /^Locked/ })
      .waitFor();
    await headerUnlock().waitFor();
    expect(await prompt().count()).toBe(0);
    await trader.tracked.screenshot('app-lock-header-locked');
  }, 60_000);

  it('asks for the passphrase when a buy starts, says a wrong one inline, then reviews and buys', async () => {
    await startBuy();
    await prompt().waitFor();
    await answerPrompt('not my passphrase');
    await expect.poll(() => prompt().getByRole('alert').textContent()).toBe('Wrong passphrase.');
    await trader.tracked.screenshot('app-lock-prompt-wrong');

    await answerPrompt(PASSPHRASE);
    const review = page().getByRole('dialog', { name: 'Review: Buy' });
    await review.getByRole('button', { name: 'Confirm and sign' }).click({ timeout: 20_000 });
    const done = page().getByRole('dialog', { name: 'Buy: done' });
    await done.waitFor({ timeout: 30_000 });
    expect(await armyHeld()).toBeGreaterThan(0);
    await walletButton()
      .filter({ hasText: /^Connected/ })
      .waitFor();
    expect(await headerUnlock().count()).toBe(0);
    await done.getByRole('button', { name: 'Close' }).click();
  }, 90_000);

  it('leaves the ledger untouched when the prompt is closed', async () => {
    const held = await armyHeld();
    await startBuy();
    await prompt().getByRole('button', { name: 'Close' }).click();
    const failed = page().getByRole('dialog', { name: 'Transaction failed' });
    await expect
      .poll(() => failed.getByRole('alert').textContent())
      .toBe('Wallets still locked: nothing was signed or sent.');
    expect(await armyHeld()).toBe(held);
    await failed.getByRole('button', { name: 'Close' }).click();
  }, 90_000);

  it('unlocks from the header at 390 px', async () => {
    await page().setViewportSize({ width: 390, height: 844 });
    await headerUnlock().waitFor();
    await trader.tracked.screenshot('app-lock-header-locked-390');
    await headerUnlock().click();
    await prompt().waitFor();
    await trader.tracked.screenshot('app-lock-prompt-390');
    await answerPrompt(PASSPHRASE);
    await prompt().waitFor({ state: 'detached', timeout: 20_000 });
    expect(await headerUnlock().count()).toBe(0);
    expect(trader.tracked.problems).toEqual([]);
  }, 60_000);
});
