/**
 * The e2e harness. A test file starts one stack and opens pages in it:
 *
 *   const stack = await startStack();               // localnet + seeded market + server + Chromium
 *   const { page, problems, screenshot } = await stack.openPage(DESKTOP);
 *   await page.goto('/verify');  await solveGate(page);
 *   await buy(stack.ledger, stack.market.traders[0], stack.market.tokens[0], '100', 10n);  // a live trade
 *   await stack.close();
 *
 * See e2e/README.md for what each part does.
 */
export {
  DESKTOP,
  MOBILE,
  SCREENSHOT_DIR,
  VIEWPORTS,
  type TrackedPage,
  type Viewport,
  openPage,
  reportingPage,
} from './browser.js';
export { CHROMIUM_PATH, launchChromium } from './chromium.js';
export { freePort, npmStartPorts, occupyPort } from './free-port.js';
export { VERIFY_SUCCESS_TEXT, solveGate } from './gate.js';
export { LedgerDriver, type TxFields } from './ledger.js';
export {
  DEFAULT_TOKEN_PLANS,
  USD_PLAN,
  type SeededMarket,
  type SeededToken,
  type TokenPlan,
  buy,
  seedMarket,
  seededToken,
  sell,
} from './market.js';
export { type RunningServer, type ServerOptions, startServer } from './server.js';
export { type Stack, type StackOptions, startStack } from './stack.js';
export { waitUntil } from './wait.js';
export { REPO_ROOT, WEB_DIST, ensureWebApp } from './web-app.js';
