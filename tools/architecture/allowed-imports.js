// The import rules of DESIGN.md, once: which workspace packages each package may import.
// Read by eslint.config.js (lint) and by tools/architecture/boundaries.test.ts (test).
export const ALLOWED_IMPORTS = {
  protocol: [],
  core: ['protocol'],
  ledger: ['protocol'],
  server: ['core', 'protocol'],
  web: ['core', 'protocol'],
  demo: ['core', 'protocol'],
};
