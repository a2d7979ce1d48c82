/**
 * The launch journey through the UI against a real localnet and server: the form, the review, seven steps
 * signed in the browser (the issuer key made in the vault), an interruption by a reload and the resume; then
 * the token on the ledger (supply with the creator, issuer black-holed, pool created). Also /trustless-test.
 */
import { compareDecimals, parseDecimal } from '@horizon/core';
import { dropsToXrp, xrpToDrops } from '@horizon/protocol';
import { describe, expect, it } from 'vitest';
import type { Stack } from '../../src/index.js';
import { type Trader, linesOf, useTradingJourney, xrpDropsOf } from './journey.js';

let stack: Stack;
let trader: Trader;
useTradingJourney({ fundXrp: 500n }, (started) => ({ stack, trader } = started));

const xrpDrops = (address: string) => xrpDropsOf(stack, address);

/** Shown text ('125.00', '1,250') and ledger text name the same number. */
function sameNumber(shown: string, ledger: string): boolean {
  const [a, b] = [parseDecimal(shown.replace(/,/g, '')), parseDecimal(ledger)];
  return a !== undefined && b !== undefined && compareDecimals(a, b) === 0;
}

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
    const shownTotal = xrpToDrops(
      ((await page.getByTestId('launch-total').textContent()) ?? '').replace(' XRP', ''),
    );
    const shownPrice = ((await page.getByTestId('launch-price').textContent()) ?? '').replace(' XRP', '');
    const shownCap = ((await page.getByTestId('launch-market-cap').textContent()) ?? '').replace(' XRP', '');
    const before = await xrpDrops(trader.address);
    // Interrupted once the supply is issued: the next step's post is held in flight and the tab reloads, so
    // the launch cannot run to its end before the reload however slow the machine is.
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    const submits = '**/api/launch/*/submit';
    await page.route(submits, async (route) => {
      const held = (route.request().postDataJSON() as { step?: string }).step === 'set_blackhole_key';
      if (!held) return route.continue();
      await released;
      await route.abort('aborted').catch(() => undefined);
    });
    await page.getByTestId('launch-confirm').click();
    await page.locator('[data-step="issue_supply"][data-status="validated"]').waitFor({ timeout: 30_000 });
    await tracked.screenshot('journey-launch-progress');
    await page.reload();
    release();
    await page.unroute(submits);
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
    // The review's total is what left the wallet but the creator's two plain network fees (AMMCreate's fee is
    // the pool creation fee it counts); its price and market cap are the pool's first ratio.
    const otherFees = before - (await xrpDrops(trader.address)) - shownTotal;
    expect(otherFees).toBeGreaterThan(0n);
    expect(otherFees).toBeLessThan(1_000n);
    const pool = amm.result.amm as unknown as { amount: string; amount2: { value: string } };
    const [poolDrops, poolTokens] = [BigInt(pool.amount), BigInt(pool.amount2.value)];
    const supply = BigInt(rkt?.balance ?? '0') + poolTokens;
    expect(sameNumber(shownPrice, dropsToXrp(poolDrops / poolTokens))).toBe(true);
    expect(sameNumber(shownCap, dropsToXrp((poolDrops * supply) / poolTokens))).toBe(true);
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
