/** The real /escrow-pools page, for test/browser/escrow-pools.test.ts: the dashboard only to add a wallet to the vault. */
import { createRoot } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import { EscrowPoolsPage } from '../../../src/features/escrow-pools/EscrowPoolsPage.js';
import { WalletDashboard } from '../../../src/features/wallet-dashboard/WalletDashboard.js';
import { WalletModalsHost } from '../../../src/wallet-ui/modals/WalletModalsHost.js';
import '../../../src/styles/index.css';

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <MemoryRouter initialEntries={['/escrow-pools']}>
      <WalletDashboard />
      <EscrowPoolsPage />
      <WalletModalsHost />
    </MemoryRouter>,
  );
}
