/**
 * The app lock in Debian's Chromium (issue 17), with the real header, dashboard and vault (IndexedDB, WebCrypto),
 * the API answered here: after a reload the header says Locked and offers Unlock; a send on a locked vault asks
 * for the passphrase first (before anything is built, so nothing expires while it is typed), says a wrong one
 * inline, and on the right one goes on to the review and sends; a closed prompt sends nothing; the header's
 * Unlock opens the same prompt; the backup asks over its own dialog; the idle time locks the vault again, and a
 * review confirmed after that asks at "Confirm and sign" and then signs without a second review.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { type HoldingsResponse, unactivatedHoldings } from '@horizon/core';
import type { Page } from 'playwright-core';
import { decode, encodeForSigning } from 'ripple-binary-codec';
import { verify } from 'ripple-keypairs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM, type ServedPage, openWithNewWallet } from './page-harness.js';

const PAGE_DIR = fileURLToPath(new URL('./app-lock-page/', import.meta.url));
const PASSPHRASE = 'correct horse battery';
const DESTINATION = 'rPT1Sjq2YGrBMTttX4GZHjKu9dyfzbpAYe';

let served: ServedPage | undefined;
let page: Page;
const requests: string[] = [];
const built: string[] = [];
const signed: Record<string, unknown>[] = [];

let activated = true;
const holdings: HoldingsResponse = {
  ...unactivatedHoldings(),
  xrp_balance_available: '100',
  xrp_balance_with_reserve: '101',
  is_activated: true,
  activation_required: false,
};

/** The blob's fields, after checking its signature against its own key. */
function signedFields(body: string): Record<string, unknown> {
  const fields = decode((JSON.parse(body) as { tx_blob: string }).tx_blob) as Record<string, unknown>;
  const { TxnSignature, ...unsigned } = fields;
  if (!verify(encodeForSigning(unsigned as never), String(TxnSignature), String(fields['SigningPubKey'])))
    throw new Error('bad signature');
  return fields;
}

function api(method: string, url: string, body: string): [number, unknown] {
  requests.push(`${method} ${url} ${body}`);
  const path = url.split('?')[0] ?? '';
  if (path === '/api/trustless/get_token_holdings_and_balance')
    return [200, activated ? holdings : unactivatedHoldings()];
  if (path === '/api/trustless/send_xrp_unsigned') {
    const b = JSON.parse(body) as { classic_address: string; destination: string };
    built.push(b.classic_address);
    const tx = {
      account: b.classic_address,
      transaction_type: 'Payment',
      destination: b.destination,
      amount: '5000000',
      fee: '12',
      sequence: 7 + built.length,
      last_ledger_sequence: 100,
    };
    return [200, { tx_to_sign: tx }];
  }
  if (path === '/api/trustless/send_xrp_signed') {
    signed.push(signedFields(body));
    return [200, { tx_hash: 'EF'.repeat(32), engine_result: 'tesSUCCESS' }];
  }
  return [404, { detail: 'Not found' }];
}

const header = () => page.locator('header');
const walletButton = () => header().locator('.wallet-button');
const headerUnlock = () => header().getByRole('button', { name: 'Unlock' });
const prompt = () => page.getByRole('dialog', { name: 'Unlock Wallets' });
const status = () => page.getByTestId('app-lock-status');

async function answerPrompt(passphrase: string) {
  await prompt().getByLabel('Passphrase').fill(passphrase);
  await prompt().getByRole('button', { name: 'Unlock' }).click();
}

const review = () => page.getByRole('dialog', { name: 'Review: Send XRP' });
const done = () => page.getByRole('dialog', { name: 'Send XRP: done' });

/** Fills the Send form and starts the send: the flow needs the key, so a locked vault asks now. */
async function startSend() {
  await page.getByTestId('send-destination').fill(DESTINATION);
  await page.getByTestId('send-amount').fill('5');
  await page.getByRole('button', { name: 'Send', exact: true }).click();
}

async function confirmAndClose() {
  await review().getByRole('button', { name: 'Confirm and sign' }).click();
  await done().waitFor({ timeout: 20_000 });
  await done().getByRole('button', { name: 'Close' }).click();
}

describe.skipIf(!existsSync(CHROMIUM))('the app lock in Chromium', () => {
  beforeAll(async () => {
    ({ served, page } = await openWithNewWallet(PAGE_DIR, api));
    const form = page.getByTestId('app-lock-on');
    await form.getByTestId('passphrase-next').fill(PASSPHRASE);
    await form.getByTestId('passphrase-again').fill(PASSPHRASE);
    await form.getByRole('button', { name: 'Turn on app lock' }).click();
    await status().filter({ hasText: 'App lock: on (unlocked)' }).waitFor({ timeout: 20_000 });
    await walletButton().filter({ hasText: 'Connected' }).waitFor();
  }, 90_000);

  afterAll(async () => {
    await served?.close();
  });

  it('shows the wallet as locked after a reload, with Unlock in the header', async () => {
    await page.reload();
    await expect.poll(() => status().textContent()).toBe('App lock: on (locked)');
    await expect.poll(() => walletButton().textContent()).toMatch(/^Locked/);
    await headerUnlock().waitFor();
    expect(await prompt().count()).toBe(0); // nothing asks before an action needs a key
  }, 30_000);

  it('asks for the passphrase before building the send, refuses a wrong one inline, then reviews and sends', async () => {
    await startSend();
    await prompt().waitFor();
    await answerPrompt('not my passphrase');
    await expect.poll(() => prompt().getByRole('alert').textContent()).toBe('Wrong passphrase.');
    expect(built).toHaveLength(0);

    await answerPrompt(PASSPHRASE);
    await prompt().waitFor({ state: 'detached', timeout: 20_000 });
    await review().waitFor();
    expect(built).toHaveLength(1);
    await expect.poll(() => walletButton().textContent()).toMatch(/^Connected/);
    expect(await headerUnlock().count()).toBe(0);
    await confirmAndClose();
    expect(signed).toHaveLength(1);
    expect(signed[0]).toMatchObject({
      TransactionType: 'Payment',
      Destination: DESTINATION,
      Amount: '5000000',
    });
  }, 60_000);

  it('sends nothing when the prompt is closed, and says why', async () => {
    await page.getByRole('button', { name: 'Lock now' }).click();
    await expect.poll(() => walletButton().textContent()).toMatch(/^Locked/);
    await startSend();
    await prompt().getByRole('button', { name: 'Close' }).click();
    const failed = page.getByRole('dialog', { name: 'Transaction failed' });
    await expect
      .poll(() => failed.getByRole('alert').textContent())
      .toBe('Wallets still locked: nothing was signed or sent.');
    expect(built).toHaveLength(1);
    expect(signed).toHaveLength(1);
    expect(requests.filter((r) => r.includes('send_xrp_signed'))).toHaveLength(1);
    await failed.getByRole('button', { name: 'Close' }).click();
  }, 60_000);

  it('opens the same prompt from the header’s Unlock', async () => {
    await headerUnlock().click();
    await answerPrompt(PASSPHRASE);
    await prompt().waitFor({ state: 'detached', timeout: 20_000 });
    await expect.poll(() => walletButton().textContent()).toMatch(/^Connected/);
    await expect.poll(() => status().textContent()).toBe('App lock: on (unlocked)');
    expect(await headerUnlock().count()).toBe(0);
  }, 30_000);

  it('asks over the backup dialog before revealing; Escape closes only the prompt', async () => {
    activated = false; // the backup reminder shows before a first funding
    await page.reload();
    await headerUnlock().waitFor();
    const backup = page.getByRole('dialog', { name: 'Back Up Your Wallet' });
    await page.getByTestId('backup-reminder').getByRole('button', { name: 'Back up now' }).click();
    await prompt().waitFor();
    await page.keyboard.press('Escape');
    await prompt().waitFor({ state: 'detached' });
    await expect
      .poll(() => backup.getByRole('alert').textContent())
      .toBe('Wallets still locked: nothing was signed or sent.');
    expect(await page.getByTestId('backup-mnemonic').count()).toBe(0);
    await backup.getByRole('button', { name: 'Close' }).click();

    await page.getByTestId('backup-reminder').getByRole('button', { name: 'Back up now' }).click();
    await answerPrompt(PASSPHRASE);
    await expect.poll(() => page.getByTestId('backup-mnemonic').locator('span').count()).toBe(24);
    await backup.getByRole('button', { name: 'Close' }).click();
    activated = true;
  }, 60_000);

  it('locks again after the chosen idle time; a review confirmed then asks before signing', async () => {
    await page.clock.install();
    await page.reload();
    await headerUnlock().click();
    await answerPrompt(PASSPHRASE);
    await expect.poll(() => walletButton().textContent(), { timeout: 20_000 }).toMatch(/^Connected/);
    await page.getByTestId('app-lock-idle').selectOption('1');
    await startSend();
    await review().waitFor();
    expect(await prompt().count()).toBe(0);
    await page.clock.fastForward('00:50');
    expect(await walletButton().textContent()).toMatch(/^Connected/);
    await page.clock.fastForward('00:15');
    await expect.poll(() => walletButton().textContent()).toMatch(/^Locked/);
    expect(await status().textContent()).toBe('App lock: on (locked)');

    await review().getByRole('button', { name: 'Confirm and sign' }).click();
    await answerPrompt(PASSPHRASE);
    await done().waitFor({ timeout: 20_000 });
    expect(built).toHaveLength(2); // the same review went on: nothing built again
    expect(signed).toHaveLength(2);
  }, 60_000);

  it('never lets the passphrase reach a request or Web Storage', async () => {
    const stored = await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }));
    expect(stored).not.toContain(PASSPHRASE);
    expect(requests.join('\n')).not.toContain(PASSPHRASE);
  });
});
