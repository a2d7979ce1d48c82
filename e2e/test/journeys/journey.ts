/**
 * What every trade journey does through the UI: a verified visitor, a generated wallet backed up and funded,
 * a trade flow run to its success view (preview, confirm, signed in the browser), and ledger reads to check
 * the outcome. The localnet closes ledgers only when asked, so a journey keeps closing them in the background.
 */
import { GENESIS_SEED } from '@horizon/ledger';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import { Wallet } from 'xrpl';
import {
  type SeededToken,
  type Stack,
  type StackOptions,
  type TrackedPage,
  DESKTOP,
  solveGate,
  startStack,
} from '../../src/index.js';

/**
 * The stack the journeys trade on: fees go to the genesis account, which always exists on the localnet; one
 * wallet does a day's trading in a minute, so its rate limit (tested in packages/server) is lifted.
 */
export function startTradingStack(options: StackOptions = {}): Promise<Stack> {
  return startStack({
    ...options,
    serverEnv: {
      TREASURY_ADDRESS: Wallet.fromSeed(GENESIS_SEED).address,
      RATE_LIMIT_PER_WALLET: '100000',
      ...options.serverEnv,
    },
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

/** A verified visitor on /wallet: the gate solved first, as every wallet journey starts. */
export async function verifiedOnWallet(page: Page): Promise<void> {
  await page.goto('/verify');
  await solveGate(page);
  await page.goto('/wallet');
}

/** What the credentials backup modal showed for a generated wallet. */
export interface BackupShown {
  readonly address: string;
  /** The recovery phrase's words, in order, as the modal lists them ('1. word'). */
  readonly mnemonic: string;
  /** The family seed, where the modal shows one. */
  readonly seed: string | undefined;
}

/** On /wallet without a wallet: Add Wallet, Generate Wallet; reads the backup modal, then confirms it. */
export async function generateWallet(page: Page): Promise<BackupShown> {
  await page.getByRole('button', { name: 'Add Wallet' }).first().click();
  await page.getByRole('button', { name: 'Generate Wallet' }).click();
  return confirmBackup(page);
}

/** Reads the open credentials backup modal, then clicks "I've Saved My Credentials". */
export async function confirmBackup(page: Page): Promise<BackupShown> {
  const address = (await page.getByTestId('backup-address').textContent())?.trim() ?? '';
  const words = page.getByTestId('backup-mnemonic').locator('span');
  await words.first().waitFor();
  const mnemonic = (await words.allTextContents()).map((w) => w.replace(/^\d+\.\s*/, '')).join(' ');
  const seedBox = page.locator('.backup-secrets .secret-box');
  const seed = (await seedBox.count()) ? ((await seedBox.textContent())?.trim() ?? '') : undefined;
  await page.getByRole('button', { name: "I've Saved My Credentials" }).click();
  return { address, mnemonic, seed };
}

/** Pays `xrp` XRP from the genesis account to `address` (activating it). */
export async function fund(stack: Stack, address: string, xrp: bigint): Promise<void> {
  await stack.ledger.submit(stack.ledger.genesis, {
    TransactionType: 'Payment',
    Destination: address,
    Amount: String(xrp * 1_000_000n),
  });
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
  await verifiedOnWallet(page);
  const { address } = await generateWallet(page);
  await beforeFunding?.({ tracked, page, address });
  await fund(stack, address, xrp);
  return { tracked, page, address };
}

export interface TradingJourneyOptions {
  /** XRP the trader is funded with. */
  readonly fundXrp: bigint;
  /** How long the set-up may take. */
  readonly timeoutMs?: number;
  /** Sees the trader's page before its account is funded (newTrader's `beforeFunding`). */
  readonly beforeFunding?: (trader: Trader) => Promise<void>;
  /** Waits until the wallet page shows the funded XRP, for journeys that start on /wallet. */
  readonly untilFundsShow?: boolean;
}

/**
 * The set-up most journeys share, registered as the file's beforeAll and afterAll: a trading stack closing
 * ledgers, and one trader generated in the UI and funded. `started` hands both to the file's variables.
 */
export function useTradingJourney(
  options: TradingJourneyOptions,
  started: (journey: { stack: Stack; trader: Trader }) => void,
): void {
  let stack: Stack | undefined;
  let stopClosing: () => void = () => undefined;
  beforeAll(async () => {
    stack = await startTradingStack();
    stopClosing = keepClosingLedgers(stack);
    const trader = await newTrader(stack, options.fundXrp, options.beforeFunding);
    if (options.untilFundsShow) {
      await trader.page
        .getByTestId('xrp-available')
        .filter({ hasText: /[1-9]/ })
        .waitFor({ timeout: 20_000 });
    }
    started({ stack, trader });
  }, options.timeoutMs ?? 120_000);
  afterAll(async () => {
    stopClosing();
    await stack?.close();
  });
}

/** The account's XRP balance in drops, from the validated ledger. */
export async function xrpDropsOf(stack: Stack, address: string): Promise<bigint> {
  const { result } = await stack.ledger.client.request({
    command: 'account_info',
    account: address,
    ledger_index: 'validated',
  });
  return BigInt(result.account_data.Balance);
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

/** A transaction's fields as the ledger answers `tx` (under tx_json in API v2, flat in v1). */
export async function ledgerTx(stack: Stack, hash: string): Promise<Record<string, unknown>> {
  const { result } = await stack.ledger.client.request({ command: 'tx', transaction: hash });
  const answer = result as unknown as Record<string, unknown> & { tx_json?: Record<string, unknown> };
  return answer.tx_json ?? answer;
}

/** The first memo's data of a ledger transaction, as UTF-8 text. */
export function memoText(tx: Record<string, unknown>): string {
  const memos = (tx['Memos'] ?? []) as { Memo: { MemoData?: string } }[];
  return Buffer.from(memos[0]?.Memo.MemoData ?? '', 'hex').toString('utf8');
}

/** The transaction hash a flow's success view shows. */
export function shownHash(successText: string): string {
  return /Transaction hash\s*([0-9A-F]{64})/.exec(successText)?.[1] ?? '';
}

/** Clicks `start` and expects the flow to stop before signing; answers the failure view's text and closes it. */
export async function refusedFlow(trader: Trader, start: () => Promise<void>): Promise<string> {
  const dialog = trader.page.getByRole('dialog');
  await start();
  await dialog.getByRole('heading', { name: /^Review: |^Transaction failed$/ }).waitFor({ timeout: 20_000 });
  const text = (await dialog.textContent()) ?? '';
  if (!(await dialog.getByRole('heading', { name: 'Transaction failed' }).count())) {
    throw new Error(`the flow went on to its preview: ${text}`);
  }
  await dialog.getByRole('button', { name: 'Close' }).first().click();
  await dialog.waitFor({ state: 'detached' });
  return text;
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The console line Chromium writes for a call the server refused with `status`: a matcher for `toEqual`. The
 * tracked page ends it with the call's URL, which must then contain `path` when one is given (e.g.
 * '/api/voting/vote'); a page's own console listener has no URL.
 */
export const refusedCall = (status: number, text: string, path?: string) => {
  const line = `console: Failed to load resource: the server responded with a status of ${status} (${text})`;
  const url = ` \\(http://[^/]+${escaped(path ?? '')}[^)]*\\)`;
  return expect.stringMatching(new RegExp(`^${escaped(line)}${path === undefined ? `(?:${url})?` : url}$`));
};
