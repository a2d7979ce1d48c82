import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { type ChunkInfo, measureBudget } from '../../build/bundle-budget.js';

const chunk = (fileName: string, size: number, extra: Partial<ChunkInfo> = {}): ChunkInfo => ({
  fileName,
  // Random bytes barely compress, so the gzip size tracks `size`.
  code: randomBytes(size).toString('base64'),
  isEntry: false,
  imports: [],
  facadeModuleId: null,
  ...extra,
});

describe('bundle budget (issue 7: first-paint JS of /live-markets)', () => {
  const chunks = [
    chunk('index.js', 4000, { isEntry: true, imports: ['react.js'] }),
    chunk('react.js', 4000),
    chunk('MarketsPage.js', 1000, {
      facadeModuleId: '/x/src/features/markets/MarketsPage.tsx',
      imports: ['table.js'],
    }),
    chunk('table.js', 1000),
    chunk('TokenPage.js', 9000, { facadeModuleId: '/x/src/features/token/TokenPage.tsx' }),
  ];
  const options = { maxGzipBytes: 100_000, firstPaintModules: [/features\/markets\/MarketsPage\.tsx$/] };

  it('counts the entry, its static imports and the markets page with its imports, not other lazy pages', () => {
    const report = measureBudget(chunks, options);
    expect(report.files.map((f) => f.fileName).sort()).toEqual([
      'MarketsPage.js',
      'index.js',
      'react.js',
      'table.js',
    ]);
    expect(report.withinBudget).toBe(true);
  });

  it('fails when the first paint exceeds the budget', () => {
    const report = measureBudget(chunks, { ...options, maxGzipBytes: 5_000 });
    expect(report.totalGzipBytes).toBeGreaterThan(5_000);
    expect(report.withinBudget).toBe(false);
  });
});
