/**
 * Entry: starts the page's first data request and paints the static shell at once, then loads the app
 * (app/boot.tsx). The entry stays tiny so the first paint waits for no more than this file and the stylesheet.
 */
import { earlyRouteOf, earlyUrlOf, fetchEarly } from './api/early-fetch.js';
import { paintShell } from './app/shell.js';
import './styles/index.css';
// In the entry's stylesheet (it is the header's, in the app's chunk): else the app's import waits for a
// stylesheet of its own before it runs.
import './features/wallet-modals/wallet-modals.css';

const early = earlyUrlOf(window.location.pathname, window.location.search);
if (early) fetchEarly(early);
paintShell(document.getElementById('root'), window.location.pathname);
void import('./app/boot.js');

// The answer check's worker (response-checker.ts) starts building the first request's schema once the shell
// has had its frame. The app asks again (preload-route.ts), which also covers background tabs, which get
// no animation frames.
const route = earlyRouteOf(window.location.pathname);
requestAnimationFrame(() =>
  setTimeout(() => {
    if (route) void import('./api/response-checker.js').then((m) => m.responseChecker.prepare(route));
  }, 0),
);
