/**
 * /sniper in Chromium (issue 10 "Sniper"): a wallet premium by its 5 XRP payment proves itself in the vault,
 * funds its server-held pre-snipe wallet through the send flow and turns the sniper on (the 1 XRP activation
 * paid to the treasury); a token launched on Horizon opens its pool, the round snipes it, the page lists it and
 * the claim moves exactly the sniped tokens to the user's own wallet; the token page recomputes the revealed
 * round. A wallet holding 99 of the platform token sees the premium notice and cannot turn the sniper on.
 */
import { join } from 'node:path';
import {
  SNIPER_MESSAGES,
  SNIPER_UI as S,
  parseTokenId,
  type SnipeRound,
  snipeCommitment,
  snipeOrder,
  splitTradeFee,
} from '@horizon/core';
import { dropsToXrp } from '@horizon/protocol';
import type { Page } from 'playwright-core';
import type { Wallet } from 'xrpl';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MOBILE, SCREENSHOT_DIR, type Stack, type TrackedPage, waitUntil } from '../../../src/index.js';
import {
  type Trader,
  keepClosingLedgers,
  linesOf,
  runFlow,
  seeded,
  startTradingStack,
  refusedCall,
  xrpDropsOf,
} from '../journey.js';
import { type LaunchedToken, launchUpToPool } from './program-launch.js';
import { sentBy, tokensOf } from './program-ledger.js';
import { holderOf, payTreasury, visitorWith } from './program-wallets.js';

let stack: Stack;
let stopClosing: () => void = () => undefined;
let sniperWallet: Wallet;
let sniper: Trader;
/** The premium user's pre-snipe wallet, as the page showed it. */
let preSnipe = '';
let launch: LaunchedToken;

const XRP = 1_000_000n;

beforeAll(async () => {
  stack = await startTradingStack({ platformToken: 'HORIZON' });
  stopClosing = keepClosingLedgers(stack);
  sniperWallet = await stack.ledger.fundedWallet(100n);
  await payTreasury(stack, sniperWallet, 5n);
  sniper = await visitorWith(stack, sniperWallet);
}, 120_000);

afterAll(async () => {
  stopClosing();
  await stack?.close();
});

const treasury = () => stack.ledger.genesis.address;
const round = (tokenId: string) => stack.getJson<SnipeRound>(`/api/tokens/${tokenId}/snipe-round`);

/**
 * Opens /sniper: the wallet proved itself in the session when the vault imported it (a signature the server
 * checked), so the page loads the pre-snipe calls without asking again.
 */
async function openSniper(trader: Trader): Promise<void> {
  const { page } = trader;
  await page.goto('/sniper');
  await page.getByTestId('pre-snipe-address').waitFor();
  expect(await page.getByTestId('sniper-prove').count()).toBe(0);
}

/** A full-page shot from the top: a page scrolled down draws the sticky header in the middle of it. */
async function shot(tracked: TrackedPage, name: string): Promise<void> {
  await tracked.page.evaluate(() => window.scrollTo(0, 0));
  await tracked.screenshot(name);
}

/** The same page at the mobile width, from its top, saved as <name>-mobile.png. */
async function mobileShot(page: Page, name: string): Promise<void> {
  const desktop = page.viewportSize();
  await page.setViewportSize({ width: MOBILE.width, height: MOBILE.height });
  // From the top: a page scrolled down draws the sticky header in the middle of a full-page shot.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: join(SCREENSHOT_DIR, `${name}-mobile.png`), fullPage: true });
  if (desktop) await page.setViewportSize(desktop);
}

describe('/sniper', () => {
  it('a premium wallet funds its pre-snipe wallet and turns the sniper on (1 XRP to the treasury)', async () => {
    const { page, tracked } = sniper;
    await openSniper(sniper);
    preSnipe = (await page.getByTestId('pre-snipe-address').textContent()) ?? '';
    expect(preSnipe).toMatch(/^r[1-9A-HJ-NP-Za-km-z]{24,34}$/);
    expect(preSnipe).not.toBe(sniper.address);
    expect(await page.getByTestId('sniper-premium').count()).toBe(0);
    await shot(tracked, 'journey-sniper-new');

    await page.getByTestId('pre-snipe-fund').fill('30');
    await runFlow(sniper, () => page.getByRole('button', { name: S.fund, exact: true }).click());
    expect(await xrpDropsOf(stack, preSnipe)).toBe(30n * XRP);
    const card = page.getByTestId('pre-snipe-wallet');
    await card.getByText(`${S.balanceLabel}: 30 XRP`).waitFor();

    const treasuryBefore = await xrpDropsOf(stack, treasury());
    const settings = page.getByTestId('sniper-settings');
    await page.getByTestId('sniper-amount').fill('10');
    await page.getByTestId('sniper-enabled').check();
    await settings.getByRole('button', { name: S.save }).click();
    await settings.getByText(S.saved, { exact: true }).waitFor();
    // The activation: one Payment of 1 XRP from the pre-snipe wallet to the treasury, and its fee.
    const sent = await sentBy(stack, preSnipe);
    expect(sent.map((t) => [t.type, t.destination, t.amount])).toEqual([
      ['Payment', treasury(), String(XRP)],
    ]);
    const fee = sent[0]?.fee ?? 0n;
    expect(await xrpDropsOf(stack, treasury())).toBe(treasuryBefore + XRP);
    expect(await xrpDropsOf(stack, preSnipe)).toBe(29n * XRP - fee);
    await card.getByText(`${S.balanceLabel}: ${dropsToXrp(29n * XRP - fee)} XRP`).waitFor();
    await page.reload();
    await page.getByTestId('pre-snipe-address').waitFor();
    expect(await page.getByTestId('sniper-enabled').isChecked()).toBe(true);
    expect(await page.getByTestId('sniper-amount').inputValue()).toBe('10');
    await shot(tracked, 'journey-sniper-enabled');
    expect(tracked.problems).toEqual([]);
  }, 60_000);

  it('snipes a token launched on Horizon when its pool opens; the claim moves exactly the tokens', async () => {
    const { page, tracked } = sniper;
    launch = await launchUpToPool(stack, 'SNP');
    const committed = await round(launch.tokenId);
    expect(committed).toMatchObject({ state: 'committed', seed: null, participants: [] });
    const xrpBefore = await xrpDropsOf(stack, preSnipe);
    const sentBefore = (await sentBy(stack, preSnipe)).length;
    await launch.openPool();
    await stack.runJob('sniper', 'resume_rounds');
    const revealed = await round(launch.tokenId);
    expect(revealed.state).toBe('revealed');
    expect(revealed.commitment).toBe(committed.commitment);
    const seed = revealed.seed ?? '';
    expect(snipeCommitment(seed)).toBe(revealed.commitment);
    const [mine] = snipeOrder(seed, [preSnipe]);
    expect(revealed.participants).toEqual([
      expect.objectContaining({
        position: 1,
        pre_snipe_address: preSnipe,
        order_hash: mine?.orderHash,
        xrp_amount: '10',
        status: 'bought',
      }),
    ]);
    const sniped = revealed.participants[0]?.token_amount ?? '';
    expect(Number(sniped)).toBeGreaterThan(0);
    expect(await tokensOf(stack, preSnipe, launch.tokenId)).toBe(sniped);
    // In XRP: the snipe amount, the treasury's share of a launched token's 1% fee, and the ledger's fees.
    const split = splitTradeFee({
      kind: 'buy',
      valueDrops: 10n * XRP,
      category: 'launched',
      hasReferrer: false,
      hasDeveloper: true,
    });
    const roundTxs = (await sentBy(stack, preSnipe)).slice(sentBefore);
    const toTreasury = roundTxs.filter((t) => t.destination === treasury() && typeof t.amount === 'string');
    expect(toTreasury.map((t) => t.amount)).toEqual([String(split.treasury)]);
    const fees = roundTxs.reduce((sum, t) => sum + t.fee, 0n);
    expect(xrpBefore - (await xrpDropsOf(stack, preSnipe))).toBe(10n * XRP + split.treasury + fees);

    await page.reload();
    const list = page.getByTestId('sniped-tokens');
    const row = list.locator('tr').filter({ hasText: 'SNP' });
    await row.getByRole('button', { name: S.claim }).waitFor();
    expect(await row.textContent()).toContain('10 XRP');
    await shot(tracked, 'journey-sniper-sniped');
    await mobileShot(page, 'journey-sniper-sniped');

    // Without a trust line for the token the claim sets it first: its review, one signature, then the claim.
    // Cancelling that review claims nothing and says why.
    const dialog = page.getByRole('dialog');
    await row.getByRole('button', { name: S.claim }).click();
    await dialog.getByRole('heading', { name: 'Review: Set trustline' }).waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await list.getByRole('alert').waitFor();
    expect(await list.getByRole('alert').textContent()).toBe(S.trustlineFirst);
    expect(await row.getByRole('button', { name: S.claim }).isEnabled()).toBe(true);
    expect(await tokensOf(stack, preSnipe, launch.tokenId)).toBe(sniped);
    const issuer = parseTokenId(launch.tokenId).issuer;
    expect((await linesOf(stack, sniper.address)).filter((l) => l.account === issuer)).toEqual([]);

    await runFlow(
      sniper,
      () => row.getByRole('button', { name: S.claim }).click(),
      'journey-sniper-claim-trustline',
    );
    await row.getByText(S.claimed, { exact: true }).waitFor();
    expect(await list.getByRole('alert').count()).toBe(0);
    expect(await tokensOf(stack, sniper.address, launch.tokenId)).toBe(sniped);
    expect(await tokensOf(stack, preSnipe, launch.tokenId)).toBe('0');
    await shot(tracked, 'journey-sniper-claimed');
    await mobileShot(page, 'journey-sniper-claimed');
    expect(tracked.problems).toEqual([]);
  }, 90_000);

  it('withdraws XRP from the pre-snipe wallet to the user: exactly the amount arrives', async () => {
    const { page, tracked } = sniper;
    const userBefore = await xrpDropsOf(stack, sniper.address);
    const walletBefore = await xrpDropsOf(stack, preSnipe);
    const sentBefore = (await sentBy(stack, preSnipe)).length;
    await page.getByTestId('pre-snipe-withdraw').fill('5');
    await page.getByRole('button', { name: S.withdrawXrp, exact: true }).click();
    await waitUntil('the withdrawal reaches the user', 30_000, async () => {
      return (await xrpDropsOf(stack, sniper.address)) !== userBefore;
    });
    expect(await xrpDropsOf(stack, sniper.address)).toBe(userBefore + 5n * XRP);
    const [withdrawal, ...others] = (await sentBy(stack, preSnipe)).slice(sentBefore);
    expect(others).toEqual([]);
    expect([withdrawal?.type, withdrawal?.destination, withdrawal?.amount]).toEqual([
      'Payment',
      sniper.address,
      String(5n * XRP),
    ]);
    const left = walletBefore - 5n * XRP - (withdrawal?.fee ?? 0n);
    expect(await xrpDropsOf(stack, preSnipe)).toBe(left);
    const card = page.getByTestId('pre-snipe-wallet');
    await card.getByText(`${S.balanceLabel}: ${dropsToXrp(left)} XRP`).waitFor();
    expect(await page.getByTestId('pre-snipe-withdraw').inputValue()).toBe('');
    expect(tracked.problems).toEqual([]);
  }, 60_000);

  it("shows the revealed round on the token page's fair-launch card, recomputed in the browser", async () => {
    const { page, tracked } = sniper;
    const { seed, commitment } = await round(launch.tokenId);
    await waitUntil('the indexer lists the launched token', 30_000, async () => {
      const found = await fetch(new URL(`/api/tokens/${launch.tokenId}`, stack.origin));
      return found.ok;
    });
    await page.goto(`/token/${launch.tokenId}`);
    const card = page.getByTestId('snipe-fairness');
    await card.waitFor();
    expect(await card.getByTestId('snipe-seed').getAttribute('title')).toBe(seed);
    expect(await card.getByTitle(commitment).count()).toBe(1);
    await card.getByTestId('snipe-check').filter({ hasText: S.verified }).waitFor();
    expect(await card.locator('li').allTextContents()).toEqual([
      expect.stringMatching(
        new RegExp(`^${preSnipe.slice(0, 8)}…${preSnipe.slice(-6)} · 10 XRP → .* · bought$`),
      ),
    ]);
    await shot(tracked, 'journey-sniper-fair-launch');
    await mobileShot(page, 'journey-sniper-fair-launch');
    expect(tracked.problems).toEqual([]);
  }, 60_000);

  it('a wallet holding 99 of the platform token sees the premium notice and cannot turn the sniper on', async () => {
    const holder = await holderOf(stack, 50n, seeded(stack, 1), '99');
    const visitor = await visitorWith(stack, holder);
    const { page, tracked } = visitor;
    await openSniper(visitor);
    const notice = page.getByTestId('sniper-premium');
    expect(await notice.textContent()).toContain(S.premiumNeeded);
    expect(await notice.getByRole('link', { name: S.getPremium }).getAttribute('href')).toBe('/premium');
    await page.getByTestId('sniper-amount').fill('10');
    await page.getByTestId('sniper-enabled').check();
    const settings = page.getByTestId('sniper-settings');
    await settings.getByRole('button', { name: S.save }).click();
    await settings.getByRole('alert').waitFor();
    expect(await settings.getByRole('alert').textContent()).toBe(SNIPER_MESSAGES.premiumRequired);
    expect(tracked.problems.splice(0)).toEqual([
      refusedCall(403, 'Forbidden', '/api/trustless/update_pre_snipe'),
    ]);
    await shot(tracked, 'journey-sniper-not-premium');
    await mobileShot(page, 'journey-sniper-not-premium');
    // The proof lasts the session: a reload shows the settings as the server keeps them, off.
    await page.reload();
    await page.getByTestId('pre-snipe-address').waitFor();
    expect(await page.getByTestId('sniper-enabled').isChecked()).toBe(false);
    expect(tracked.problems).toEqual([]);
  }, 60_000);
});
