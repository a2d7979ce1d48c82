import { randomBytes } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { ChunkInfo } from '../../build/bundle-budget.js';
import { measureLazyChunk } from '../../build/lazy-chunk-budget.js';

const chunk = (fileName: string, size: number, extra: Partial<ChunkInfo> = {}): ChunkInfo => ({
  fileName,
  // Random bytes barely compress, so the gzip size tracks `size`.
  code: randomBytes(size).toString('base64'),
  isEntry: false,
  imports: [],
  facadeModuleId: null,
  ...extra,
});
const gz = (c: ChunkInfo) => gzipSync(c.code, { level: 9 }).length;

describe('lazy chunk budget (issue 8: the signing code, at most 90 KB gzipped)', () => {
  const hashes = chunk('sha.js', 2000);
  const codec = chunk('codec.js', 3000, { imports: ['sha.js'] });
  const keys = chunk('keys.js', 4000, {
    facadeModuleId: '/x/src/vault/keys/index.ts',
    imports: ['codec.js', 'sha.js', 'index.js'],
  });
  const chunks = [
    chunk('index.js', 5000, { isEntry: true, imports: ['sha.js'] }),
    hashes,
    codec,
    keys,
    chunk('TokenPage.js', 9000, { facadeModuleId: '/x/src/features/token/TokenPage.tsx' }),
  ];
  const options = { label: 'signing code', module: /src\/vault\/keys\/index\.ts$/, maxGzipBytes: 90 * 1024 };

  it('counts the module’s chunk and its static imports, less what the entry already loaded', () => {
    const report = measureLazyChunk(chunks, options);
    expect(report.files.map((f) => f.fileName)).toEqual(['keys.js', 'codec.js']);
    expect(report.totalGzipBytes).toBe(gz(keys) + gz(codec));
    expect(report.withinBudget).toBe(true);
  });

  it('fails one byte over the budget and passes at exactly the budget', () => {
    const exact = gz(keys) + gz(codec);
    expect(measureLazyChunk(chunks, { ...options, maxGzipBytes: exact }).withinBudget).toBe(true);
    expect(measureLazyChunk(chunks, { ...options, maxGzipBytes: exact - 1 }).withinBudget).toBe(false);
  });

  it('refuses to pass silently when no chunk comes from the module (renamed or inlined)', () => {
    expect(() => measureLazyChunk(chunks, { ...options, module: /src\/vault\/signing\.ts$/ })).toThrow(
      'Bundle budget: no chunk is built from /src\\/vault\\/signing\\.ts$/',
    );
  });
});
