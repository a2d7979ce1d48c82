/** Every route of spec §2; pages load lazily (the markets page aside), gated ones behind the verification gate. */
import { ROUTES } from '@horizon/core';
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { Route, Routes } from 'react-router';
import { VerificationGate } from './VerificationGate.js';
// The landing page (/, /home, /live-markets) is part of the entry: it paints with the header instead of one
// more round trip later (the bundle budget counted it as first-paint JavaScript already).
import { MarketsPage } from '../features/markets/MarketsPage.js';

type Page = LazyExoticComponent<ComponentType>;

function page<M>(load: () => Promise<M>, pick: (m: M) => ComponentType): Page {
  return lazy(() => load().then((m) => ({ default: pick(m) })));
}

const TokenPage = page(
  () => import('../features/token/TokenPage.js'),
  (m) => m.TokenPage,
);
const LeaderboardsPage = page(
  () => import('../features/leaderboards/LeaderboardsPage.js'),
  (m) => m.LeaderboardsPage,
);
const ViewWalletPage = page(
  () => import('../features/view-wallet/ViewWalletPage.js'),
  (m) => m.ViewWalletPage,
);
const VerifyPage = page(
  () => import('../features/verify/VerifyPage.js'),
  (m) => m.VerifyPage,
);
const LandingPage = page(
  () => import('../features/info/LandingPage.js'),
  (m) => m.LandingPage,
);
const DocumentationPage = page(
  () => import('../features/info/DocumentationPage.js'),
  (m) => m.DocumentationPage,
);
const FeesPage = page(
  () => import('../features/info/FeesPage.js'),
  (m) => m.FeesPage,
);
const TermsPage = page(
  () => import('../features/info/TermsPage.js'),
  (m) => m.TermsPage,
);
const PrivacyPage = page(
  () => import('../features/info/PrivacyPage.js'),
  (m) => m.PrivacyPage,
);
const NotFoundPage = page(
  () => import('../features/info/NotFoundPage.js'),
  (m) => m.NotFoundPage,
);
const WalletPage = page(
  () => import('../features/wallet-dashboard/WalletDashboard.js'),
  (m) => m.WalletDashboard,
);
const LaunchPage = page(
  () => import('../features/launch/LaunchPage.js'),
  (m) => m.LaunchPage,
);
const SniperPage = page(
  () => import('../features/sniper/SniperPage.js'),
  (m) => m.SniperPage,
);
const CopyTradePage = page(
  () => import('../features/copytrade/CopyTradePage.js'),
  (m) => m.CopyTradePage,
);
const PremiumPage = page(
  () => import('../features/premium/PremiumPage.js'),
  (m) => m.PremiumPage,
);
const VotingPage = page(
  () => import('../features/voting/VotingPage.js'),
  (m) => m.VotingPage,
);
const EscrowPoolsPage = page(
  () => import('../features/escrow-pools/EscrowPoolsPage.js'),
  (m) => m.EscrowPoolsPage,
);
const TransparencyPage = page(
  () => import('../features/transparency/TransparencyPage.js'),
  (m) => m.TransparencyPage,
);
const TrustlessTestPage = page(
  () => import('../features/trustless-test/TrustlessTestPage.js'),
  (m) => m.TrustlessTestPage,
);

const gated = (Component: Page) => (
  <VerificationGate>
    <Component />
  </VerificationGate>
);

export function AppRoutes() {
  return (
    <Routes>
      <Route path={ROUTES.start} element={<MarketsPage />} />
      <Route path={ROUTES.liveMarkets} element={<MarketsPage />} />
      <Route path={ROUTES.home} element={<MarketsPage />} />
      <Route path="/token/:tokenId" element={<TokenPage />} />
      <Route path={ROUTES.leaderboards} element={<LeaderboardsPage />} />
      <Route path={ROUTES.viewWallet} element={<ViewWalletPage />} />
      <Route path={ROUTES.copyTrade} element={<CopyTradePage />} />
      <Route path={ROUTES.documentation} element={<DocumentationPage />} />
      <Route path={ROUTES.fees} element={<FeesPage />} />
      <Route path={ROUTES.terms} element={<TermsPage />} />
      <Route path={ROUTES.privacy} element={<PrivacyPage />} />
      <Route path={ROUTES.landing} element={<LandingPage />} />
      <Route path={ROUTES.verify} element={<VerifyPage />} />
      <Route path={ROUTES.wallet} element={gated(WalletPage)} />
      <Route path={ROUTES.launch} element={gated(LaunchPage)} />
      <Route path={ROUTES.sniper} element={gated(SniperPage)} />
      <Route path={ROUTES.trustlessTest} element={gated(TrustlessTestPage)} />
      <Route path={ROUTES.premium} element={<PremiumPage />} />
      <Route path={ROUTES.tokenVoting} element={<VotingPage />} />
      <Route path={ROUTES.escrowPools} element={<EscrowPoolsPage />} />
      <Route path={ROUTES.transparency} element={<TransparencyPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
