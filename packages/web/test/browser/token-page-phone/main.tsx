/**
 * The real header and token page, for test/browser/phone-layout.test.ts: the page reads its token from the
 * test's API (test/browser/token-page-api.ts), as the app does, with a full page of recent trades.
 */
import { createRoot } from 'react-dom/client';
import { MemoryRouter, Route, Routes } from 'react-router';
import { Header } from '../../../src/features/header/Header.js';
import { TokenPage } from '../../../src/features/token/TokenPage.js';
import '../../../src/styles/index.css';
// As the app's entry loads it (the shell draws this page's first phone screen).
import '../../../src/features/token/token-page.css';
import { FIXTURE_ISSUER } from '../../fixtures/token-record.js';

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <MemoryRouter initialEntries={[`/token/41524D5900000000000000000000000000000000:${FIXTURE_ISSUER}`]}>
      <Header />
      <main>
        <Routes>
          <Route path="/token/:tokenId" element={<TokenPage />} />
        </Routes>
      </main>
    </MemoryRouter>,
  );
}
