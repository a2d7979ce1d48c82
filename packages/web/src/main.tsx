/**
 * Entry: starts the page's first data request and paints the static shell at once, then, once the shell has
 * had its frame, loads the app (app/boot.tsx). The entry stays tiny so the first paint waits for no more than
 * this file and the stylesheet, and nothing of the app is asked for before it.
 */
import { earlyRouteOf, earlyUrlOf, fetchEarly } from './shell/early-fetch.js';
import { paintShell } from './shell/shell.js';
import './styles/index.css';
// In the entry's stylesheet (it is the header's, in the app's chunk): else the app's import waits for a
// stylesheet of its own before it runs.
import './wallet-ui/modals/wallet-modals.css';
// The token page's phone layout: the shell (shell/shell.ts) draws that page's first screen before the app.
import './features/token/token-page.css';

const early = earlyUrlOf(window.location.pathname, window.location.search);
if (early) fetchEarly(early);
paintShell(document.getElementById('root'), window.location.pathname);

// The answer check's worker (response-checker.ts) starts building the first request's schema beside the app.
const route = earlyRouteOf(window.location.pathname);
let started = false;
function start(): void {
  if (started) return;
  started = true;
  void import('./app/boot.js');
  if (route) void import('./api/response-checker.js').then((m) => m.responseChecker.prepare(route));
}
requestAnimationFrame(() => setTimeout(start, 0));
// A background tab gets no animation frames: it starts all the same.
setTimeout(start, 250);
