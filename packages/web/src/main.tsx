/**
 * Entry: starts the page's first data request and paints the static shell at once, then loads the app
 * (app/boot.tsx). The entry stays tiny so the first paint waits for no more than this file and the stylesheet.
 */
import { earlyRouteOf, earlyUrlOf, fetchEarly } from './api/early-fetch.js';
import { prepareResponseSchema } from './api/response-schemas.js';
import { paintShell } from './app/shell.js';
import './styles/index.css';
// In the entry's stylesheet (it is the header's, in the app's chunk): else the app's import waits for a
// stylesheet of its own before it runs.
import './features/wallet-modals/wallet-modals.css';

const early = earlyUrlOf(window.location.pathname, window.location.search);
if (early) fetchEarly(early);
// Its response schema's chunk (zod and the schemas it needs) downloads beside the app, not after it.
const earlyRoute = earlyRouteOf(window.location.pathname);
if (earlyRoute) prepareResponseSchema(earlyRoute);
paintShell(document.getElementById('root'), window.location.pathname);
void import('./app/boot.js');
