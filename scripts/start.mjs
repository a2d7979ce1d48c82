// `npm start`: runs Horizon. Until the localnet, server and web app exist it says what is missing instead.
import { existsSync } from 'node:fs';

const parts = [
  ['packages/ledger/src/start-localnet.ts', 'the localnet (issue 3)'],
  ['packages/server/src/main.ts', 'the API server (issues 5 and 6)'],
  ['packages/web/src/main.tsx', 'the web app (issues 7 and 8)'],
];
const missing = parts.filter(([file]) => !existsSync(new URL(`../${file}`, import.meta.url)));

if (missing.length > 0) {
  console.log('Horizon cannot start yet: these parts are still being built:');
  for (const [, what] of missing) console.log(`  - ${what}`);
  console.log('What exists now: packages/protocol and packages/core. Run `npm test` to check them.');
  process.exit(0);
}
