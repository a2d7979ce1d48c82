/**
 * The real token page with a wallet, for test/browser/token-page-wallet.test.ts: at `/` the wallet dashboard
 * (only to add a wallet to the vault), at `/?token` the token page, the API answered by the test's server.
 */
import { createRoot } from 'react-dom/client';
import { MemoryRouter, Route, Routes } from 'react-router';
import { WalletDashboard } from '../../../src/features/wallet-dashboard/WalletDashboard.js';
import { TokenPage } from '../../../src/features/token/TokenPage.js';
import { WalletModalsHost } from '../../../src/wallet-ui/modals/WalletModalsHost.js';
import '../../../src/styles/index.css';
import '../../../src/features/token/token-page.css';
import { FIXTURE_ISSUER } from '../../fixtures/token-record.js';

const onTokenPage = new URLSearchParams(window.location.search).has('token');
const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <MemoryRouter initialEntries={[onTokenPage ? `/token/TOK:${FIXTURE_ISSUER}` : '/wallet']}>
      {onTokenPage ? (
        <Routes>
          <Route path="/token/:tokenId" element={<TokenPage />} />
        </Routes>
      ) : (
        <WalletDashboard />
      )}
      <WalletModalsHost />
    </MemoryRouter>,
  );
}
