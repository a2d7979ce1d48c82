/**
 * The newcomer's journey of issue 9, end to end: `npm start` exactly as the README says on a fresh data dir,
 * the demo market seeded, a new wallet created in Chromium and funded by the faucet button, a demo token
 * bought, the trade in its recent trades and the PnL on the dashboard; then Ctrl-C and `npm start` again,
 * with the market, the wallet and its trade still there.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DESKTOP,
  REPO_ROOT,
  type TrackedPage,
  ensureWebApp,
  launchChromium,
  npmStartPorts,
  openPage,
  reportingPage,
  solveGate,
  waitUntil,
} from '../../src/index.js';
import { runFlow } from './journey.js';

const STARTED_TEXT = 'Horizon is running';

interface Started {
  readonly child: ChildProcess;
  readonly output: string[];
  readonly exited: Promise<number | null>;
}

let dataDir: string;
/** Free ports for the localnet and the app, kept across the restart (the demo's icons are served on PORT). */
let ports: Record<'LOCALNET_WS_PORT' | 'LOCALNET_RPC_PORT' | 'PORT', string>;
let appUrl: string;
let running: Started | undefined;
let browser: Browser;
let user: TrackedPage;
let address = '';
let army: { token_id: string; ticker: string };

/** `npm start` in its own process group, so stopping it is a Ctrl-C to the whole group, as in a terminal. */
async function npmStart(): Promise<Started> {
  const began = Date.now();
  const child = spawn('npm', ['start'], {
    cwd: REPO_ROOT,
    env: { ...process.env, DATA_DIR: dataDir, ...ports, NODE_ENV: 'production' },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  const collect = (chunk: Buffer) => output.push(...chunk.toString().split('\n'));
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  await waitUntil('npm start prints that Horizon is running', 240_000, () => {
    if (child.exitCode !== null) throw new Error(`npm start exited ${child.exitCode}:\n${output.join('\n')}`);
    return output.some((line) => line.includes(STARTED_TEXT));
  });
  console.log(`npm start: first page served ${Date.now() - began} ms after the command`);
  return { child, output, exited };
}

async function ctrlC(started: Started): Promise<number | null> {
  if (started.child.pid !== undefined) process.kill(-started.child.pid, 'SIGINT');
  return started.exited;
}

/** Whether any process of npm start's group still runs (signal 0 only checks). */
function groupRunning(started: Started): boolean {
  try {
    if (started.child.pid !== undefined) process.kill(-started.child.pid, 0);
    return started.child.pid !== undefined;
  } catch {
    return false;
  }
}

async function getJson<T>(path: string, body?: unknown): Promise<T> {
  const response = await fetch(new URL(path, appUrl), {
    method: body === undefined ? 'GET' : 'POST',
    ...(body === undefined
      ? {}
      : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
  });
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
  return (await response.json()) as T;
}

type TokenList = { tokens: { token_id: string; ticker: string; volume_24h: string }[] };

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'horizon-npm-start-'));
  // Never the defaults: a developer's own npm start may hold them.
  ports = await npmStartPorts();
  appUrl = `http://localhost:${ports.PORT}`;
  // Built once, under the e2e build lock, so npm start finds it fresh instead of building beside another file.
  await ensureWebApp();
  running = await npmStart();
  browser = await launchChromium();
}, 300_000);

afterAll(async () => {
  await browser?.close();
  if (running && running.child.exitCode === null) await ctrlC(running);
  await rm(dataDir, { recursive: true, force: true });
}, 60_000);

describe('npm start on a fresh data dir', () => {
  it('seeds the demo market through the product: $ARMY and a dozen more tokens trading', async () => {
    await waitUntil('the demo market lists $ARMY and a dozen more tokens with trades', 240_000, async () => {
      const { tokens } = await getJson<TokenList>('/api/tokens?limit=100');
      const found = tokens.find((t) => t.ticker === 'ARMY');
      if (found) army = found;
      return found !== undefined && tokens.filter((t) => /[1-9]/.test(t.volume_24h)).length >= 13;
    });
    expect(army.token_id).toMatch(/^41524D59(00)+:r/);
  }, 300_000);

  it('lets a newcomer create a wallet and fund it with the faucet button', async () => {
    user = await openPage(browser, appUrl, DESKTOP);
    const { page } = user;
    await page.goto('/verify');
    await solveGate(page);
    await page.goto('/wallet');
    await page.getByRole('button', { name: 'Add Wallet' }).first().click();
    await page.getByRole('button', { name: 'Generate Wallet' }).click();
    address = (await page.getByTestId('backup-address').textContent())?.trim() ?? '';
    await page.getByRole('button', { name: "I've Saved My Credentials" }).click();
    await page.getByTestId('faucet-button').click();
    await page.getByTestId('xrp-available').filter({ hasText: /[1-9]/ }).waitFor({ timeout: 30_000 });
    await user.screenshot('npm-start-funded');
    expect(address).toMatch(/^r/);
  }, 120_000);

  it('buys $ARMY, sees the trade in its recent trades and the PnL on the dashboard', async () => {
    const { page } = user;
    await reportingPage(user, 'npm-start-buy', async () => {
      await page.goto(`/token/${army.token_id}`);
      await page.getByTestId('trade-balance').filter({ hasText: /[1-9]/ }).waitFor({ timeout: 20_000 });
      await page.getByTestId('trade-amount').fill('10');
      await page.getByTestId('trade-quote').waitFor({ timeout: 20_000 });
      await runFlow({ tracked: user, page, address }, () =>
        page.getByRole('button', { name: 'Buy ARMY' }).click(),
      );
      await page.getByRole('tab', { name: 'Recent trades' }).click();
      await page.locator(`table a[href*="${address}"]`).first().waitFor({ timeout: 30_000 });
      await user.screenshot('npm-start-trade');
    });

    await page.goto('/wallet');
    const row = page.getByTestId('holdings').locator('tr', { hasText: 'ARMY' });
    await row.waitFor({ timeout: 20_000 });
    // A buy's PnL counts the tokens still held at their value now (issue 16): a PnL %, never the −100 % of
    // the old sold − spent rule.
    const pnl = expect.poll(async () => (await row.textContent()) ?? '', { timeout: 20_000 });
    await pnl.toMatch(/-?\d+(\.\d+)?%/);
    await expect.poll(async () => (await row.textContent()) ?? '').not.toMatch(/-100(\.0+)?%/);
  }, 120_000);

  it('stops on Ctrl-C and starts again with the same market, wallet and trade', async () => {
    const first = running as Started;
    // As a user would: a tab left open on a live page, holding its event stream, while Ctrl-C stops the app.
    await user.page.goto('/live-markets');
    await user.page.locator('.markets-table tbody tr').first().waitFor();
    await ctrlC(first);
    expect(first.output.join('\n')).toContain('[start] Ctrl-C; stopping');
    // Nothing is left closing beside the next start (the browser's page still holds its event stream). A child
    // that has exited can stay in the group until the system reaps it, a moment longer on a loaded machine.
    await waitUntil('every process of the first start is gone', 10_000, () => !groupRunning(first));
    running = await npmStart();
    const again = running;
    await waitUntil('the demo resumes the market it seeded', 60_000, () =>
      again.output.some((line) => line.includes('[demo] resuming the demo market')),
    );
    expect(again.output.some((line) => line.startsWith('[demo] launched'))).toBe(false);
    const { tokens } = await getJson<TokenList>('/api/tokens?limit=100');
    expect(tokens.map((t) => t.token_id)).toContain(army.token_id);
    const holdings = await getJson<{ token_holdings: { token_id: string; balance: string }[] }>(
      '/api/trustless/get_token_holdings_and_balance',
      { classic_address: address },
    );
    expect(holdings.token_holdings.find((h) => h.token_id === army.token_id)?.balance).toMatch(/[1-9]/);
    const { page } = user;
    // The live page failed its calls while no server ran (it retries); what counts is what follows.
    user.problems.length = 0;
    await reportingPage(
      user,
      'npm-start-restarted',
      async () => {
        await page.goto(`/token/${army.token_id}`);
        await page.getByRole('tab', { name: 'Recent trades' }).click();
        await page.locator(`table a[href*="${address}"]`).first().waitFor({ timeout: 30_000 });
      },
      () => ['npm start printed, last:', ...again.output.slice(-40)],
    );
    expect(user.problems.filter((p) => !p.includes('/api/events'))).toEqual([]);
  }, 300_000);
});
