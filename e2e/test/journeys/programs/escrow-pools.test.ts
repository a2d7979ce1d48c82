/**
 * /escrow-pools in Chromium (issue 10 "Escrow contribution pools"): a beneficiary creates a pool, two wallets
 * contribute native escrows signed in their browsers, the pool fills and the settle job finishes the escrows
 * (the beneficiary's balance rises by exactly the sum); a pool past its deadline on the ledger refunds its
 * contributor (balance back less the cancel's fee); a past deadline and a contribution beyond the balance are
 * refused with the page's messages.
 */
import { ESCROW_POOL_ERRORS, type EscrowPoolDetail, type EscrowPool, fromRippleTime } from '@horizon/core';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Stack } from '../../../src/index.js';
import { type Trader, keepClosingLedgers, startTradingStack, refusedCall, xrpDropsOf } from '../journey.js';
import { closeLedgersPast, escrowsOf, feeOf, fundedPayoutWallet, ledgerNowMs } from './program-ledger.js';
import { fundedVisitor } from './program-wallets.js';

let stack: Stack;
let stopClosing: () => void = () => undefined;
let beneficiary: Trader;
let first: Trader;
let second: Trader;

const XRP = 1_000_000n;
const DAY_MS = 24 * 3600 * 1000;

interface PoolList {
  readonly pools: EscrowPool[];
}

beforeAll(async () => {
  stack = await startTradingStack();
  stopClosing = keepClosingLedgers(stack);
  await fundedPayoutWallet(stack, 50n);
  // One at a time: each is funded by the genesis account, whose sequence a parallel payment would reuse.
  beneficiary = (await fundedVisitor(stack, 100n)).visitor;
  first = (await fundedVisitor(stack, 100n)).visitor;
  second = (await fundedVisitor(stack, 100n)).visitor;
}, 120_000);

afterAll(async () => {
  stopClosing();
  await stack?.close();
});

/** `ms` as the page's datetime-local input takes it: the browser's local time, to the minute. */
const localInput = (page: Page, ms: number) =>
  page.evaluate((t) => {
    const d = new Date(t);
    const p = (n: number) => String(n).padStart(2, '0');
    return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}T${p(d.getHours())}:${p(d.getMinutes())}`;
  }, ms);

async function fillPoolForm(page: Page, targetXrp: string, deadlineMs: number, purpose: string) {
  await page.goto('/escrow-pools');
  const form = page.getByTestId('create-pool');
  await form.getByLabel('Target (XRP)').fill(targetXrp);
  await form.getByLabel('Deadline').fill(await localInput(page, deadlineMs));
  await form.getByLabel('Purpose').fill(purpose);
  await form.getByRole('button', { name: 'Create pool' }).click();
}

const poolCard = (page: Page, purpose: string): Locator =>
  page.getByTestId('pool-card').filter({ has: page.getByRole('heading', { name: purpose }) });

async function createPool(page: Page, targetXrp: string, deadlineMs: number, purpose: string) {
  await fillPoolForm(page, targetXrp, deadlineMs, purpose);
  await poolCard(page, purpose).waitFor();
  const { pools } = await stack.getJson<PoolList>('/api/escrow_pools');
  const pool = pools.find((p) => p.purpose === purpose);
  if (!pool) throw new Error(`the server lists no pool '${purpose}'`);
  return pool;
}

const poolDetail = (id: string) => stack.getJson<EscrowPoolDetail>(`/api/escrow_pools/${id}`);

/** Contributes `xrp` from the page's wallet; the card then lists the contribution as locked. */
async function contribute(page: Page, purpose: string, xrp: string): Promise<void> {
  await page.goto('/escrow-pools');
  const card = poolCard(page, purpose);
  await card.getByTestId('contribute-amount').fill(xrp);
  await card.getByRole('button', { name: 'Contribute' }).click();
  await card
    .locator('.pool-mine')
    .filter({ hasText: `${xrp} XRP · Locked in escrow` })
    .waitFor();
}

/** The create_tx_hash of `owner`'s contribution to the pool. */
async function contributionOf(poolId: string, owner: string) {
  const found = (await poolDetail(poolId)).contributions.find((c) => c.owner === owner);
  if (!found) throw new Error(`no contribution of ${owner} in ${poolId}`);
  return found;
}

describe('/escrow-pools', () => {
  it('refuses a pool whose deadline has passed', async () => {
    const { page, tracked } = beneficiary;
    await fillPoolForm(page, '30', Date.now() - DAY_MS, 'Too late');
    const alert = page.getByTestId('create-pool').getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toBe(ESCROW_POOL_ERRORS.deadlineInPast);
    expect((await stack.getJson<PoolList>('/api/escrow_pools')).pools).toEqual([]);
    expect(tracked.problems.splice(0)).toEqual([refusedCall(400, 'Bad Request')]);
  }, 30_000);

  it('fills a pool from two wallets; the settle job finishes both escrows to the beneficiary', async () => {
    const purpose = 'Launch of $E2E';
    const pool = await createPool(beneficiary.page, '30', Date.now() + DAY_MS, purpose);
    expect(pool).toMatchObject({ beneficiary: beneficiary.address, target_drops: '30000000', state: 'open' });
    const firstBefore = await xrpDropsOf(stack, first.address);
    await contribute(first.page, purpose, '25');
    const created = await contributionOf(pool.pool_id, first.address);
    const createFee = await feeOf(stack, created.create_tx_hash);
    expect(await xrpDropsOf(stack, first.address)).toBe(firstBefore - 25n * XRP - createFee);
    // Short of the target, the job leaves the pool open and the escrow locked.
    await stack.runJob('escrow_pools', 'settle');
    expect((await poolDetail(pool.pool_id)).state).toBe('open');
    expect(await escrowsOf(stack, first.address)).toHaveLength(1);

    await contribute(second.page, purpose, '5');
    const card = poolCard(second.page, purpose);
    expect(await card.getByTestId('pool-raised').textContent()).toBe('30');
    await second.tracked.screenshot('journey-escrow-pool-filled');
    const beneficiaryBefore = await xrpDropsOf(stack, beneficiary.address);
    await stack.runJob('escrow_pools', 'settle');

    const settled = await poolDetail(pool.pool_id);
    expect(settled.state).toBe('completed');
    expect(settled.contributions.map((c) => [c.amount_drops, c.state])).toEqual(
      expect.arrayContaining([
        ['25000000', 'finished'],
        ['5000000', 'finished'],
      ]),
    );
    expect(await xrpDropsOf(stack, beneficiary.address)).toBe(beneficiaryBefore + 30n * XRP);
    expect(await escrowsOf(stack, first.address)).toEqual([]);
    expect(await escrowsOf(stack, second.address)).toEqual([]);
    await second.page.reload();
    await card.getByText('Completed', { exact: true }).waitFor();
    await card.locator('.pool-mine').filter({ hasText: '5 XRP · Delivered' }).waitFor();
    expect(await card.getByTestId('contribute-amount').count()).toBe(0);
    await second.tracked.screenshot('journey-escrow-pool-completed');
    for (const t of [beneficiary, first, second]) expect(t.tracked.problems).toEqual([]);
  }, 90_000);

  it('refunds a pool past its deadline on the ledger; a contribution beyond the balance is refused', async () => {
    const purpose = 'Community fund';
    const deadline = Math.max(Date.now(), await ledgerNowMs(stack)) + 120_000;
    const pool = await createPool(beneficiary.page, '100', deadline, purpose);

    const { page, tracked } = second;
    await page.goto('/escrow-pools');
    const secondCard = poolCard(page, purpose);
    await secondCard.getByTestId('contribute-amount').fill('500');
    await secondCard.getByRole('button', { name: 'Contribute' }).click();
    await secondCard.getByRole('alert').waitFor();
    expect(await secondCard.getByRole('alert').textContent()).toBe(ESCROW_POOL_ERRORS.insufficientXrp);
    expect(tracked.problems.splice(0)).toEqual([refusedCall(400, 'Bad Request')]);

    await contribute(first.page, purpose, '10');
    const locked = await xrpDropsOf(stack, first.address);
    await closeLedgersPast(stack, fromRippleTime(pool.cancel_after));
    await first.page.reload();
    const card = poolCard(first.page, purpose);
    await card.getByText('Refunding', { exact: true }).waitFor();
    await first.tracked.screenshot('journey-escrow-pool-refunding');
    await card.getByRole('button', { name: 'Get my XRP back' }).click();
    await card.locator('.pool-mine').filter({ hasText: '10 XRP · Refunded' }).waitFor();

    const refunded = await contributionOf(pool.pool_id, first.address);
    expect(refunded.state).toBe('refunded');
    const cancelFee = await feeOf(stack, refunded.cancel_tx_hash ?? '');
    expect(await xrpDropsOf(stack, first.address)).toBe(locked + 10n * XRP - cancelFee);
    expect(await escrowsOf(stack, first.address)).toEqual([]);
    await first.tracked.screenshot('journey-escrow-pool-refunded');
    expect(first.tracked.problems).toEqual([]);
  }, 90_000);
});
