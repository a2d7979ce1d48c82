/**
 * What every trade journey does through the UI: a verified visitor, a generated wallet backed up and funded,
 * a trade flow run to its success view (preview, confirm, signed in the browser), and ledger reads to check
 * the outcome. The localnet closes ledgers only when asked, so a journey keeps closing them in the background.
 */
import { GENESIS_SEED } from '@horizon/ledger';
import type { Page } from 'playwright-core';
import { Wallet } from 'xrpl';
import {
  type SeededToken,
  type Stack,
  type TrackedPage,
  DESKTOP,
  solveGate,
  startStack,
} from '../../src/index.js';

/**
 * The stack the journeys trade on: fees go to the genesis account, which always exists on the localnet; one
 * wallet does a day's trading in a minute, so its rate limit (tested in packages/server) is lifted.
 */
export function startTradingStack(): Promise<Stack> {
  return startStack({
    serverEnv: { TREASURY_ADDRESS: Wallet.fromSeed(GENESIS_SEED).address, RATE_LIMIT_PER_WALLET: '100000' },
  });
}

export interface Trader {
  readonly tracked: TrackedPage;
  readonly page: Page;
  readonly address: string;
}

/** Closes a ledger every 300 ms (the server waits for validation of what the browser submits). */
export function keepClosingLedgers(stack: Stack): () => void {
  const timer = setInterval(() => void stack.ledger.closeLedger().catch(() => undefined), 300);
  return () => clearInterval(timer);
}

/**
 * A verified visitor generates a wallet on /wallet, confirms the backup, and is funded with `xrp` XRP;
 * `beforeFunding` sees the page while the account is not activated yet.
 */
export async function newTrader(
  stack: Stack,
  xrp: bigint,
  beforeFunding?: (trader: Trader) => Promise<void>,
): Promise<Trader> {
  const tracked = await stack.openPage(DESKTOP);
  const { page } = tracked;
  await page.goto('/verify');
  await solveGate(page);
  await page.goto('/wallet');
  await page.getByRole('button', { name: 'Add Wallet' }).first().click();
  await page.getByRole('button', { name: 'Generate Wallet' }).click();
  const address = (await page.getByTestId('backup-address').textContent())?.trim() ?? '';
  await page.getByRole('button', { name: "I've Saved My Credentials" }).click();
  await beforeFunding?.({ tracked, page, address });
  await stack.ledger.submit(stack.ledger.genesis, {
    TransactionType: 'Payment',
    Destination: address,
    Amount: String(xrp * 1_000_000n),
  });
  return { tracked, page, address };
}

/**
 * Clicks `start`, waits for the preview, optionally screenshots it, confirms, and waits for the success view;
 * a failure view throws with its message. Answers the success view's text and closes it.
 */
export async function runFlow(trader: Trader, start: () => Promise<void>, shot?: string): Promise<string> {
  const { page, tracked } = trader;
  await start();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('heading', { name: /^Review: |^Transaction failed$/ }).waitFor({ timeout: 20_000 });
  if (await dialog.getByRole('heading', { name: 'Transaction failed' }).count()) {
    throw new Error(`flow failed before signing: ${await dialog.textContent()}`);
  }
  if (shot) await tracked.screenshot(`${shot}-preview`);
  await dialog.getByRole('button', { name: 'Confirm and sign' }).click();
  const end = dialog.getByRole('heading', { name: /: done$|^Transaction failed$/ });
  await end.waitFor({ timeout: 30_000 });
  const text = (await dialog.textContent()) ?? '';
  if ((await end.textContent()) === 'Transaction failed') throw new Error(`flow failed: ${text}`);
  if (shot) await tracked.screenshot(`${shot}-done`);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await dialog.waitFor({ state: 'detached' });
  return text;
}

/** The seeded token at `index` (0 ARMY, 1 HORIZON, 2 MOON) and the seeded trader at `index`. */
export function seeded(stack: Stack, index: number): SeededToken {
  const token = stack.market.tokens[index];
  if (!token) throw new Error(`no seeded token ${index}`);
  return token;
}

export function seededTrader(stack: Stack, index: number): Wallet {
  const wallet = stack.market.traders[index];
  if (!wallet) throw new Error(`no seeded trader ${index}`);
  return wallet;
}

interface Line {
  readonly account: string;
  readonly balance: string;
  readonly currency: string;
  readonly limit: string;
}

/** The account's trust lines as the ledger reports them. */
export async function linesOf(stack: Stack, address: string): Promise<Line[]> {
  const { result } = await stack.ledger.client.request({ command: 'account_lines', account: address });
  return result.lines as Line[];
}

export async function balanceOf(
  stack: Stack,
  address: string,
  currency: string,
  issuer: string,
): Promise<number> {
  const line = (await linesOf(stack, address)).find((l) => l.currency === currency && l.account === issuer);
  return line ? Number(line.balance) : 0;
}

export async function offersOf(stack: Stack, address: string): Promise<{ seq: number }[]> {
  const { result } = await stack.ledger.client.request({ command: 'account_offers', account: address });
  return result.offers as { seq: number }[];
}
