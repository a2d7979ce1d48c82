/**
 * The signing-code budget (issue 8): the JavaScript fetched when a lazily imported module is first needed —
 * its chunk and the chunks it imports statically, less those the app loaded at startup (the entry's, and
 * those of modules named as loaded at startup).
 */
import { type ChunkInfo, gzipBytes, staticClosure } from './chunk-graph.js';

export interface LazyBudgetOptions {
  /** What the figure is called in the build's output, e.g. 'signing code (binary codec and keypairs)'. */
  readonly label: string;
  /** The dynamically imported module (matched against the chunk's source module). */
  readonly module: RegExp;
  readonly maxGzipBytes: number;
}

/** Besides the entries, modules whose chunks load at startup too (an app the entry imports at once). */
export interface StartupModules {
  readonly startupModules?: readonly RegExp[];
}

export interface LazyBudgetReport {
  readonly label: string;
  /** The chunks fetched on first need, with their gzipped sizes. */
  readonly files: readonly { readonly fileName: string; readonly gzipBytes: number }[];
  readonly totalGzipBytes: number;
  readonly maxGzipBytes: number;
  readonly withinBudget: boolean;
}

/** Measures the lazy module's own fetch; throws when no chunk comes from it (the import was renamed or inlined). */
export function measureLazyChunk(
  chunks: readonly ChunkInfo[],
  options: LazyBudgetOptions,
  startup: StartupModules = {},
): LazyBudgetReport {
  const byName = new Map(chunks.map((c) => [c.fileName, c]));
  const root = chunks.find((c) => c.facadeModuleId !== null && options.module.test(c.facadeModuleId));
  if (!root) throw new Error(`Bundle budget: no chunk is built from ${String(options.module)}`);
  const atStartup = new Set(
    staticClosure(
      chunks.filter(
        (c) =>
          c.isEntry ||
          (c.facadeModuleId !== null &&
            (startup.startupModules ?? []).some((re) => re.test(c.facadeModuleId ?? ''))),
      ),
      byName,
    ).map((c) => c.fileName),
  );
  const closure = staticClosure([root], byName);
  const files = closure
    .filter((c) => !atStartup.has(c.fileName))
    .map((c) => ({ fileName: c.fileName, gzipBytes: gzipBytes(c.code) }));
  const totalGzipBytes = files.reduce((sum, f) => sum + f.gzipBytes, 0);
  return {
    label: options.label,
    files,
    totalGzipBytes,
    maxGzipBytes: options.maxGzipBytes,
    withinBudget: totalGzipBytes <= options.maxGzipBytes,
  };
}
