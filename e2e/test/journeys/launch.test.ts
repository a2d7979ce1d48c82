/**
 * The launch journey through the UI against a real localnet and server: the form, the review, seven steps
 * signed in the browser (the issuer key made in the vault), an interruption by a reload and the resume; then
 * the token on the ledger (supply with the creator, issuer black-holed, pool created). Also /trustless-test.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Stack } from '../../src/index.js';
import { type Trader, keepClosingLedgers, linesOf, newTrader, startTradingStack } from './journey.js';

let stack: Stack;
let stopClosing: () => void = () => undefined;
let trader: Trader;

beforeAll(async () => {
  stack = await startTradingStack();
  stopClosing = keepClosingLedgers(stack);
  trader = await newTrader(stack, 500n);
}, 120_000);

afterAll(async () => {
  stopClosing();
  await stack?.close();
});

describe('/launch', () => {
  it('launches a token, resuming after a reload in the middle', async () => {
    const { page, tracked } = trader;
    await page.goto('/launch');
    await page.getByTestId('launch-name').fill('Rocket');
    await page.getByTestId('launch-ticker').fill('RKT');
    await page.getByTestId('launch-supply').fill('1000000');
    await page.getByTestId('launch-xrp').fill('50');
    await page.getByTestId('launch-tokens').fill('400000');
    await page.getByTestId('launch-fee').fill('0.5');
    await page.getByTestId('launch-review-button').click();
    await page.getByTestId('launch-review').waitFor();
    await tracked.screenshot('journey-launch-review');
    await page.getByTestId('launch-confirm').click();
    // Interrupted once the supply is issued: the tab reloads mid-launch.
    await page.locator('[data-step="issue_supply"][data-status="validated"]').waitFor({ timeout: 30_000 });
    await tracked.screenshot('journey-launch-progress');
    await page.reload();
    await page.getByRole('button', { name: 'Resume launch' }).click();
    await page.getByRole('heading', { name: 'Token launched' }).waitFor({ timeout: 45_000 });
    await tracked.screenshot('journey-launch-done');

    const rkt = (await linesOf(stack, trader.address)).find((l) => l.currency === 'RKT');
    expect(rkt?.balance).toBe('600000');
    const issuer = rkt?.account ?? '';
    const { result } = await stack.ledger.client.request({ command: 'account_info', account: issuer });
    const flags = result.account_data.Flags;
    expect(flags & 0x00100000).not.toBe(0); // lsfDisableMaster
    expect(result.account_data.RegularKey).toBe('rrrrrrrrrrrrrrrrrrrrBZbvji');
    const amm = (await stack.ledger.client.request({
      command: 'amm_info',
      asset: { currency: 'XRP' },
      asset2: { currency: 'RKT', issuer },
    } as never)) as { result: { amm: { trading_fee: number } } };
    expect(amm.result.amm.trading_fee).toBe(500);
    expect(tracked.problems).toEqual([]);
  }, 120_000);

  it('/trustless-test passes every check for a funded wallet', async () => {
    const { page, tracked } = trader;
    await page.goto('/trustless-test');
    for (const check of ['server', 'ledger', 'vault', 'signature']) {
      await page.locator(`[data-check="${check}"][data-state="ok"]`).waitFor({ timeout: 15_000 });
    }
    await tracked.screenshot('journey-trustless-test');
  }, 30_000);
});
