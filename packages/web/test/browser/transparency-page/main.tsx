/** The real /transparency page, for test/browser/transparency.test.ts: the API answered by the test's server. */
import { createRoot } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import { TransparencyPage } from '../../../src/features/transparency/TransparencyPage.js';
import '../../../src/styles/index.css';

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <MemoryRouter initialEntries={['/transparency']}>
      <TransparencyPage />
    </MemoryRouter>,
  );
}
