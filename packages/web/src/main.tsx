/**
 * Entry: starts the page's first data request and paints the static shell at once, then loads the app
 * (app/boot.tsx). The entry stays tiny so the first paint waits for no more than this file and the stylesheet.
 */
import { earlyUrlOf, fetchEarly } from './api/early-fetch.js';
import { paintShell } from './app/shell.js';
import './styles/index.css';

const early = earlyUrlOf(window.location.pathname, window.location.search);
if (early) fetchEarly(early);
paintShell(document.getElementById('root'), window.location.pathname);
void import('./app/boot.js');
