/**
 * /transparency in Chromium (issue 10 "Payouts", "LP incentives", "Transparency page"): a token launched on
 * Horizon is bought through its token page (the 1% fee split: treasury income, a burn, devback owed to its
 * developer); the payouts jobs pay the developer's devback and the pool's LP incentive from the payout wallet.
 * The page then lists every operator wallet with the ledger's balance, the income, each payout with a
 * transaction the ledger holds for exactly that amount, and the burn. A new visitor sees it on a phone.
 */
import {
  type Transparency,
  TRANSPARENCY_STRINGS as S,
  XRP_DECIMALS,
  formatAmountOf,
  formatNumber,
  lpIncentiveShare,
  splitTradeFee,
} from '@horizon/core';
import { dropsToXrp, xrpToDrops } from '@horizon/protocol';
import type { Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MOBILE, type Stack, waitUntil } from '../../../src/index.js';
import {
  type Trader,
  keepClosingLedgers,
  ledgerTx,
  runFlow,
  startTradingStack,
  xrpDropsOf,
} from '../journey.js';
import { type LaunchedToken, launchUpToPool } from './program-launch.js';
import { fundedPayoutWallet } from './program-ledger.js';
import { fundedVisitor } from './program-wallets.js';

let stack: Stack;
let stopClosing: () => void = () => undefined;
let launch: LaunchedToken;
let payoutWallet: string;
let buyer: Trader;

const XRP = 1_000_000n;
const BUY_XRP = 20n;

beforeAll(async () => {
  stack = await startTradingStack();
  stopClosing = keepClosingLedgers(stack);
  payoutWallet = await fundedPayoutWallet(stack, 50n);
  launch = await launchUpToPool(stack, 'FEE');
  await launch.openPool();
  buyer = (await fundedVisitor(stack, 100n)).visitor;
}, 120_000);

afterAll(async () => {
  stopClosing();
  await stack?.close();
});

const report = () => stack.getJson<Transparency>('/api/transparency');

/** The rows of a table in `section`, each as its cells' texts. */
async function rowsOf(section: Locator): Promise<string[][]> {
  const rows = await section.locator('tbody tr').all();
  return Promise.all(rows.map((row) => row.locator('td').allTextContents()));
}

/** A ledger balance as the page writes it: 'n XRP', or 'not activated' for an account the ledger lacks. */
async function ledgerBalanceText(address: string): Promise<string> {
  try {
    // A balance to the drop, grouped: the page shows API numbers through <Xrp> (issue 18).
    return `${formatNumber(dropsToXrp(await xrpDropsOf(stack, address)), { decimals: XRP_DECIMALS })} XRP`;
  } catch {
    return S.notActivated;
  }
}

describe('/transparency', () => {
  it('after a buy of a launched token and the payouts jobs, lists wallets, income, payouts and the burn', async () => {
    const { page, tracked } = buyer;
    await waitUntil('the indexer lists the launched token', 30_000, async () => {
      const found = await fetch(new URL(`/api/tokens/${launch.tokenId}`, stack.origin));
      return found.ok;
    });
    await page.goto(`/token/${launch.tokenId}`);
    await page.getByTestId('trade-balance').filter({ hasText: /[1-9]/ }).waitFor();
    await page.getByTestId('trade-amount').fill(String(BUY_XRP));
    await page.getByTestId('trade-quote').waitFor();
    await runFlow(buyer, () => page.getByRole('button', { name: 'Buy FEE' }).click());
    const split = splitTradeFee({
      kind: 'buy',
      valueDrops: BUY_XRP * XRP,
      category: 'launched',
      hasReferrer: false,
      hasDeveloper: true,
    });

    const developer = launch.creator.classicAddress;
    const developerBefore = await xrpDropsOf(stack, developer);
    await stack.runJob('payouts', 'payDevback');
    const afterDevback = await xrpDropsOf(stack, developer);
    expect(afterDevback - developerBefore).toBe(split.devback);
    // The creator holds every LP token of the pool: the whole incentive share of the treasury's income is its.
    const lpShare = lpIncentiveShare(split.treasury);
    await stack.runJob('payouts', 'payLpIncentives');
    expect((await xrpDropsOf(stack, developer)) - afterDevback).toBe(lpShare);

    await page.goto('/transparency');
    const wallets = page.getByTestId('operator-wallets');
    await wallets.locator('tbody tr').first().waitFor();
    // Read right after the page loaded, with nothing submitted since: the ledger's balances then.
    const shown = await rowsOf(wallets);
    const fromLedger = await Promise.all(
      shown.map(async ([role, address]) => [role, address, await ledgerBalanceText(address ?? '')]),
    );
    expect(shown).toEqual(fromLedger);
    expect(shown.map(([role, address]) => [role, address])).toEqual(
      expect.arrayContaining([
        [S.walletRoles.treasury, stack.ledger.genesis.address],
        [S.walletRoles.payout, payoutWallet],
      ]),
    );

    const income = page.getByTestId('treasury-income');
    const treasuryIncome = formatAmountOf(dropsToXrp(split.treasury), 'XRP');
    expect(await income.textContent()).toContain(`Total: ${treasuryIncome}`);
    expect(await rowsOf(income)).toEqual([
      [expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), treasuryIncome, '1'],
    ]);

    const payouts = page.getByTestId('payouts');
    const paid = (await report()).payouts;
    expect(paid.map((p) => [p.program, p.recipient, p.amount_xrp]).sort()).toEqual(
      [
        ['devback', developer, dropsToXrp(split.devback)],
        ['lp_incentive', developer, dropsToXrp(lpShare)],
      ].sort(),
    );
    for (const p of paid) {
      const tx = await ledgerTx(stack, p.tx_hash);
      expect([tx['TransactionType'], tx['Account'], tx['Destination']]).toEqual([
        'Payment',
        payoutWallet,
        developer,
      ]);
      expect(tx['DeliverMax'] ?? tx['Amount']).toBe(xrpToDrops(p.amount_xrp).toString());
      const row = payouts.locator('tr').filter({ has: page.getByTitle(p.tx_hash) });
      expect(await row.locator('td').allTextContents()).toEqual([
        expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        p.program === 'devback' ? S.programNames.devback : `${S.programNames.lp_incentive} · FEE`,
        developer,
        formatAmountOf(p.amount_xrp, 'XRP'),
        `${p.tx_hash.slice(0, 12)}…`,
      ]);
    }

    const burns = page.getByTestId('burns');
    expect(await burns.getByRole('heading').textContent()).toBe(`${S.burnsTitle}: 1`);
    const [burn] = (await report()).burns.recent;
    const burnTx = await ledgerTx(stack, burn?.tx_hash ?? '');
    const [currency, issuer] = launch.tokenId.split(':');
    expect([burnTx['TransactionType'], burnTx['Account'], burnTx['Destination']]).toEqual([
      'Payment',
      buyer.address,
      issuer,
    ]);
    expect(burnTx['DeliverMax'] ?? burnTx['Amount']).toEqual({
      currency,
      issuer,
      value: burn?.token_amount,
    });
    expect(await rowsOf(burns)).toEqual([
      [
        expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        S.burnSources.trade_fee,
        'FEE',
        formatNumber(burn?.token_amount),
        `${burn?.tx_hash.slice(0, 12)}…`,
      ],
    ]);
    await tracked.screenshot('journey-transparency');
    expect(tracked.problems).toEqual([]);
  }, 90_000);

  it('shows the same report to a new visitor on a phone', async () => {
    const visitor = await stack.openPage(MOBILE);
    await visitor.page.goto('/transparency');
    await visitor.page.getByTestId('payouts').locator('tbody tr').nth(1).waitFor();
    expect(await visitor.page.getByTestId('burns').getByRole('heading').textContent()).toBe(
      `${S.burnsTitle}: 1`,
    );
    await visitor.screenshot('journey-transparency');
    expect(visitor.problems).toEqual([]);
  }, 30_000);
});
