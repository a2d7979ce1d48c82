/**
 * `npm run screenshots -w e2e`: every route of the app, on the demo market, at 1366×900 and 390×844, saved as
 * e2e/screenshots/pages/<route>-<width>.png (the first screen only, so the files stay small) for the visual
 * pass. It starts `npm start` on free ports and a fresh data dir, as a newcomer would, unless HORIZON_URL names
 * an app already running. Each page's sideways overflow is printed: no page may scroll sideways as a whole.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROUTES } from '@horizon/core';
import type { Browser, Page } from 'playwright-core';
import {
  REPO_ROOT,
  SCREENSHOT_DIR,
  ensureWebApp,
  launchChromium,
  npmStartPorts,
  solveGate,
  waitUntil,
} from '../src/index.js';

const OUT_DIR = join(SCREENSHOT_DIR, 'pages');
const WIDTHS = [
  { name: '1366', width: 1366, height: 900, mobile: false },
  { name: '390', width: 390, height: 844, mobile: true },
] as const;
/** Enough traded tokens that the markets table, charts and leaderboards show a live market. */
const TRADED_TOKENS = 8;

interface Started {
  readonly url: string;
  stop(): Promise<void>;
}

async function startApp(): Promise<Started> {
  const given = process.env['HORIZON_URL'];
  if (given) return { url: given, stop: async () => undefined };
  await ensureWebApp();
  const dataDir = await mkdtemp(join(tmpdir(), 'horizon-screenshots-'));
  const ports = await npmStartPorts();
  const child: ChildProcess = spawn('npm', ['start'], {
    cwd: REPO_ROOT,
    env: { ...process.env, DATA_DIR: dataDir, ...ports, NODE_ENV: 'production' },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise((resolve) => child.on('exit', resolve));
  await waitUntil('npm start prints that Horizon is running', 300_000, () => {
    if (child.exitCode !== null) throw new Error(`npm start exited ${child.exitCode}:\n${output}`);
    return output.includes('Horizon is running');
  });
  return {
    url: `http://localhost:${ports.PORT}`,
    async stop() {
      if (child.pid !== undefined) process.kill(-child.pid, 'SIGINT');
      await exited;
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

type TokenList = { tokens: { token_id: string; ticker: string; volume_24h: string }[] };

/** Waits for the demo market's trading bots, then answers the most traded token's id. */
async function tradedToken(url: string): Promise<string> {
  let tokenId = '';
  await waitUntil(`the demo market trades ${TRADED_TOKENS} tokens`, 300_000, async () => {
    const response = await fetch(new URL('/api/tokens?limit=100', url));
    if (!response.ok) return false;
    const { tokens } = (await response.json()) as TokenList;
    const traded = tokens.filter((t) => /[1-9]/.test(t.volume_24h));
    tokenId = tokens.find((t) => t.ticker === 'ARMY')?.token_id ?? traded[0]?.token_id ?? '';
    return traded.length >= TRADED_TOKENS && tokenId !== '';
  });
  return tokenId;
}

/** Route → file name; the token page's id is the demo's ARMY. */
function routes(tokenId: string): [string, string][] {
  const named: [string, string][] = Object.entries(ROUTES)
    .filter(([, path]) => path !== ROUTES.verify)
    .map(([name, path]) => [name, path]);
  return [...named, ['token', `/token/${tokenId}`], ['not-found', '/no-such-page']];
}

/** Settles a page: its skeletons and spinners gone (the live event stream stays open, so never network-idle). */
async function settle(page: Page): Promise<void> {
  await page.waitForTimeout(500);
  await page
    .waitForFunction(
      () => document.querySelector('[aria-busy="true"], .skeleton, .spinner, .page-spinner') === null,
      undefined,
      { timeout: 30_000 },
    )
    .catch(() => console.log(`  (still loading after 30 s: ${page.url()})`));
  await page.waitForTimeout(800);
}

async function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(() => (document.scrollingElement?.scrollWidth ?? 0) - window.innerWidth);
}

/** A fresh visitor who passes the gate and generates a wallet (its backup left for later), as on day one. */
async function visitor(browser: Browser, url: string, width: (typeof WIDTHS)[number]): Promise<Page> {
  const context = await browser.newContext({
    baseURL: url,
    viewport: { width: width.width, height: width.height },
    isMobile: width.mobile,
    hasTouch: width.mobile,
    deviceScaleFactor: 1,
  });
  const page = await context.newPage();
  page.setDefaultTimeout(20_000);
  // The gate itself, before it is passed (afterwards /verify sends the visitor on).
  await page.goto(ROUTES.verify);
  await settle(page);
  await shoot(page, 'verify', width.name);
  await solveGate(page);
  await page.goto(ROUTES.wallet);
  await page.getByRole('button', { name: 'Add Wallet' }).first().click();
  await page.getByRole('button', { name: 'Generate Wallet' }).click();
  await page.getByTestId('backup-address').waitFor();
  await shoot(page, 'wallet-backup', width.name);
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
  return page;
}

async function shoot(page: Page, name: string, width: string): Promise<void> {
  await page.screenshot({ path: join(OUT_DIR, `${name}-${width}.png`), animations: 'disabled' });
}

async function main(): Promise<void> {
  mkdirSync(OUT_DIR, { recursive: true });
  const app = await startApp();
  const browser = await launchChromium();
  const overflowing: string[] = [];
  try {
    const tokenId = await tradedToken(app.url);
    for (const width of WIDTHS) {
      const page = await visitor(browser, app.url, width);
      for (const [name, path] of routes(tokenId)) {
        await page.goto(path);
        await settle(page);
        await shoot(page, name, width.name);
        const over = await sidewaysOverflow(page);
        if (over > 0) overflowing.push(`${path} at ${width.name}: ${over}px`);
        console.log(`${name}-${width.name}.png  ${path}${over > 0 ? `  scrolls sideways by ${over}px` : ''}`);
      }
      if (width.mobile) {
        await page.goto(ROUTES.liveMarkets);
        await page.getByRole('button', { name: /menu/i }).first().click();
        await page.waitForTimeout(400);
        await shoot(page, 'mobile-menu', width.name);
      }
      await page.context().close();
    }
  } finally {
    await browser.close();
    await app.stop();
  }
  console.log(
    overflowing.length ? `Sideways scrolling:\n${overflowing.join('\n')}` : 'No page scrolls sideways.',
  );
}

await main();
