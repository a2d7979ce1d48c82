/**
 * The real trade panel of a token page, for test/browser/number-display.test.ts: the dashboard only to add a
 * wallet to the vault; the token's market price is the server's raw 19-digit decimal.
 */
import { createRoot } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import { TradePanel } from '../../../src/features/token/TradePanel.js';
import { WalletDashboard } from '../../../src/features/wallet-dashboard/WalletDashboard.js';
import { WalletModalsHost } from '../../../src/wallet-ui/modals/WalletModalsHost.js';
import '../../../src/styles/index.css';

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <MemoryRouter initialEntries={['/wallet']}>
      <WalletDashboard />
      <TradePanel
        ticker="TOK"
        tokenId="TOK:rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTh"
        priceXrp="0.0007954608780806739"
      />
      <WalletModalsHost />
    </MemoryRouter>,
  );
}
