/**
 * The real /wallet dashboard and wallet dialogs, for test/browser/dashboard-security.test.ts: the vault on
 * the browser's IndexedDB, the API answered by the test's server.
 */
import { createRoot } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import { WalletDashboard } from '../../../src/features/wallet-dashboard/WalletDashboard.js';
import { WalletModalsHost } from '../../../src/wallet-ui/modals/WalletModalsHost.js';
import '../../../src/styles/index.css';

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <MemoryRouter initialEntries={['/wallet']}>
      <WalletDashboard />
      <WalletModalsHost />
    </MemoryRouter>,
  );
}
