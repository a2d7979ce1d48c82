/** The real wallet history card, for test/browser/history.test.ts; the test's server answers its API call. */
import { createRoot } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import { HistoryCard } from '../../../src/features/wallet-dashboard/HistoryCard.js';
import '../../../src/styles/index.css';

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <MemoryRouter>
      <HistoryCard address="rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTh" refreshKey={0} />
    </MemoryRouter>,
  );
}
