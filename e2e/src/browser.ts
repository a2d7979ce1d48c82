/** Pages in Debian's Chromium at the two widths the e2e suite checks, with their console problems recorded. */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';

export interface Viewport {
  readonly name: 'desktop' | 'mobile';
  readonly width: number;
  readonly height: number;
}

export const DESKTOP: Viewport = { name: 'desktop', width: 1280, height: 800 };
export const MOBILE: Viewport = { name: 'mobile', width: 390, height: 844 };
export const VIEWPORTS: readonly Viewport[] = [DESKTOP, MOBILE];

const PAGE_TIMEOUT_MS = 20_000;

export const SCREENSHOT_DIR = fileURLToPath(new URL('../screenshots/', import.meta.url));

export interface TrackedPage {
  readonly page: Page;
  readonly viewport: Viewport;
  /** Uncaught errors, console errors (CSP and Trusted Types reports among them) and failed requests. */
  readonly problems: string[];
  /** Saves e2e/screenshots/<name>-<viewport>.png (the full page) and answers its path. */
  screenshot(name: string): Promise<string>;
}

/** A page in a fresh context (no cookies, no storage: an unverified first-time visitor). */
export async function openPage(browser: Browser, origin: string, viewport: Viewport): Promise<TrackedPage> {
  const context = await browser.newContext({
    baseURL: origin,
    viewport: { width: viewport.width, height: viewport.height },
    isMobile: viewport.name === 'mobile',
    hasTouch: viewport.name === 'mobile',
    deviceScaleFactor: 1,
  });
  const page = await context.newPage();
  // Below the test timeout, so a wait that fails names what it waited for.
  page.setDefaultTimeout(PAGE_TIMEOUT_MS);
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    // A failed load's console line names no URL; its location does.
    const where = message.location().url;
    if (message.type() === 'error') problems.push(`console: ${message.text()}${where ? ` (${where})` : ''}`);
  });
  page.on('requestfailed', (request) => {
    // Navigations and streams cut short by leaving the page are not failures of the page.
    const reason = request.failure()?.errorText ?? '';
    if (!reason.includes('ERR_ABORTED')) problems.push(`request failed: ${request.url()} ${reason}`);
  });
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  return {
    page,
    viewport,
    problems,
    async screenshot(name) {
      const path = join(SCREENSHOT_DIR, `${name}-${viewport.name}.png`);
      await page.screenshot({ path, fullPage: true, animations: 'disabled' });
      return path;
    },
  };
}

/**
 * Runs `steps`; when they fail, the error also says where the page was, what it showed and what went wrong
 * in it, and a screenshot is saved: a CI log alone then tells a slow page from an error page.
 */
export async function reportingPage<T>(
  tracked: TrackedPage,
  name: string,
  steps: () => Promise<T>,
  /** More to report, e.g. the server's last lines of output. */
  more: () => readonly string[] = () => [],
): Promise<T> {
  try {
    return await steps();
  } catch (error) {
    const { page } = tracked;
    const shown = await page
      .evaluate(() => document.body.innerText.replace(/\s+/g, ' ').slice(0, 600))
      .catch((e: unknown) => `(unreadable: ${String(e)})`);
    const saved = await tracked.screenshot(`${name}-failed`).catch(() => '(no screenshot)');
    const report = [
      `page: ${page.url()}`,
      `shows: ${shown}`,
      `problems: ${tracked.problems.join(' | ') || 'none'}`,
      `screenshot: ${saved}`,
      ...more(),
    ];
    (error as Error).message += `\n${report.join('\n')}`;
    throw error;
  }
}
