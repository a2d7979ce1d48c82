/**
 * The /sniper page in Debian's Chromium (real vault, the API answered here): the premium notice links to
 * /premium; the pre-snipe calls are refused until the wallet proves control, which the vault signs and this
 * server checks; the server's premium refusal is shown; a sniped token is claimed; the token page's card
 * recomputes the revealed round in the browser.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  INPUT_ERRORS,
  SNIPER_MESSAGES,
  SNIPER_UI,
  snipeCommitment,
  snipeOrder,
  unactivatedHoldings,
} from '@horizon/core';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM, type ServedPage, openWithNewWallet } from './page-harness.js';
import { ProofServer } from './wallet-proof-server.js';

const PAGE_DIR = fileURLToPath(new URL('./sniper-page/', import.meta.url));
const PRE_SNIPE = 'rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTh';
const TOKEN = 'SNP:rPT1Sjq2YGrBMTttX4GZHjKu9dyfzbpAYe';
const SEED = '00112233445566778899aabbccddeeff00112233445566778899aabbccddeeff';
const SNIPERS = ['rPT1Sjq2YGrBMTttX4GZHjKu9dyfzbpAYe', 'rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTh'];

let served: ServedPage | undefined;
let page: Page;
// Registration's own proof is refused, so the page meets the server's refusal (else whichever of registration
// and the page's first read came first would decide what the page shows).
const proofs = new ProofServer();
proofs.accepting = false;
const calls: string[] = [];

const round = () => ({
  token_id: TOKEN,
  state: 'revealed',
  commitment: snipeCommitment(SEED),
  seed: SEED,
  order_rule: 'rule',
  committed_at: '2026-01-01T00:00:00.000Z',
  revealed_at: '2026-01-01T00:01:00.000Z',
  participants: snipeOrder(SEED, SNIPERS).map((e, i) => ({
    position: i + 1,
    pre_snipe_address: e.address,
    order_hash: e.orderHash,
    xrp_amount: '10',
    status: 'bought',
    skip_reason: null,
    token_amount: '4000',
    tx_hash: 'AB'.repeat(32),
    ledger_index: 10 + i,
    transaction_index: 0,
  })),
});

/** The wallet already trusts the sniped token: the claim needs no trustline first. */
const trustline = () => ({
  token_id: TOKEN,
  currency_hex: '000000000000000000000000534E500000000000',
  currency_decoded: 'SNP',
  issuer: TOKEN.split(':')[1],
  balance: '0',
  limit: '1000000000',
});

function preSnipe(name: string, address: string): [number, unknown] {
  const refused = proofs.refuse(address);
  if (refused) return refused;
  if (name === 'get_pre_snipe_classic_address')
    return [200, { classic_address: PRE_SNIPE, xrp_balance: '25.5' }];
  if (name === 'get_pre_snipe_settings')
    return [
      200,
      { enabled: false, xrp_amount: '0', pre_snipe_classic_address: PRE_SNIPE, xrp_balance: '25.5' },
    ];
  if (name === 'get_pre_sniped_tokens') {
    const claimed = calls.some((c) => c.includes('claim_pre_snipe'));
    const token = {
      token_id: TOKEN,
      token_amount: '4000',
      xrp_spent: '10',
      sniped_at: '2026-01-01T00:01:00.000Z',
    };
    return [200, { pre_sniped_tokens: [{ ...token, claimed }] }];
  }
  if (name === 'update_pre_snipe') return [403, { detail: SNIPER_MESSAGES.premiumRequired }];
  if (name === 'claim_pre_snipe') return [200, { tx_hash: 'CD'.repeat(32), engine_result: 'tesSUCCESS' }];
  return [404, { detail: 'Not found' }];
}

function api(method: string, path: string, body: string): [number, unknown] {
  calls.push(`${method} ${path} ${body}`);
  if (path === '/api/trustless/get_token_holdings_and_balance') return [200, unactivatedHoldings()];
  if (path === '/api/trustless/check_if_premium_wallet') return [200, false];
  if (path === '/api/wallet_challenge') return proofs.challenge(proofs.proved ?? PRE_SNIPE);
  if (path === '/api/wallet_proof') return proofs.prove(body);
  if (path.endsWith('/snipe-round')) return [200, round()];
  if (path === '/api/trustless/get_all_trustlines') return [200, { trustlines: [trustline()] }];
  const name = path.replace('/api/trustless/', '');
  if (name.includes('pre_snipe') || name.includes('pre_sniped'))
    return preSnipe(name, (JSON.parse(body) as { classic_address: string }).classic_address);
  return [404, { detail: 'Not found' }];
}

describe.skipIf(!existsSync(CHROMIUM))('the sniper page in Chromium', () => {
  beforeAll(async () => {
    ({ served, page } = await openWithNewWallet(PAGE_DIR, (method, url, body) =>
      api(method, url.split('?')[0] ?? '', body),
    ));
  }, 90_000);

  afterAll(async () => {
    await served?.close();
  });

  it('asks for premium, proves the wallet in the vault, shows the server refusal, claims a snipe', async () => {
    const premium = page.getByTestId('sniper-premium');
    await expect.poll(() => premium.textContent()).toContain(SNIPER_UI.premiumNeeded);
    expect(await premium.getByRole('link', { name: SNIPER_UI.getPremium }).getAttribute('href')).toBe(
      '/premium',
    );
    const prove = page.getByRole('button', { name: SNIPER_UI.prove });
    await prove.waitFor();
    proofs.accepting = true;
    await prove.click();
    await expect.poll(() => page.getByTestId('pre-snipe-address').textContent()).toBe(PRE_SNIPE);
    expect(proofs.proved).toMatch(/^r/);
    expect(await page.getByTestId('pre-snipe-wallet').textContent()).toContain(
      `${SNIPER_UI.balanceLabel}: 25.5 XRP`,
    );
    await page.getByTestId('sniper-amount').fill('10');
    await page.getByTestId('sniper-enabled').check();
    await page.getByTestId('sniper-settings').getByRole('button', { name: SNIPER_UI.save }).click();
    await expect
      .poll(() => page.getByTestId('sniper-settings').getByRole('alert').textContent())
      .toBe(SNIPER_MESSAGES.premiumRequired);
    expect(calls.some((c) => c.includes('update_pre_snipe') && c.includes('"xrp_amount":"10"'))).toBe(true);
    await page.getByTestId('sniped-tokens').getByRole('button', { name: SNIPER_UI.claim }).click();
    await expect.poll(() => page.getByTestId('sniped-tokens').textContent()).toContain(SNIPER_UI.claimed);
    expect(calls.some((c) => c.includes('claim_pre_snipe') && c.includes(TOKEN))).toBe(true);
    // The wallet's lines were read first; holding one for the token, no trustline was signed.
    expect(calls.some((c) => c.includes('get_all_trustlines'))).toBe(true);
    expect(calls.some((c) => c.includes('set_trustline'))).toBe(false);
  }, 60_000);

  it('its XRP fields refuse an amount beside themselves, in core’s words, with the button off', async () => {
    const card = page.getByTestId('pre-snipe-wallet');
    const cases = [
      ['pre-snipe-fund', SNIPER_UI.fund, '-5', INPUT_ERRORS.amountNegative],
      ['pre-snipe-withdraw', SNIPER_UI.withdrawXrp, '1.1234567', INPUT_ERRORS.xrpDecimals],
    ] as const;
    for (const [testId, button, typed, problem] of cases) {
      await page.getByTestId(testId).fill(typed);
      await expect.poll(() => card.getByTestId('field-problem').textContent()).toBe(problem);
      expect(await card.getByRole('button', { name: button, exact: true }).isDisabled()).toBe(true);
      await page.getByTestId(testId).fill('');
    }
    expect(await card.getByTestId('field-problem').count()).toBe(0);
  }, 30_000);

  it('recomputes the revealed round on the token card', async () => {
    const card = page.getByTestId('snipe-fairness');
    await expect.poll(() => page.getByTestId('snipe-check').textContent()).toBe(SNIPER_UI.verified);
    expect(await card.locator('li').count()).toBe(2);
  }, 30_000);
});
