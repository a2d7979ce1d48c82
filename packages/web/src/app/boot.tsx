/**
 * The app proper, loaded by main.tsx once the shell has painted: startup rules and the blocked-host guard
 * run before anything of the app renders (spec §4), then React mounts over the shell.
 */
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { installFetchGuard } from '../api/blocked-hosts.js';
import { App } from './App.js';
import { APP_CONFIG } from '../services/config.js';
import { preloadRoute } from './preload-route.js';
import { SHELL_MAX_MS, handOffShell } from '../shell/shell-handoff.js';
import { runStartupRules } from './startup.js';
import { browserStore } from '../services/storage-keys.js';

runStartupRules({
  local: browserStore('local'),
  session: browserStore('session'),
  deleteDatabase: (name) => globalThis.indexedDB?.deleteDatabase(name),
});
installFetchGuard(window, APP_CONFIG.blockedHosts);

preloadRoute(window.location.pathname);
window.setTimeout(handOffShell, SHELL_MAX_MS);

const root = document.getElementById('root');
if (root) {
  const reactRoot = createRoot(root);
  // As a transition, the first render yields to the browser every few milliseconds instead of holding the
  // main thread for the whole app at once (the shell stays on screen meanwhile).
  startTransition(() =>
    reactRoot.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
}
