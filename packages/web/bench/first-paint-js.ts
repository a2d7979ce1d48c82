/**
 * The JavaScript a first visit to a page loads before its content first paints, from the page's real
 * requests in Chromium: every script response that finished before the page's marker element appeared,
 * gzipped at level 9 (as the build's bundle budget counts it; the server may send it uncompressed).
 */
import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';

export interface FirstPaintJs {
  readonly files: readonly { readonly url: string; readonly gzipBytes: number }[];
  readonly gzipBytes: number;
  /** All JavaScript the page had loaded once it settled, for comparison. */
  readonly settledGzipBytes: number;
}

declare global {
  interface Window {
    e2eMarkerShownAt?: number;
  }
}

/** Opens `url` in a fresh context and measures the JS loaded before `marker` (a CSS selector) first showed. */
export async function measureFirstPaintJs(
  browser: Browser,
  url: string,
  marker: string,
): Promise<FirstPaintJs> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await context.addInitScript((selector: string) => {
    const observer = new MutationObserver(() => {
      if (document.querySelector(selector)) {
        window.e2eMarkerShownAt = performance.now();
        observer.disconnect();
      }
    });
    observer.observe(document, { childList: true, subtree: true });
  }, marker);
  const page = await context.newPage();
  const bodies = new Map<string, Promise<Buffer>>();
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') bodies.set(response.url(), response.body());
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForSelector(marker);
  const shownAt = await page.evaluate(() => window.e2eMarkerShownAt ?? Infinity);
  const timings = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((e) => ({ url: e.name, end: (e as PerformanceResourceTiming).responseEnd })),
  );
  const endOf = new Map(timings.map((t) => [t.url, t.end]));
  const sized = await Promise.all(
    [...bodies].map(async ([scriptUrl, body]) => ({
      url: scriptUrl,
      gzipBytes: gzipSync(await body, { level: 9 }).length,
      before: (endOf.get(scriptUrl) ?? Infinity) <= shownAt,
    })),
  );
  await context.close();
  const files = sized
    .filter((f) => f.before)
    .map(({ url: fileUrl, gzipBytes }) => ({ url: fileUrl, gzipBytes }));
  return {
    files,
    gzipBytes: files.reduce((sum, f) => sum + f.gzipBytes, 0),
    settledGzipBytes: sized.reduce((sum, f) => sum + f.gzipBytes, 0),
  };
}
