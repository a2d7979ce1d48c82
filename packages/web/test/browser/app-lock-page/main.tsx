/**
 * The real header over the real /wallet dashboard, for test/browser/app-lock.test.ts: the header mounts the
 * wallet dialogs and the passphrase prompt itself; the vault on the browser's IndexedDB, the API answered by the
 * test's server.
 */
import { createRoot } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import { Header } from '../../../src/features/header/Header.js';
import { WalletDashboard } from '../../../src/features/wallet-dashboard/WalletDashboard.js';
import '../../../src/styles/index.css';

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <MemoryRouter initialEntries={['/wallet']}>
      <Header />
      <main style={{ paddingTop: 'var(--header-h)' }}>
        <WalletDashboard />
      </main>
    </MemoryRouter>,
  );
}
