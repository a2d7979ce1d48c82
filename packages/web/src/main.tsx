/**
 * Entry: paints the static shell at once, then loads the app (app/boot.tsx). The entry stays tiny so the
 * first paint waits for no more than this file and the stylesheet.
 */
import { paintShell } from './app/shell.js';
import './styles/index.css';

paintShell(document.getElementById('root'), window.location.pathname);
void import('./app/boot.js');
