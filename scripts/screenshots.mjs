// `node scripts/screenshots.mjs [app URL]`: the README's screenshots, taken from the running app (npm start)
// in Debian's Chromium: the live markets page and the $ARMY token page, saved to docs/.
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const appUrl = process.argv[2] ?? process.env.APP_URL ?? 'http://localhost:8080';
const docs = fileURLToPath(new URL('../docs/', import.meta.url));
const VIEWPORT = { width: 1280, height: 860 };

/** The token the token page shows: $ARMY, else the biggest market. */
async function featuredToken() {
  const response = await fetch(new URL('/api/tokens?limit=50&sort=marketcap_usd&order=desc', appUrl));
  if (!response.ok) throw new Error(`${appUrl} answered ${response.status}: is npm start running?`);
  const { tokens } = await response.json();
  if (tokens.length === 0) throw new Error('The market is empty: wait for the demo to seed it');
  return tokens.find((t) => t.ticker === 'ARMY') ?? tokens[0];
}

async function main() {
  mkdirSync(docs, { recursive: true });
  const token = await featuredToken();
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    const page = await browser.newPage({ viewport: VIEWPORT, colorScheme: 'dark' });
    await page.goto(new URL('/live-markets', appUrl).href);
    await page.getByText(token.token_name).first().waitFor();
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: `${docs}screenshot-markets.png` });

    await page.goto(new URL(`/token/${token.token_id}`, appUrl).href);
    await page.locator('canvas').first().waitFor();
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: `${docs}screenshot-token.png` });
    console.log(
      `Saved docs/screenshot-markets.png and docs/screenshot-token.png (${token.ticker}) from ${appUrl}`,
    );
  } finally {
    await browser.close();
  }
}

main().catch((error) => {
  console.error(`screenshots: ${error.message}`);
  process.exit(1);
});
