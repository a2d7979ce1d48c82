/** The fixed header (spec §2): logo to /horizon, nav, community popup, search, wallet control, mobile menu. */
import { HEADER_SCROLL_THRESHOLD_PX, NAV_LINKS, ROUTES, WALLET_CONTROL_STRINGS } from '@horizon/core';
import { Suspense, lazy, useEffect, useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import { CommunityPopup } from './CommunityPopup.js';
import { MobileWalletSwitcher } from './MobileWalletSwitcher.js';
import { SearchBox } from './SearchBox.js';
import { UnlockButton } from './UnlockButton.js';
import { WalletControl } from './WalletControl.js';
import { LOADING_WALLET_MODEL } from './loading-wallet-model.js';
import type { WalletControlModel } from '../../wallet-ui/wallet-control-model.js';
import { AppLink } from '../../ui/AppLink.js';

// The wallet service, vault and dialogs (~9% of the app's code) load once the first page is up, not with it.
const WalletBinding = lazy(() => import('./WalletBinding.js'));

const NAV: readonly { to: string; label: string; end?: boolean }[] = [
  { to: ROUTES.start, label: NAV_LINKS.start, end: true },
  { to: ROUTES.liveMarkets, label: NAV_LINKS.liveMarkets },
  { to: ROUTES.leaderboards, label: NAV_LINKS.leaderboards },
  { to: ROUTES.launch, label: NAV_LINKS.launchToken },
];
// A phone has no room for the header's wallet control beside the menu button: the menu links its page too.
const MOBILE_NAV = [...NAV, { to: ROUTES.wallet, label: WALLET_CONTROL_STRINGS.wallet }];

function useScrolled(): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > HEADER_SCROLL_THRESHOLD_PX);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  return scrolled;
}

/** True once the browser is idle after the first render (a timeout where there is no idle callback). */
function useAfterIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (typeof window.requestIdleCallback !== 'function') {
      const timer = window.setTimeout(() => setIdle(true), 200);
      return () => window.clearTimeout(timer);
    }
    const handle = window.requestIdleCallback(() => setIdle(true), { timeout: 2000 });
    return () => window.cancelIdleCallback(handle);
  }, []);
  return idle;
}

export function Header() {
  const scrolled = useScrolled();
  const [menuOpen, setMenuOpen] = useState(false);
  const [communityOpen, setCommunityOpen] = useState(false);
  const { pathname } = useLocation();
  const [wallets, setWallets] = useState<WalletControlModel>(LOADING_WALLET_MODEL);
  const walletsDue = useAfterIdle();

  useEffect(() => setMenuOpen(false), [pathname]);

  return (
    <header className={`header ${scrolled ? 'header-scrolled' : ''}`}>
      <div className="header-inner">
        <AppLink to={ROUTES.landing} className="logo" aria-label="Horizon home">
          <span className="logo-mark" aria-hidden="true" />
          <span className="logo-text">Horizon</span>
        </AppLink>
        <nav className="nav" aria-label="Main">
          {NAV.map((item) => (
            <NavLink key={item.to} to={item.to} end={item.end ?? false} className="nav-link">
              {item.label}
            </NavLink>
          ))}
        </nav>
        <div className="header-search">
          <SearchBox />
        </div>
        <button
          type="button"
          className="btn btn-ghost community-button"
          onClick={() => setCommunityOpen(true)}
        >
          Community
        </button>
        <UnlockButton model={wallets} />
        <div className="header-wallet">
          <WalletControl model={wallets} />
        </div>
        <button
          type="button"
          className="icon-btn menu-toggle"
          aria-label={menuOpen ? 'Close menu' : 'Open menu'}
          aria-expanded={menuOpen}
          onClick={() => setMenuOpen((o) => !o)}
        >
          {menuOpen ? '×' : '☰'}
        </button>
      </div>
      {menuOpen && (
        <div className="mobile-menu">
          <SearchBox onNavigate={() => setMenuOpen(false)} />
          <nav className="mobile-nav" aria-label="Mobile">
            {MOBILE_NAV.map((item) => (
              <NavLink key={item.to} to={item.to} end={item.end ?? false} className="nav-link">
                {item.label}
              </NavLink>
            ))}
          </nav>
          <button
            type="button"
            className="btn btn-ghost btn-block"
            onClick={() => {
              setMenuOpen(false);
              setCommunityOpen(true);
            }}
          >
            Community
          </button>
          <MobileWalletSwitcher model={wallets} onDone={() => setMenuOpen(false)} />
        </div>
      )}
      {communityOpen && <CommunityPopup onClose={() => setCommunityOpen(false)} />}
      {walletsDue && (
        <Suspense fallback={null}>
          <WalletBinding onModel={setWallets} />
        </Suspense>
      )}
    </header>
  );
}
