/**
 * Issue 8's figure: the browser's time from clicking Buy to the signed blobs being posted, on the token page
 * of the e2e stack, with 'Confirm and sign' clicked as soon as the preview shows. Timed inside the page: the
 * clicks' event timestamps and the resource timing of the POST of the signed blobs (same clock).
 */
import { API_ROUTES } from '@horizon/core';
import type { Page } from 'playwright-core';

export interface BuyTiming {
  /** Click on Buy → the signed blobs' POST starts (the issue's figure). */
  readonly buyToPostedMs: number;
  /** Click on Buy → the preview's 'Confirm and sign' shows (request unsigned, convert, check, codec). */
  readonly buyToPreviewMs: number;
  /** Click on 'Confirm and sign' → the POST starts (vault, signing, check of the signed bytes). */
  readonly confirmToPostedMs: number;
}

interface Marks {
  buyAt?: number;
  previewAt?: number;
  confirmAt?: number;
}

declare global {
  interface Window {
    benchMarks?: Marks;
  }
}

/** Where the buy flow posts its signed blobs (typed by the contract, so a rename fails the type-check). */
const SIGNED_ROUTE = API_ROUTES['POST /api/trustless/buy_token_signed'].path;

/**
 * Records the two clicks' timestamps and when the preview's confirm button appears. No named inner
 * function: tsx would wrap it in a helper (__name) the page does not have.
 */
function installMarks(page: Page): Promise<void> {
  return page.evaluate(() => {
    const marks: Marks = {};
    window.benchMarks = marks;
    performance.clearResourceTimings();
    document.addEventListener(
      'click',
      (e) => {
        const button = e.target instanceof Element ? e.target.closest('button') : null;
        const text = button?.textContent ?? '';
        if (marks.buyAt === undefined && /^Buy \S+$/.test(text)) marks.buyAt = e.timeStamp;
        if (marks.confirmAt === undefined && text === 'Confirm and sign') marks.confirmAt = e.timeStamp;
      },
      { capture: true },
    );
    const observer = new MutationObserver(() => {
      if (marks.previewAt !== undefined) return;
      if ([...document.querySelectorAll('button')].some((b) => b.textContent === 'Confirm and sign')) {
        marks.previewAt = performance.now();
        observer.disconnect();
      }
    });
    observer.observe(document.body, { childList: true, subtree: true });
  });
}

async function readTiming(page: Page): Promise<BuyTiming> {
  const { marks, postedAt } = await page.evaluate((route) => {
    const posted = performance
      .getEntriesByType('resource')
      .find(
        (e) =>
          new URL(e.name).pathname === route && (e as PerformanceResourceTiming).initiatorType === 'fetch',
      );
    return { marks: window.benchMarks ?? {}, postedAt: posted?.startTime };
  }, SIGNED_ROUTE);
  const { buyAt, previewAt, confirmAt } = marks;
  if (buyAt === undefined || previewAt === undefined || confirmAt === undefined || postedAt === undefined) {
    throw new Error(`buy bench: a mark is missing ${JSON.stringify({ ...marks, postedAt })}`);
  }
  return {
    buyToPostedMs: postedAt - buyAt,
    buyToPreviewMs: previewAt - buyAt,
    confirmToPostedMs: postedAt - confirmAt,
  };
}

/** One buy of `xrp` XRP through the trade panel of the open token page, timed; closes the success view. */
export async function timeOneBuy(page: Page, ticker: string, xrp: string): Promise<BuyTiming> {
  await page.getByTestId('trade-amount').fill(xrp);
  await page.getByTestId('trade-quote').waitFor();
  await installMarks(page);
  await page.getByRole('button', { name: `Buy ${ticker}`, exact: true }).click();
  const dialog = page.getByRole('dialog');
  const confirm = dialog.getByRole('button', { name: 'Confirm and sign' });
  const failed = dialog.getByRole('heading', { name: 'Transaction failed' });
  await confirm.or(failed).waitFor({ timeout: 20_000 });
  if (await failed.count()) throw new Error(`buy failed before signing: ${await dialog.textContent()}`);
  await confirm.click();
  const end = dialog.getByRole('heading', { name: /: done$|^Transaction failed$/ });
  await end.waitFor({ timeout: 30_000 });
  if ((await end.textContent()) === 'Transaction failed') {
    throw new Error(`buy failed: ${await dialog.textContent()}`);
  }
  const timing = await readTiming(page);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await dialog.waitFor({ state: 'detached' });
  return timing;
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}
