/**
 * The wallet list through the UI (spec §4 "Wallet list") in Chromium against a real localnet and server: a
 * wallet turns premium by its 5 XRP payment and the menu's 'Premium Feature' labels go; five wallets, the sixth
 * refused, one removed from the menu and another added; a switch from the menu closes it and the labels come
 * back for a wallet without premium; a rename on /wallet; the active wallet removed falls back to the first;
 * disconnect all from the menu leaves no wallet, key or cache in the browser.
 */
import { shortenAddress } from '@horizon/core';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { DESKTOP, MOBILE, SCREENSHOT_DIR, type Stack } from '../../src/index.js';
import { type Trader, keepClosingLedgers, newTrader, runFlow, startTradingStack } from './journey.js';
import { generateFromMenu, openAddWallet, openWalletMenu, walletMenuRows } from './wallet-ui.js';

let stack: Stack;
let stopClosing: () => void = () => undefined;
let trader: Trader;
/** The wallets in the list, in order. */
let wallets: string[] = [];

beforeAll(async () => {
  stack = await startTradingStack();
  stopClosing = keepClosingLedgers(stack);
  trader = await newTrader(stack, 50n);
  await trader.page.getByTestId('xrp-available').filter({ hasText: /[1-9]/ }).waitFor({ timeout: 20_000 });
  wallets = [trader.address];
}, 180_000);

afterAll(async () => {
  stopClosing();
  await stack?.close();
});

const premiumLabels = (page: Page) => page.locator('.wallet-dropdown').getByText('Premium Feature');
/** A wallet's row in the header's menu. */
const rowOf = (page: Page, address: string) =>
  page.locator(`.wallet-dropdown [data-testid="wallet-row"][data-address="${address}"]`);
const activeShown = (page: Page) => page.locator('.wallet-button-address').textContent();

async function closeMenu(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Wallet menu' }).click();
  await page.locator('.wallet-dropdown').waitFor({ state: 'detached' });
}

/** Every key of every store of the vault's IndexedDB, as text. */
function vaultKeys(page: Page): Promise<string[]> {
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve, reject) => {
        const open = indexedDB.open('horizon-vault');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const names = [...db.objectStoreNames];
          const tx = db.transaction(names, 'readonly');
          const keys: string[] = [];
          for (const name of names) {
            const req = tx.objectStore(name).getAllKeys();
            req.onsuccess = () => keys.push(...req.result.map((k) => `${name}:${String(k)}`));
          }
          tx.oncomplete = () => {
            db.close();
            resolve(keys);
          };
        };
      }),
  );
}

const localKeys = (page: Page) => page.evaluate(() => Object.keys(localStorage));

describe('the wallet list', () => {
  it('a premium wallet sees no premium labels: gone after its payment, still gone after a reload', async () => {
    const { page, tracked } = trader;
    await openWalletMenu(page);
    await expect.poll(() => premiumLabels(page).count()).toBe(2);
    await closeMenu(page);

    await page.goto('/premium');
    await runFlow(trader, () => page.getByTestId('premium-subscribe').click());
    await openWalletMenu(page);
    await expect.poll(() => premiumLabels(page).count()).toBe(0);
    await tracked.screenshot('journey-wallet-menu-premium');
    await closeMenu(page);

    await page.goto('/copytrade');
    await page.getByTestId('copy-leader-address').waitFor(); // the follow form: shown to premium wallets
    expect((await page.getByRole('heading', { level: 1 }).textContent())?.trim()).toBe('Copy Trade');

    await page.reload();
    await openWalletMenu(page);
    await rowOf(page, trader.address).waitFor();
    expect(await premiumLabels(page).count()).toBe(0);
    const record = await page.evaluate(
      (a) => localStorage.getItem(`horizon:wallet_cache:${a}`),
      trader.address,
    );
    expect(JSON.parse(record ?? '{}')).toMatchObject({ premiumStatus: true });
    await closeMenu(page);
  }, 120_000);

  it('at five wallets the sixth is refused; removing one from the menu makes room for another', async () => {
    const { page, tracked } = trader;
    await page.goto('/wallet');
    for (let i = 0; i < 4; i += 1) wallets.push(await generateFromMenu(page));
    expect(await walletMenuRows(page)).toEqual(wallets.map(shortenAddress));
    const full = await openAddWallet(page);
    await full.getByText('Maximum 5 wallets allowed').waitFor();
    await full.getByRole('button', { name: 'Close' }).click();

    const second = wallets[1] ?? '';
    const menu = await openWalletMenu(page);
    await menu.getByRole('button', { name: 'Remove Wallet 2' }).click();
    const confirm = menu.getByTestId('wallet-remove-confirm');
    expect(await confirm.textContent()).toContain(
      `Remove Wallet 2 (${shortenAddress(second)})? Its keys are erased from this browser`,
    );
    await tracked.screenshot('journey-wallet-remove-confirm');
    await confirm.getByRole('button', { name: 'Remove', exact: true }).click();
    await rowOf(page, second).waitFor({ state: 'detached' });
    wallets = wallets.filter((w) => w !== second);
    expect((await vaultKeys(page)).filter((k) => k.includes(second))).toEqual([]);
    expect((await localKeys(page)).filter((k) => k.includes(second))).toEqual([]);
    await closeMenu(page);

    wallets.push(await generateFromMenu(page));
    expect(await walletMenuRows(page)).toEqual(wallets.map(shortenAddress));
    await openWalletMenu(page);
    const names = await page.locator('.wallet-dropdown .wallet-row-name').allTextContents();
    expect(names).toEqual(['Wallet 1', 'Wallet 3', 'Wallet 4', 'Wallet 5', 'Wallet 6']);
    await closeMenu(page);
    expect(tracked.problems).toEqual([]);
  }, 120_000);

  it('switching from the menu closes it, and a wallet without premium sees the labels', async () => {
    const { page } = trader;
    const third = wallets[1] ?? '';
    const menu = await openWalletMenu(page);
    await rowOf(page, third).locator('.wallet-row-main').click();
    await menu.waitFor({ state: 'detached' });
    await expect.poll(() => activeShown(page)).toBe(shortenAddress(third));
    await openWalletMenu(page);
    await expect.poll(() => premiumLabels(page).count()).toBe(2);
    await trader.tracked.screenshot('journey-wallet-menu-labels');
    await closeMenu(page);
  });

  it('renames on /wallet: a too-long name says why Save is off; the new name shows in the menu', async () => {
    const { page, tracked } = trader;
    const card = page.getByTestId('wallets-card');
    await card.getByRole('button', { name: 'Rename Wallet 3' }).click();
    const name = card.getByRole('textbox', { name: 'Wallet name' });
    await name.fill('x'.repeat(33));
    expect(await card.getByRole('alert').textContent()).toBe('A wallet name can be at most 32 characters.');
    expect(await card.getByRole('button', { name: 'Save' }).isDisabled()).toBe(true);
    await tracked.screenshot('journey-wallet-rename-refused');
    await name.fill('  Savings ');
    await card.getByRole('button', { name: 'Save' }).click();
    await card.getByRole('button', { name: 'Rename Savings' }).waitFor();
    await card.screenshot({ path: join(SCREENSHOT_DIR, 'journey-wallets-card-desktop.png') });
    await page.setViewportSize(MOBILE); // the card fits a phone: nothing in it scrolls sideways
    await card.screenshot({ path: join(SCREENSHOT_DIR, 'journey-wallets-card-mobile.png') });
    expect(await card.evaluate((el) => el.scrollWidth - el.clientWidth)).toBe(0);
    await page.setViewportSize(DESKTOP);
    await page.reload();
    await openWalletMenu(page);
    expect(
      await rowOf(page, wallets[1] ?? '')
        .locator('.wallet-row-name')
        .textContent(),
    ).toBe('Savings');
    await closeMenu(page);
  });

  it('removing the active wallet on /wallet falls back to the first, whose premium hides the labels', async () => {
    const { page } = trader;
    const card = page.getByTestId('wallets-card');
    await card.getByRole('button', { name: 'Remove Savings' }).click();
    await card
      .getByTestId('wallet-remove-confirm')
      .getByRole('button', { name: 'Remove', exact: true })
      .click();
    wallets = wallets.filter((w) => w !== wallets[1]);
    await expect.poll(() => activeShown(page)).toBe(shortenAddress(trader.address));
    await page.getByTestId('account-card').getByText(trader.address).waitFor();
    expect(await card.getByText('4 of 5 wallets').count()).toBe(1);
    await openWalletMenu(page);
    await expect.poll(() => premiumLabels(page).count()).toBe(0);
    await closeMenu(page);
  });

  it('disconnect all from the menu names what is lost, then leaves no wallet, key or cache', async () => {
    const { page, tracked } = trader;
    const menu = await openWalletMenu(page);
    await menu.getByRole('button', { name: 'Disconnect all' }).click();
    const confirm = menu.getByTestId('disconnect-all-confirm');
    expect(await confirm.textContent()).toContain(
      'Disconnect all 4 wallets? Their keys and cached data are erased from this browser',
    );
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'detached' });
    expect(await menu.locator('.wallet-row-main .mono').allTextContents()).toEqual(
      wallets.map(shortenAddress),
    );
    await menu.getByRole('button', { name: 'Disconnect all' }).click();
    await tracked.screenshot('journey-wallet-disconnect-all');
    await confirm.getByRole('button', { name: 'Disconnect all' }).click();
    await menu.getByText('No Wallet Connected').waitFor();
    expect(await vaultKeys(page)).not.toContainEqual(expect.stringMatching(/^(wallets|mnemonics):/));
    const left = await localKeys(page);
    expect(
      left.filter((k) => /wallet_cache:|wallet_credentials:|backup_pending|active_wallet/.test(k)),
    ).toEqual([]);
    expect(await page.evaluate(() => localStorage.getItem('horizon:wallets'))).toBe('[]');
    await page.reload();
    await page.getByRole('status').getByText('No wallet connected').waitFor();
    expect(tracked.problems).toEqual([]);
  });
});
