/** The app frame: fixed header, the routed page (lazy, with a spinner fallback), the footer. */
import { Suspense } from 'react';
import { BrowserRouter } from 'react-router';
import { Footer } from '../features/footer/Footer.js';
import { Header } from '../features/header/Header.js';
import { PageSpinner } from '../ui/Spinner.js';
import { AppRoutes } from './AppRoutes.js';
import { NavigationBridge } from './NavigationBridge.js';
import { ReferralCapture } from './ReferralCapture.js';
import { ScrollToTop } from './ScrollToTop.js';
import { ShellHandOffOnNavigation } from '../shell/shell-handoff.js';
import { useShownAfter } from '../ui/useShownAfter.js';

export function App() {
  return (
    <BrowserRouter>
      <NavigationBridge />
      <ReferralCapture />
      <ScrollToTop />
      <ShellHandOffOnNavigation />
      <Header />
      <main className="main" id="main">
        <Suspense fallback={<PageSpinner />}>
          <AppRoutes />
        </Suspense>
      </main>
      <LaterFooter />
    </BrowserRouter>
  );
}

/** The footer is below the fold: it renders after the page's first commit, not in it. */
function LaterFooter() {
  return useShownAfter(true) ? <Footer /> : null;
}
