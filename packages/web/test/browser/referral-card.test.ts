/**
 * The dashboard's referral card in Debian's Chromium (real vault, the API answered here): a wallet's referral
 * code, referred count and earnings are private to it, so the server answers them only to a session that
 * proved the wallet; the card proves it in the vault first (the tab's one proof) and shows them. It signs only
 * when asked or when the session already holds the proof (a reload keeps it).
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { REFERRAL_EARNINGS_STRINGS, REFERRAL_STRINGS, unactivatedHoldings } from '@horizon/core';
import type { Page } from 'playwright-core';
import { encode } from 'uqr';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { qrPathOf } from '../../src/features/wallet-dashboard/qr-path.js';
import { CHROMIUM, type ServedPage, openWithNewWallet } from './page-harness.js';
import { ProofServer } from './wallet-proof-server.js';

const PAGE_DIR = fileURLToPath(new URL('./dashboard-page/', import.meta.url));

let served: ServedPage | undefined;
let page: Page;
const proofs = new ProofServer();
let challenges = 0;

function api(method: string, url: string, body: string): [number, unknown] {
  const [path = '', query = ''] = url.split('?');
  const params = new URLSearchParams(query);
  if (path === '/api/trustless/get_token_holdings_and_balance') return [200, unactivatedHoldings()];
  if (path === '/api/wallet_challenge') {
    challenges += 1;
    return proofs.challenge(params.get('classic_address') ?? '');
  }
  if (path === '/api/wallet_proof') return proofs.prove(body);
  if (method === 'POST' && path === '/api/trustless/get_referral_code') {
    const address = (JSON.parse(body) as { classic_address: string }).classic_address;
    return (
      proofs.refuse(address) ?? [200, { referral_code: 'ABCD2345', referred_wallets: 3, earned_xrp: '1.5' }]
    );
  }
  if (path === '/api/referral_earnings') {
    const address = params.get('classic_address') ?? '';
    const earnings = {
      classic_address: address,
      total_xrp: '1.5',
      payments: 4,
      recent_xrp: '0.5',
      recent_days: 30,
    };
    return proofs.refuse(address) ?? [200, earnings];
  }
  return [404, { detail: 'Not found' }];
}

describe.skipIf(!existsSync(CHROMIUM))('the referral card in Chromium', () => {
  beforeAll(async () => {
    ({ served, page } = await openWithNewWallet(PAGE_DIR, api));
  }, 90_000);

  afterAll(async () => {
    await served?.close();
  });

  it('proves the wallet in the vault, once, then shows its code, referred wallets and earnings', async () => {
    const code = page.getByTestId('referral-code');
    await expect.poll(() => code.textContent(), { timeout: 20_000 }).toContain('ABCD2345');
    expect(await page.getByText('3 wallets referred · 1.5 XRP earned.', { exact: false }).count()).toBe(1);
    await expect
      .poll(() => page.getByTestId('referral-earnings').textContent())
      .toBe(REFERRAL_EARNINGS_STRINGS.earnings('1.5', 4, '0.5', 30));
    expect(proofs.proved).not.toBeNull();
    // One challenge in all: the card's two calls share the proof made when the wallet was registered (two
    // provers at once would each void the other's challenge).
    expect(challenges).toBe(1);
  }, 60_000);

  it('offers the shareable link with a copy button and its QR code (an SVG of the link’s modules)', async () => {
    const origin = served?.origin ?? '';
    const link = page.getByTestId('referral-link');
    await expect.poll(() => link.textContent()).toBe(`${origin}/?ref=ABCD2345`);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin });
    await page.getByRole('button', { name: 'Copy link' }).click();
    await expect
      .poll(() => page.evaluate(() => navigator.clipboard.readText()))
      .toBe(`${origin}/?ref=ABCD2345`);
    const qr = page.getByRole('img', { name: 'QR code of your referral link' });
    await qr.waitFor();
    const drawn = await qr.locator('path').getAttribute('d');
    const { data } = encode(`${origin}/?ref=ABCD2345`, { ecc: 'M', border: 0 });
    expect(drawn).toBe(qrPathOf(data));
    const box = await qr.boundingBox();
    expect(box?.width).toBeGreaterThanOrEqual(100);
  }, 30_000);

  it('after a reload, shows the code from the proof the session holds, signing nothing new', async () => {
    await page.reload();
    const code = page.getByTestId('referral-code');
    await expect.poll(() => code.textContent(), { timeout: 20_000 }).toContain('ABCD2345');
    expect(challenges).toBe(1);
  }, 30_000);

  it('in a session that holds no proof, proves only when asked to show the code', async () => {
    await page.evaluate(() => sessionStorage.clear());
    await page.reload();
    const show = page.getByRole('button', { name: REFERRAL_STRINGS.showCode });
    await show.waitFor({ timeout: 20_000 });
    expect(await page.getByTestId('referral-code').count()).toBe(0);
    expect(challenges).toBe(1);
    await show.click();
    const code = page.getByTestId('referral-code');
    await expect.poll(() => code.textContent(), { timeout: 20_000 }).toContain('ABCD2345');
    expect(challenges).toBe(2);
  }, 30_000);
});
