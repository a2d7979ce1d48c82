import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defaultClientConditions, defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';

// Workspace packages export their TypeScript source under this condition, so tests run
// against src/ without a build; Node at run time takes dist/.
const SOURCE = '@horizon/source';

const unitProject = (
  name: string,
  root: string,
  options: { expect?: { poll: { timeout: number } } } = {},
) => ({
  extends: true as const,
  test: { name, root, include: ['**/*.test.ts'], exclude: ['**/node_modules/**', '**/dist/**'], ...options },
});

export default defineConfig({
  resolve: { conditions: [SOURCE, ...defaultClientConditions] },
  ssr: { resolve: { conditions: [SOURCE, ...defaultServerConditions] } },
  test: {
    passWithNoTests: false,
    // Two shared cores: property tests and real-ledger tests can take seconds; a timeout is not a speed check here.
    testTimeout: 30_000,
    // Vitest's default is one worker per core less one: a single worker on this 2-core machine, while most
    // integration files wait on ledger closes and browsers rather than compute. Two files at a time roughly
    // halve the suite's wall time here.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    hookTimeout: 60_000,
    reporters: ['default', './tools/vitest/summary-reporter.ts'],
    setupFiles: [fileURLToPath(new URL('./tools/vitest/fast-check-setup.ts', import.meta.url))],
    projects: [
      unitProject('host', 'packages/host'),
      unitProject('protocol', 'packages/protocol'),
      unitProject('core', 'packages/core'),
      unitProject('ledger', 'packages/ledger'),
      unitProject('server', 'packages/server'),
      unitProject('web', 'packages/web'),
      unitProject('demo', 'packages/demo'),
      // A page settles after its load event (the app boots behind a static shell); on two loaded cores a poll's
      // default second is too short for what a user would call immediate.
      unitProject('e2e', 'e2e', { expect: { poll: { timeout: 10_000 } } }),
      unitProject('tools', 'tools'),
    ],
  },
});
