/** Entry: startup rules and the blocked-host guard run before anything renders (spec §4). */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { installFetchGuard } from './api/blocked-hosts.js';
import { App } from './app/App.js';
import { APP_CONFIG } from './app/config.js';
import { runStartupRules } from './app/startup.js';
import { browserStore } from './app/storage-keys.js';
import './styles/index.css';

runStartupRules({
  local: browserStore('local'),
  session: browserStore('session'),
  deleteDatabase: (name) => globalThis.indexedDB?.deleteDatabase(name),
});
installFetchGuard(window, APP_CONFIG.blockedHosts);

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
