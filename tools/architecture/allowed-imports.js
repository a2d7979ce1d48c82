// The import rules of DESIGN.md, once: which workspace packages each package may import.
// Read by eslint.config.js (lint) and by tools/architecture/boundaries.test.ts (test).
export const ALLOWED_IMPORTS = {
  host: [],
  protocol: [],
  core: ['protocol'],
  ledger: ['protocol', 'host'],
  server: ['core', 'protocol', 'host'],
  web: ['core', 'protocol'],
  demo: ['core', 'protocol'],
};
