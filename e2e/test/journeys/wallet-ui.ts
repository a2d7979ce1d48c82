/**
 * The wallet dialogs as a user drives them: Add Wallet from the header's wallet menu, the import tab with its
 * three kinds of secret, and the Confirm Wallet Import modal.
 */
import type { Locator, Page } from 'playwright-core';

export type ImportKind = 'Recovery phrase' | 'Family seed' | 'Secret numbers';

/** The open dialog (one at a time). */
export const dialogOf = (page: Page): Locator => page.getByRole('dialog');

/** Opens Add Wallet from the header's wallet menu, on its generate tab. */
export async function openAddWallet(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Wallet menu' }).click();
  await page.locator('.wallet-dropdown').getByRole('button', { name: 'Add Wallet' }).click();
  const dialog = dialogOf(page);
  await dialog.getByRole('heading', { name: 'Add New Wallet' }).waitFor();
  return dialog;
}

/** Opens the import tab and chooses what kind of secret is typed. */
export async function openImport(page: Page, kind: ImportKind): Promise<Locator> {
  const dialog = await openAddWallet(page);
  await dialog.getByRole('tab', { name: 'Import Existing Wallet' }).click();
  await dialog.getByRole('heading', { name: 'Import Wallet' }).waitFor();
  await dialog.getByRole('button', { name: kind, exact: true }).click();
  return dialog;
}

export interface ImportShown {
  readonly address: string;
  readonly algorithm: string;
}

/** Types the secret and submits it; answers what the Confirm Wallet Import modal shows, left open. */
export async function submitImport(page: Page, kind: ImportKind, secret: string): Promise<ImportShown> {
  const dialog = await openImport(page, kind);
  await dialog.getByTestId('import-secret').fill(secret);
  await dialog.getByRole('button', { name: 'Import Wallet', exact: true }).click();
  await dialog.getByRole('heading', { name: 'Confirm Wallet Import' }).waitFor();
  const address = (await dialog.getByTestId('confirm-address').textContent())?.trim() ?? '';
  const algorithm = (await dialog.getByTestId('confirm-algorithm').textContent())?.trim() ?? '';
  return { address, algorithm };
}

/** Imports a wallet through the UI to the end: Import Wallet, then Confirm Import. */
export async function importWallet(page: Page, kind: ImportKind, secret: string): Promise<ImportShown> {
  const shown = await submitImport(page, kind, secret);
  const dialog = dialogOf(page);
  await dialog.getByRole('button', { name: 'Confirm Import' }).click();
  await dialog.waitFor({ state: 'detached' });
  return shown;
}

/** The addresses the header's wallet menu lists, shortened as it shows them (then closes the menu). */
export async function walletMenuRows(page: Page): Promise<string[]> {
  await page.getByRole('button', { name: 'Wallet menu' }).click();
  const rows = page.locator('.wallet-dropdown .wallet-row-main .mono');
  await rows.first().waitFor();
  const shown = await rows.allTextContents();
  await page.getByRole('button', { name: 'Wallet menu' }).click();
  return shown;
}

/** Opens the header's wallet menu (when closed) and answers it. */
export async function openWalletMenu(page: Page): Promise<Locator> {
  const menu = page.locator('.wallet-dropdown');
  if (!(await menu.count())) await page.getByRole('button', { name: 'Wallet menu' }).click();
  await menu.waitFor();
  return menu;
}

/** Generates a wallet from the header's menu and confirms its backup; answers its address. */
export async function generateFromMenu(page: Page): Promise<string> {
  const dialog = await openAddWallet(page);
  await dialog.getByRole('button', { name: 'Generate Wallet' }).click();
  await dialog.getByRole('heading', { name: 'Back Up Your Wallet' }).waitFor();
  const address = (await dialog.getByTestId('backup-address').textContent())?.trim() ?? '';
  await dialog.getByRole('button', { name: "I've Saved My Credentials" }).click();
  await dialog.waitFor({ state: 'detached' });
  return address;
}
