/**
 * npm run bench -w packages/web: the first-paint JavaScript of /live-markets and Lighthouse (mobile) figures
 * of /live-markets and a token page, printed against issue 7's targets; the signing code's size and the time
 * from clicking Buy to the signed blobs being posted (issue 8). Measures the e2e stack, or the Horizon at
 * WEB_BENCH_URL (without the Buy timing, which needs the stack's localnet to fund a wallet).
 */
import { join } from 'node:path';
import { type BenchTarget, openBenchTarget } from './bench-target.js';
import { runBuyBench } from './buy-bench.js';
import { measureFirstPaintJs } from './first-paint-js.js';
import { type PerformanceFigures, runLighthouse } from './lighthouse-run.js';
import { printLazyBudgets } from './signing-budget.js';

/** WEB_BENCH_REPORTS=<dir> keeps each page's full Lighthouse JSON report there. */
const REPORTS = process.env['WEB_BENCH_REPORTS'];
const reportPath = (name: string) => (REPORTS ? join(REPORTS, `lighthouse-${name}.json`) : undefined);

/** WEB_BENCH_RUNS=<n> audits each page n times (Lighthouse varies run to run on a shared machine). */
const RUNS = Math.max(1, Number(process.env['WEB_BENCH_RUNS'] ?? '1') || 1);

// Issue 7's targets; issue 17 raised the performance and accessibility scores to 95.
const TARGETS = { firstPaintKb: 170, score: 95, lcpMs: 1500, tbtMs: 100, cls: 0.02, accessibility: 95 };

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const mark = (ok: boolean) => (ok ? 'ok' : 'MISSED');

function printLighthouse(
  label: string,
  f: PerformanceFigures,
  heading = `Lighthouse (mobile) ${label}`,
): void {
  console.log(heading);
  console.log(`  performance ${f.score} (target ≥ ${TARGETS.score}) ${mark(f.score >= TARGETS.score)}`);
  console.log(`  LCP ${(f.lcpMs / 1000).toFixed(2)} s (target ≤ 1.5 s) ${mark(f.lcpMs <= TARGETS.lcpMs)}`);
  console.log(`  TBT ${Math.round(f.tbtMs)} ms (target ≤ 100 ms) ${mark(f.tbtMs <= TARGETS.tbtMs)}`);
  console.log(`  CLS ${f.cls.toFixed(3)} (target ≤ 0.02) ${mark(f.cls <= TARGETS.cls)}`);
  const failed = f.accessibilityFailures.length > 0 ? `; failed: ${f.accessibilityFailures.join(', ')}` : '';
  console.log(
    `  accessibility ${f.accessibility} (target ≥ ${TARGETS.accessibility}) ${mark(f.accessibility >= TARGETS.accessibility)}${failed}`,
  );
}

/** Issue 7's page figures: first-paint JavaScript and Lighthouse of /live-markets and a token page. */
async function pageFigures(target: BenchTarget): Promise<void> {
  const browser = await target.launchBrowser();
  const js = await measureFirstPaintJs(browser, `${target.origin}/live-markets`, '.markets-table tbody tr');
  await browser.close();
  console.log('First-paint JavaScript of /live-markets (gzip level 9, from the page’s requests)');
  for (const file of js.files) console.log(`  ${new URL(file.url).pathname}  ${kb(file.gzipBytes)} KB`);
  const withinBudget = js.gzipBytes <= TARGETS.firstPaintKb * 1024;
  console.log(`  total ${kb(js.gzipBytes)} KB (target ≤ ${TARGETS.firstPaintKb} KB) ${mark(withinBudget)}`);
  console.log(`  all JavaScript once settled: ${kb(js.settledGzipBytes)} KB`);
  await auditPage('/live-markets', `${target.origin}/live-markets`, 'live-markets');
  await auditPage(target.tokenPath, `${target.origin}${target.tokenPath}`, 'token');
}

/** One page's Lighthouse figures; over several runs, the best and the median of each figure. */
async function auditPage(label: string, url: string, reportName: string): Promise<void> {
  const runs: PerformanceFigures[] = [];
  for (let i = 0; i < RUNS; i++) {
    runs.push(await runLighthouse(url, reportPath(RUNS > 1 ? `${reportName}-${i + 1}` : reportName)));
  }
  if (RUNS === 1 && runs[0]) return printLighthouse(label, runs[0]);
  const scores = runs.map((r) => r.score).join(', ');
  printLighthouse(label, bestOf(runs), `Lighthouse (mobile) ${label}, ${RUNS} runs (scores ${scores}): best`);
  printLighthouse(label, medianOf(runs), '  median');
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? NaN) : ((sorted[mid - 1] ?? NaN) + (sorted[mid] ?? NaN)) / 2;
};

/** Each figure's best over the runs (not one run's figures). */
function bestOf(runs: readonly PerformanceFigures[]): PerformanceFigures {
  return {
    score: Math.max(...runs.map((r) => r.score)),
    lcpMs: Math.min(...runs.map((r) => r.lcpMs)),
    tbtMs: Math.min(...runs.map((r) => r.tbtMs)),
    cls: Math.min(...runs.map((r) => r.cls)),
    accessibility: Math.max(...runs.map((r) => r.accessibility)),
    accessibilityFailures: runs.reduce((fewest, r) =>
      r.accessibilityFailures.length < fewest.accessibilityFailures.length ? r : fewest,
    ).accessibilityFailures,
  };
}

function medianOf(runs: readonly PerformanceFigures[]): PerformanceFigures {
  return {
    score: median(runs.map((r) => r.score)),
    lcpMs: median(runs.map((r) => r.lcpMs)),
    tbtMs: median(runs.map((r) => r.tbtMs)),
    cls: median(runs.map((r) => r.cls)),
    accessibility: median(runs.map((r) => r.accessibility)),
    accessibilityFailures: runs[0]?.accessibilityFailures ?? [],
  };
}

/** WEB_BENCH_ONLY=buy measures the signing code and the Buy timing alone (no Lighthouse). */
const ONLY_BUY = process.env['WEB_BENCH_ONLY'] === 'buy';

async function main(): Promise<void> {
  const target = await openBenchTarget();
  try {
    if (!ONLY_BUY) await pageFigures(target);
    printLazyBudgets();
    if (target.trading) await runBuyBench(target.trading);
    else console.log('Buy timing: skipped (WEB_BENCH_URL: no localnet to fund a wallet)');
  } finally {
    await target.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
