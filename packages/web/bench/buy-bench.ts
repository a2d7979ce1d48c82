/**
 * Runs the Buy timing a few times for one new wallet (generated in the browser, backed up, funded) and prints
 * the first run (it also fetches the codec and signing chunks) and the p50 of the runs after it.
 */
import type { Page } from 'playwright-core';
import type { TradingTarget } from './bench-target.js';
import { type BuyTiming, median, timeOneBuy } from './buy-timing.js';

const RUNS = Number(process.env['WEB_BENCH_BUY_RUNS'] ?? 6);
const BUY_XRP = '5';

async function newFundedWallet(trading: TradingTarget): Promise<Page> {
  const page = await trading.openVerifiedPage();
  await page.goto('/wallet');
  await page.getByRole('button', { name: 'Add Wallet' }).first().click();
  await page.getByRole('button', { name: 'Generate Wallet' }).click();
  const address = (await page.getByTestId('backup-address').textContent())?.trim() ?? '';
  await page.getByRole('button', { name: "I've Saved My Credentials" }).click();
  await trading.fund(address, 1_000n);
  return page;
}

const ms = (value: number) => `${Math.round(value)} ms`;

function line(label: string, runs: readonly BuyTiming[]): string {
  const p50 = (pick: (t: BuyTiming) => number) => ms(median(runs.map(pick)));
  return (
    `  ${label}: Buy → signed blobs posted ${p50((t) => t.buyToPostedMs)}` +
    ` (Buy → preview ${p50((t) => t.buyToPreviewMs)}, Confirm → posted ${p50((t) => t.confirmToPostedMs)})`
  );
}

export async function runBuyBench(trading: TradingTarget): Promise<void> {
  const stopClosing = trading.keepClosingLedgers();
  try {
    const page = await newFundedWallet(trading);
    await page.goto(`/token/${trading.token.id}`);
    await page.getByTestId('trade-balance').filter({ hasText: /[1-9]/ }).waitFor();
    const runs: BuyTiming[] = [];
    for (let i = 0; i < RUNS; i++) runs.push(await timeOneBuy(page, trading.token.ticker, BUY_XRP));
    await page.context().close();
    const [first, ...rest] = runs;
    console.log(
      `Buy in the browser (${BUY_XRP} XRP of ${trading.token.ticker}, 'Confirm and sign' clicked at once)`,
    );
    if (first) console.log(line('first buy (fetches the codec and signing chunks)', [first]));
    if (rest.length > 0) console.log(line(`p50 of the next ${rest.length}`, rest));
  } finally {
    stopClosing();
  }
}
