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

const TARGETS = { firstPaintKb: 170, score: 90, lcpMs: 1500, tbtMs: 100, cls: 0.02 };

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const mark = (ok: boolean) => (ok ? 'ok' : 'MISSED');

function printLighthouse(label: string, f: PerformanceFigures): void {
  console.log(`Lighthouse (mobile) ${label}`);
  console.log(`  performance ${f.score} (target ≥ ${TARGETS.score}) ${mark(f.score >= TARGETS.score)}`);
  console.log(`  LCP ${(f.lcpMs / 1000).toFixed(2)} s (target ≤ 1.5 s) ${mark(f.lcpMs <= TARGETS.lcpMs)}`);
  console.log(`  TBT ${Math.round(f.tbtMs)} ms (target ≤ 100 ms) ${mark(f.tbtMs <= TARGETS.tbtMs)}`);
  console.log(`  CLS ${f.cls.toFixed(3)} (target ≤ 0.02) ${mark(f.cls <= TARGETS.cls)}`);
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
  printLighthouse(
    '/live-markets',
    await runLighthouse(`${target.origin}/live-markets`, reportPath('live-markets')),
  );
  printLighthouse(
    target.tokenPath,
    await runLighthouse(`${target.origin}${target.tokenPath}`, reportPath('token')),
  );
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
