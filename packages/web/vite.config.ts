import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';
import { BUNDLE_REPORT_FILE, bundleBudget } from './build/bundle-budget.js';
import { precompress } from './build/precompress.js';

const root = fileURLToPath(new URL('.', import.meta.url));

/** Issue 7: at most 170 KB gzipped JavaScript before the first paint of /live-markets. */
const FIRST_PAINT_BUDGET_BYTES = 170 * 1024;
/** Issue 8: the signing code (binary codec and keypairs), fetched on first need, at most 90 KB gzipped. */
const SIGNING_BUDGET_BYTES = 90 * 1024;

/** core and protocol are pure (DESIGN.md): modules of theirs nothing uses are dropped. */
const PURE_PACKAGES = { moduleSideEffects: (id: string) => !/packages\/(core|protocol)\/src\//.test(id) };

export default defineConfig({
  root,
  // Workspace packages resolve to their TypeScript source under this condition.
  resolve: { conditions: ['@horizon/source', ...defaultClientConditions] },
  plugins: [
    react(),
    bundleBudget({
      maxGzipBytes: FIRST_PAINT_BUDGET_BYTES,
      // The entry only paints the shell; the app it loads at once (boot) is first-paint JavaScript too.
      firstPaintModules: [/src\/app\/boot\.tsx$/, /features\/markets\/MarketsPage\.tsx$/],
      idleModules: [/features\/header\/WalletBinding\.tsx$/],
      lazy: [
        {
          label: 'signing code (binary codec and keypairs)',
          module: /src\/vault\/keys\/index\.ts$/,
          maxGzipBytes: SIGNING_BUDGET_BYTES,
        },
      ],
      reportFile: BUNDLE_REPORT_FILE,
    }),
    precompress(),
  ],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    // No inline script or data: module under the strict CSP.
    assetsInlineLimit: 0,
    // The entry's imports are preloaded from the HTML (the shell waits for them), but no preload links are
    // injected by script for dynamic imports: appending them took a task of 100+ ms on a throttled phone
    // right after the first paint. The browser fetches a chunk's imports as soon as it has the chunk.
    modulePreload: {
      polyfill: false,
      resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : []),
    },
    sourcemap: false,
    rolldownOptions: { treeshake: PURE_PACKAGES },
  },
  // The answer-check worker (api/check-worker.ts) is split the same way: each page's schemas on first need.
  worker: { format: 'es', rolldownOptions: { treeshake: PURE_PACKAGES } },
  server: { proxy: { '/api': 'http://localhost:8080' } },
  preview: { proxy: { '/api': 'http://localhost:8080' } },
});
