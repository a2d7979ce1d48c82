/**
 * Lighthouse 12's performance and accessibility categories with its default (mobile) settings, driving
 * Debian's Chromium through chrome-launcher: the performance score, LCP, TBT and CLS of one URL, and its
 * accessibility score with the audits that failed.
 */
import { writeFileSync } from 'node:fs';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';

export const CHROMIUM_PATH = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';

export interface PerformanceFigures {
  /** 0–100. */
  readonly score: number;
  readonly lcpMs: number;
  readonly tbtMs: number;
  readonly cls: number;
  /** The accessibility category's score, 0–100. */
  readonly accessibility: number;
  /** Ids of the accessibility audits that failed. */
  readonly accessibilityFailures: readonly string[];
}

/** Trace recordings sometimes fail on a busy machine (NO_NAVSTART, NO_FCP); such a run is tried again. */
const ATTEMPTS = 3;

/** Runs Lighthouse on `url`; with `reportPath`, also saves the full JSON report there (for its diagnostics). */
export async function runLighthouse(url: string, reportPath?: string): Promise<PerformanceFigures> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await runOnce(url, reportPath);
    } catch (error) {
      if (attempt >= ATTEMPTS) throw error;
      console.warn(`  (Lighthouse run ${attempt} failed: ${(error as Error).message}; trying again)`);
    }
  }
}

async function runOnce(url: string, reportPath: string | undefined): Promise<PerformanceFigures> {
  const chrome = await launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu'],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const { lhr } = result;
    if (reportPath) writeFileSync(reportPath, JSON.stringify(lhr, null, 1));
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
    const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    return {
      score: Math.round((lhr.categories['performance']?.score ?? 0) * 100),
      lcpMs: audit('largest-contentful-paint'),
      tbtMs: audit('total-blocking-time'),
      cls: audit('cumulative-layout-shift'),
      accessibility: Math.round((lhr.categories['accessibility']?.score ?? 0) * 100),
      accessibilityFailures: (lhr.categories['accessibility']?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score === 0)
        .map((ref) => ref.id),
    };
  } finally {
    chrome.kill();
  }
}
