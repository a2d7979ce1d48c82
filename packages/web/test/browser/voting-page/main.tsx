/** The real /token-voting page, for test/browser/voting.test.ts: the dashboard only to add a wallet to the vault. */
import { createRoot } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import { VotingPage } from '../../../src/features/voting/VotingPage.js';
import { WalletDashboard } from '../../../src/features/wallet-dashboard/WalletDashboard.js';
import { WalletModalsHost } from '../../../src/wallet-ui/modals/WalletModalsHost.js';
import '../../../src/styles/index.css';

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <MemoryRouter initialEntries={['/token-voting']}>
      <WalletDashboard />
      <VotingPage />
      <WalletModalsHost />
    </MemoryRouter>,
  );
}
