/** Prints the lazily loaded chunks' figures the last build measured (build/bundle-budget.ts writes them). */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { BUNDLE_REPORT_FILE, type BundleReport } from '../build/bundle-budget.js';

const DIST_INDEX = fileURLToPath(new URL('../dist/index.html', import.meta.url));
const kb = (bytes: number) => (bytes / 1024).toFixed(1);

export function printLazyBudgets(): void {
  if (!existsSync(BUNDLE_REPORT_FILE)) {
    console.log('Signing code: no build report (run `npm run build -w packages/web`)');
    return;
  }
  const report = JSON.parse(readFileSync(BUNDLE_REPORT_FILE, 'utf8')) as BundleReport;
  const stale =
    existsSync(DIST_INDEX) && statSync(DIST_INDEX).mtimeMs > statSync(BUNDLE_REPORT_FILE).mtimeMs + 60_000;
  for (const lazy of report.lazy) {
    console.log(
      `${lazy.label[0]?.toUpperCase()}${lazy.label.slice(1)}, fetched on first need (from the build)`,
    );
    for (const file of lazy.files) console.log(`  /${file.fileName}  ${kb(file.gzipBytes)} KB`);
    const verdict = lazy.withinBudget ? 'ok' : 'MISSED';
    console.log(`  total ${kb(lazy.totalGzipBytes)} KB (target ≤ ${kb(lazy.maxGzipBytes)} KB) ${verdict}`);
  }
  if (stale) console.log('  (the report is older than dist/: rebuild for current figures)');
}
