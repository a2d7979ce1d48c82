/**
 * The wallet dashboard in Debian's Chromium (real IndexedDB and WebCrypto, the API answered here): a new
 * wallet not backed up is reminded before its first funding and the faucet asks first; the Security card
 * turns the app lock on, locks, changes the passphrase and turns it off, refusing short, mismatched and
 * wrong passphrases; no passphrase reaches a request or Web Storage.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { unactivatedHoldings } from '@horizon/core';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VAULT_DB_NAME } from '../../src/vault/index.js';
import { CHROMIUM, type ServedPage, openWithNewWallet } from './page-harness.js';

const PAGE_DIR = fileURLToPath(new URL('./dashboard-page/', import.meta.url));
const FIRST = 'correct horse battery';
const SECOND = 'staple tuning fork 42';

let served: ServedPage | undefined;
let page: Page;
const requests: string[] = [];
let faucetPosts = 0;

function api(method: string, path: string, body: string): [number, unknown] {
  requests.push(`${method} ${path} ${body}`);
  if (path === '/api/trustless/get_token_holdings_and_balance') return [200, unactivatedHoldings()];
  if (method === 'GET' && path === '/api/faucet') return [200, { available: true, xrp_amount: '1000' }];
  if (method === 'POST' && path === '/api/faucet') {
    faucetPosts += 1;
    const address = (JSON.parse(body) as { classic_address: string }).classic_address;
    return [200, { classic_address: address, xrp_amount: '1000', tx_hash: 'AB'.repeat(32) }];
  }
  return [404, { detail: 'Not found' }];
}

/** The master key record as IndexedDB holds it: its kind and, when wrapped, its PBKDF2 iterations. */
function masterRecord(): Promise<{ kind: string; iterations?: number }> {
  return page.evaluate(
    (name) =>
      new Promise((resolve, reject) => {
        const open = indexedDB.open(name);
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const get = open.result.transaction('keys').objectStore('keys').get('master');
          get.onsuccess = () => {
            const r = get.result as { kind: string; params?: { iterations: number } };
            resolve({ kind: r.kind, ...(r.params ? { iterations: r.params.iterations } : {}) });
            open.result.close();
          };
        };
      }),
    VAULT_DB_NAME,
  );
}

const status = () => page.getByTestId('app-lock-status');
const alertIn = (testId: string) => page.getByTestId(testId).getByRole('alert');

async function fillAndSubmit(testId: string, values: Record<string, string>, submit: string) {
  const form = page.getByTestId(testId);
  for (const [field, value] of Object.entries(values))
    await form.getByTestId(`passphrase-${field}`).fill(value);
  await form.getByRole('button', { name: submit }).click();
}

describe.skipIf(!existsSync(CHROMIUM))('the wallet dashboard in Chromium', () => {
  beforeAll(async () => {
    ({ served, page } = await openWithNewWallet(PAGE_DIR, (method, url, body) =>
      api(method, url.split('?')[0] ?? '', body),
    ));
  }, 90_000);

  afterAll(async () => {
    await served?.close();
  });

  it('reminds an unactivated wallet to back up, and the faucet asks before funding it', async () => {
    const reminder = page.getByTestId('backup-reminder');
    await expect.poll(() => reminder.textContent()).toContain('Back up this wallet before funding it');
    const faucet = page.getByTestId('faucet-button');
    await faucet.click();
    const confirm = page.getByTestId('confirm-inline');
    expect(await confirm.textContent()).toContain(
      'This wallet is not backed up yet. Fund it anyway? If this browser’s data is lost, so are the funds.',
    );
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'detached' });
    expect(faucetPosts).toBe(0);

    await faucet.click();
    await page.getByRole('button', { name: 'Fund anyway' }).click();
    await page.getByText('Received 1,000 XRP from the localnet faucet: refreshing…').waitFor();
    expect(faucetPosts).toBe(1);

    await reminder.getByRole('button', { name: 'Back up now' }).click();
    await expect.poll(() => page.getByTestId('backup-mnemonic').locator('span').count()).toBe(24);
    await page.getByRole('button', { name: "I've Saved My Credentials" }).click();
    await reminder.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => localStorage.getItem('horizon:backup_pending'))).toBe('[]');
    await faucet.click();
    await expect.poll(() => faucetPosts).toBe(2);
    expect(await page.getByTestId('confirm-inline').count()).toBe(0);
  }, 60_000);

  it('turns the app lock on, locks, changes the passphrase and turns it off, refusing bad passphrases', async () => {
    await expect.poll(() => status().textContent()).toBe('App lock: off');
    await fillAndSubmit('app-lock-on', { next: 'short', again: 'short' }, 'Turn on app lock');
    await expect
      .poll(() => alertIn('app-lock-on').textContent())
      .toBe('The passphrase must be at least 12 characters.');
    expect(await page.getByTestId('passphrase-next').inputValue()).toBe('');
    await fillAndSubmit('app-lock-on', { next: FIRST, again: `${FIRST}!` }, 'Turn on app lock');
    await expect.poll(() => alertIn('app-lock-on').textContent()).toBe('The two passphrases do not match.');
    expect(await masterRecord()).toEqual({ kind: 'plain' });

    await fillAndSubmit('app-lock-on', { next: FIRST, again: FIRST }, 'Turn on app lock');
    await expect
      .poll(() => status().textContent(), { timeout: 20_000 })
      .toBe('App lock: on (unlocked) · App lock is on.');
    expect(await masterRecord()).toEqual({ kind: 'wrapped', iterations: 900_000 });

    await page.getByTestId('app-lock-idle').selectOption('5');
    expect(await page.evaluate(() => localStorage.getItem('horizon:idle_lock_minutes'))).toBe('5');
    await page.getByRole('button', { name: 'Lock now' }).click();
    await expect.poll(() => status().textContent()).toBe('App lock: on (locked)');
    await page.getByRole('button', { name: 'Unlock' }).waitFor();

    await page.getByRole('button', { name: 'Change passphrase' }).click();
    const change = { current: 'not my passphrase', next: SECOND, again: SECOND };
    await fillAndSubmit('app-lock-change', change, 'Save new passphrase');
    await expect.poll(() => alertIn('app-lock-change').textContent()).toBe('Wrong passphrase.');
    await fillAndSubmit('app-lock-change', { ...change, current: FIRST }, 'Save new passphrase');
    await expect
      .poll(() => status().textContent(), { timeout: 20_000 })
      .toBe('App lock: on (unlocked) · Passphrase changed.');

    await page.getByRole('button', { name: 'Turn off app lock' }).click();
    await fillAndSubmit('app-lock-off', { current: FIRST }, 'Turn off');
    await expect.poll(() => alertIn('app-lock-off').textContent()).toBe('Wrong passphrase.');
    await fillAndSubmit('app-lock-off', { current: SECOND }, 'Turn off');
    await expect
      .poll(() => status().textContent(), { timeout: 20_000 })
      .toBe('App lock: off · App lock is off.');
    expect(await masterRecord()).toEqual({ kind: 'plain' });

    const stored = await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }));
    for (const secret of [FIRST, SECOND]) {
      expect(stored).not.toContain(secret);
      expect(requests.join('\n')).not.toContain(secret);
    }
  }, 90_000);
});
