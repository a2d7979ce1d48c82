/** The built chunks as the budgets read them: code, entry flag, static imports and the module each comes from. */
import { gzipSync } from 'node:zlib';
import type { Rollup } from 'vite';

export interface ChunkInfo {
  readonly fileName: string;
  readonly code: string;
  readonly isEntry: boolean;
  readonly imports: readonly string[];
  readonly facadeModuleId: string | null;
}

export function chunksOf(bundle: Rollup.OutputBundle): ChunkInfo[] {
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
  return chunks;
}

/** The chunks loaded by `roots` and everything they import statically. */
export function staticClosure(
  roots: readonly ChunkInfo[],
  byName: ReadonlyMap<string, ChunkInfo>,
): ChunkInfo[] {
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

/** Gzip level 9, as the server's precompressed copies. */
export function gzipBytes(code: string): number {
  return gzipSync(code, { level: 9 }).length;
}

export const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;
