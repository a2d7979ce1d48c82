/**
 * The bundle budget (issue 7): the build fails when the JavaScript a first visit to /live-markets loads
 * before its first paint (the entry, its static imports, and the markets page chunk) exceeds the budget,
 * or (issue 8) when a lazily loaded module such as the signing code fetches more than its own budget.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { type ChunkInfo, chunksOf, gzipBytes, kb, staticClosure } from './chunk-graph.js';
import { type LazyBudgetOptions, type LazyBudgetReport, measureLazyChunk } from './lazy-chunk-budget.js';

export type { ChunkInfo } from './chunk-graph.js';

/** Where the build leaves its figures for `npm run bench` (node_modules/.cache: never served, never committed). */
export const BUNDLE_REPORT_FILE = fileURLToPath(
  new URL('../node_modules/.cache/horizon-web/bundle-report.json', import.meta.url),
);

export interface BudgetOptions {
  /** Maximum gzipped bytes of JavaScript before the first paint. */
  readonly maxGzipBytes: number;
  /** Lazy page modules counted as part of the first paint (matched against the chunk's source module). */
  readonly firstPaintModules: readonly RegExp[];
  /**
   * Modules the app loads once the browser is first idle after starting (the header's wallet machinery): not
   * first-paint JavaScript, but already loaded when a lazy module (the signing code) is first needed.
   */
  readonly idleModules?: readonly RegExp[];
}

export interface BudgetReport {
  readonly files: readonly { readonly fileName: string; readonly gzipBytes: number }[];
  readonly totalGzipBytes: number;
  readonly withinBudget: boolean;
}

/** Measures the first-paint JavaScript of a bundle against the budget. */
export function measureBudget(chunks: readonly ChunkInfo[], options: BudgetOptions): BudgetReport {
  const byName = new Map(chunks.map((c) => [c.fileName, c]));
  const roots = chunks.filter(
    (c) =>
      c.isEntry ||
      (c.facadeModuleId !== null && options.firstPaintModules.some((re) => re.test(c.facadeModuleId ?? ''))),
  );
  const files = staticClosure(roots, byName).map((c) => ({
    fileName: c.fileName,
    gzipBytes: gzipBytes(c.code),
  }));
  const totalGzipBytes = files.reduce((sum, f) => sum + f.gzipBytes, 0);
  return { files, totalGzipBytes, withinBudget: totalGzipBytes <= options.maxGzipBytes };
}

export interface PluginOptions extends BudgetOptions {
  /** Lazily loaded modules with their own budget (issue 8: the signing code). */
  readonly lazy?: readonly LazyBudgetOptions[];
  /** Where the figures are written as JSON for the bench (outside dist/, so never served). */
  readonly reportFile?: string;
}

/** What the build measured, as the bench reads it back. */
export interface BundleReport {
  readonly firstPaint: BudgetReport & { readonly maxGzipBytes: number };
  readonly lazy: readonly LazyBudgetReport[];
}

function lazyLines(report: LazyBudgetReport): string[] {
  return [
    ...report.files.map((f) => `  ${f.fileName}  ${kb(f.gzipBytes)} gzip`),
    `${report.label}, fetched on first need: ${kb(report.totalGzipBytes)} gzip (budget ${kb(report.maxGzipBytes)})`,
  ];
}

/** The Vite plugin: prints the first-paint and lazy-chunk figures and fails the build over any budget. */
export function bundleBudget(options: PluginOptions): Plugin {
  return {
    name: 'horizon-bundle-budget',
    apply: 'build',
    generateBundle(_output, bundle) {
      const chunks = chunksOf(bundle);
      const report = measureBudget(chunks, options);
      const lines = report.files.map((f) => `  ${f.fileName}  ${kb(f.gzipBytes)} gzip`);
      const summary = `first-paint JS of /live-markets: ${kb(report.totalGzipBytes)} gzip (budget ${kb(options.maxGzipBytes)})`;
      const startup = { startupModules: [...options.firstPaintModules, ...(options.idleModules ?? [])] };
      const lazy = (options.lazy ?? []).map((o) => measureLazyChunk(chunks, o, startup));
      this.info(['bundle budget', ...lines, summary, ...lazy.flatMap(lazyLines)].join('\n'));
      if (options.reportFile) {
        const saved: BundleReport = { firstPaint: { ...report, maxGzipBytes: options.maxGzipBytes }, lazy };
        mkdirSync(dirname(options.reportFile), { recursive: true });
        writeFileSync(options.reportFile, JSON.stringify(saved, null, 1));
      }
      if (!report.withinBudget) this.error(`Bundle budget exceeded: ${summary}`);
      const over = lazy.find((r) => !r.withinBudget);
      if (over) this.error(`Bundle budget exceeded: ${lazyLines(over).at(-1) ?? over.label}`);
    },
  };
}
