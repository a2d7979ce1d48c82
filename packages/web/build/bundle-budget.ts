/**
 * The bundle budget (issue 7): the build fails when the JavaScript a first visit to /live-markets loads
 * before its first paint (the entry, its static imports, and the markets page chunk) exceeds the budget.
 */
import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

export interface ChunkInfo {
  readonly fileName: string;
  readonly code: string;
  readonly isEntry: boolean;
  readonly imports: readonly string[];
  readonly facadeModuleId: string | null;
}

export interface BudgetOptions {
  /** Maximum gzipped bytes of JavaScript before the first paint. */
  readonly maxGzipBytes: number;
  /** Lazy page modules counted as part of the first paint (matched against the chunk's source module). */
  readonly firstPaintModules: readonly RegExp[];
}

export interface BudgetReport {
  readonly files: readonly { readonly fileName: string; readonly gzipBytes: number }[];
  readonly totalGzipBytes: number;
  readonly withinBudget: boolean;
}

/** The chunks loaded by `roots` and everything they import statically. */
function staticClosure(roots: readonly ChunkInfo[], byName: ReadonlyMap<string, ChunkInfo>): ChunkInfo[] {
  const seen = new Map<string, ChunkInfo>();
  const visit = (chunk: ChunkInfo) => {
    if (seen.has(chunk.fileName)) return;
    seen.set(chunk.fileName, chunk);
    for (const name of chunk.imports) {
      const next = byName.get(name);
      if (next) visit(next);
    }
  };
  roots.forEach(visit);
  return [...seen.values()];
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
    gzipBytes: gzipSync(c.code, { level: 9 }).length,
  }));
  const totalGzipBytes = files.reduce((sum, f) => sum + f.gzipBytes, 0);
  return { files, totalGzipBytes, withinBudget: totalGzipBytes <= options.maxGzipBytes };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** The Vite plugin: prints the first-paint JavaScript and fails the build over budget. */
export function bundleBudget(options: BudgetOptions): Plugin {
  return {
    name: 'horizon-bundle-budget',
    apply: 'build',
    generateBundle(_output, bundle) {
      const chunks: ChunkInfo[] = [];
      for (const item of Object.values(bundle)) {
        if (item.type !== 'chunk') continue;
        chunks.push({
          fileName: item.fileName,
          code: item.code,
          isEntry: item.isEntry,
          imports: item.imports,
          facadeModuleId: item.facadeModuleId ?? null,
        });
      }
      const report = measureBudget(chunks, options);
      const lines = report.files.map((f) => `  ${f.fileName}  ${kb(f.gzipBytes)} gzip`);
      const summary = `first-paint JS of /live-markets: ${kb(report.totalGzipBytes)} gzip (budget ${kb(options.maxGzipBytes)})`;
      this.info(['bundle budget', ...lines, summary].join('\n'));
      if (!report.withinBudget) this.error(`Bundle budget exceeded: ${summary}`);
    },
  };
}
