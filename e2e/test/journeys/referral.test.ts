/**
 * Referral links through the UI on the real stack (spec §4, §5): a wallet's card shows its code, a shareable
 * link and the link's QR code; a visitor opening `/?ref=CODE` (any route, before verifying) keeps the code
 * across the verification detour, finds it in Add wallet's referral field (checked inline), and the wallet it
 * creates is bound to the referrer, as the server answers and the referrer's card then counts. A hostile code
 * is ignored and an unknown one does not stop the registration.
 */
import { REFERRAL_KEYS_CLEAR_MS, type RegisterWalletResponse } from '@horizon/core';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, MOBILE, type Stack, type TrackedPage, solveGate, startStack } from '../../src/index.js';
import { confirmBackup, generateWallet, verifiedOnWallet } from './journey.js';
import { dialogOf } from './wallet-ui.js';

const REFERRAL_KEY = 'horizon:referral_code';

let stack: Stack;
let referrer: TrackedPage;
let code = '';

beforeAll(async () => {
  stack = await startStack();
  referrer = await stack.openPage(DESKTOP);
  await verifiedOnWallet(referrer.page);
  await generateWallet(referrer.page);
}, 120_000);

afterAll(() => stack?.close());

const keptCode = (page: Page) => page.evaluate((key) => sessionStorage.getItem(key), REFERRAL_KEY);

/** The registration's answer for the wallet that `create` adds. */
async function registration(page: Page, create: () => Promise<unknown>): Promise<RegisterWalletResponse> {
  const answer = page.waitForResponse((r) => r.url().endsWith('/api/trustless/register_wallet_frontend'));
  await create();
  return (await (await answer).json()) as RegisterWalletResponse;
}

/** The referral card's "N wallets referred" count, read after the card loaded. */
async function referredCount(page: Page): Promise<number> {
  const line = page.getByText(/\d+ wallets referred/);
  await line.waitFor({ timeout: 20_000 });
  return Number(/(\d+) wallets referred/.exec((await line.textContent()) ?? '')?.[1]);
}

describe('referral links', () => {
  it("the referral card shows the wallet's code, its shareable link and a QR code of it", async () => {
    const { page } = referrer;
    const shown = page.getByTestId('referral-code');
    await shown.filter({ hasText: /[A-Z0-9]{8}/ }).waitFor({ timeout: 20_000 });
    code = /([A-Z0-9]{8})/.exec((await shown.textContent()) ?? '')?.[1] ?? '';
    expect(code).toMatch(/^[A-Z0-9]{8}$/);
    expect(await page.getByTestId('referral-link').textContent()).toBe(`${stack.origin}/?ref=${code}`);
    const qr = page.getByRole('img', { name: 'QR code of your referral link' });
    await qr.waitFor();
    expect(await qr.locator('path').getAttribute('d')).toMatch(/^M\d+ \d+h\d+/);
    expect(await referredCount(page)).toBe(0);
    await page.getByTestId('referral-link').scrollIntoViewIfNeeded();
    await referrer.screenshot('journey-referral-card');
    expect(referrer.problems).toEqual([]);
  });

  it('/?ref=CODE, then verifying and a new wallet: the code is in Add wallet and the referrer is bound', async () => {
    const visitor = await stack.openPage(MOBILE);
    const { page } = visitor;
    await page.goto(`/?ref=${code}`);
    // Kept, and out of the address bar.
    await expect.poll(() => keptCode(page)).toBe(code);
    await page.waitForURL((url) => url.search === '');
    // Wallet is gated: the visitor verifies first, and comes back to /wallet with the code still kept.
    await page.goto('/wallet');
    await page.waitForURL('**/verify');
    await solveGate(page);
    await page.waitForURL('**/wallet');
    expect(await keptCode(page)).toBe(code);

    await page.getByRole('button', { name: 'Add Wallet' }).first().click();
    const dialog = dialogOf(page);
    const field = dialog.getByLabel('Referral code (optional)');
    expect(await field.inputValue()).toBe(code);
    const generate = dialog.getByRole('button', { name: 'Generate Wallet' });
    // A malformed code is refused beside the field, and holds the button.
    await field.fill('no!');
    await expect.poll(() => dialog.getByRole('alert').textContent()).toBe('Invalid referral code');
    expect(await generate.isDisabled()).toBe(true);
    expect(await keptCode(page)).toBeNull();
    await visitor.screenshot('journey-referral-field-invalid');
    await field.fill(code);
    await expect.poll(() => dialog.getByRole('alert').count()).toBe(0);
    await expect.poll(() => generate.isEnabled()).toBe(true);
    await visitor.screenshot('journey-referral-field');

    const answer = await registration(page, () => generate.click());
    const { address } = await confirmBackup(page);
    expect(answer).toEqual({
      classic_address: address,
      registered: true,
      has_referrer: true,
      referral_status: 'bound',
    });
    // Forgotten 3 s after the registration (spec §9): the next wallet is not the referrer's.
    await expect.poll(() => keptCode(page), { timeout: REFERRAL_KEYS_CLEAR_MS + 5_000 }).toBeNull();
    expect(visitor.problems).toEqual([]);
    await page.context().close();

    // The referrer's card counts the new wallet (the server's referrals, read by the referrer's own proof).
    await referrer.page.reload();
    await expect.poll(() => referredCount(referrer.page), { timeout: 20_000 }).toBe(1);
  }, 120_000);

  it('a hostile ?ref= is ignored; an unknown code does not stop the registration', async () => {
    const visitor = await stack.openPage(DESKTOP);
    const { page } = visitor;
    await page.goto('/horizon?ref=%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E&x=1');
    await page.waitForURL((url) => url.pathname === '/horizon' && url.search === '?x=1');
    expect(await keptCode(page)).toBeNull();
    // A link on another route, opened before verifying.
    await page.goto('/live-markets?ref=ZZZZ9999');
    await expect.poll(() => keptCode(page)).toBe('ZZZZ9999');
    await verifiedOnWallet(page);
    const answer = await registration(page, () => generateWallet(page));
    expect(answer).toMatchObject({ registered: true, has_referrer: false, referral_status: 'unknown_code' });
    await page
      .getByTestId('referral-code')
      .filter({ hasText: /[A-Z0-9]{8}/ })
      .waitFor({ timeout: 20_000 });
    expect(visitor.problems).toEqual([]);
    await page.context().close();
  }, 120_000);
});
