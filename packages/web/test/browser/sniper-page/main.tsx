/**
 * The real /sniper page and the token page's fair-launch card, for test/browser/sniper.test.ts: the wallet
 * dashboard only to add a wallet to the browser's vault, the API answered by the test's server.
 */
import { createRoot } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import { SniperPage } from '../../../src/features/sniper/SniperPage.js';
import { SnipeFairnessCard } from '../../../src/features/token/SnipeFairnessCard.js';
import { WalletDashboard } from '../../../src/features/wallet-dashboard/WalletDashboard.js';
import { WalletModalsHost } from '../../../src/wallet-ui/modals/WalletModalsHost.js';
import '../../../src/styles/index.css';

// The test's server answers this token's round.
const FAIR_TOKEN = 'SNP:rPT1Sjq2YGrBMTttX4GZHjKu9dyfzbpAYe';

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <MemoryRouter initialEntries={['/sniper']}>
      <WalletDashboard />
      <SniperPage />
      <SnipeFairnessCard tokenId={FAIR_TOKEN} />
      <WalletModalsHost />
    </MemoryRouter>,
  );
}
