/** The footer (spec §2): Trading, Resources, Legal and Connect groups, the copyright line, the Disclaimer. */
import {
  DISCLAIMER_BUTTON,
  FOOTER_COPYRIGHT,
  FOOTER_LINKS as L,
  FOOTER_SECTIONS,
  ROUTES,
} from '@horizon/core';
import { useState } from 'react';
import { APP_CONFIG } from '../../services/config.js';
import { DisclaimerModal } from './DisclaimerModal.js';
import { AppLink } from '../../ui/AppLink.js';

const GROUPS: readonly { title: string; links: readonly { to: string; label: string }[] }[] = [
  {
    title: FOOTER_SECTIONS.trading,
    links: [
      { to: ROUTES.liveMarkets, label: L.tokens },
      { to: ROUTES.leaderboards, label: L.leaderboards },
      { to: ROUTES.launch, label: L.launch },
      { to: ROUTES.wallet, label: L.wallet },
      { to: ROUTES.copyTrade, label: L.copyTrade },
      { to: ROUTES.sniper, label: L.tokenSniper },
      { to: ROUTES.tokenVoting, label: L.tokenVoting },
      { to: ROUTES.escrowPools, label: L.escrowPools },
    ],
  },
  {
    title: FOOTER_SECTIONS.resources,
    links: [
      { to: ROUTES.documentation, label: L.documentation },
      { to: ROUTES.fees, label: L.fees },
      { to: ROUTES.premium, label: L.premium },
      { to: ROUTES.transparency, label: L.transparency },
    ],
  },
  {
    title: FOOTER_SECTIONS.legal,
    links: [
      { to: ROUTES.terms, label: L.terms },
      { to: ROUTES.privacy, label: L.privacy },
    ],
  },
];

export function Footer() {
  const [disclaimerOpen, setDisclaimerOpen] = useState(false);
  return (
    <footer className="footer">
      <div className="footer-grid">
        {GROUPS.map((group) => (
          <nav key={group.title} className="footer-group" aria-label={group.title}>
            <h2>{group.title}</h2>
            {group.links.map((link) => (
              <AppLink key={link.to} to={link.to}>
                {link.label}
              </AppLink>
            ))}
          </nav>
        ))}
        <nav className="footer-group" aria-label={FOOTER_SECTIONS.connect}>
          <h2>{FOOTER_SECTIONS.connect}</h2>
          {APP_CONFIG.communityLinks.length === 0 && <span className="muted">No links configured</span>}
          {APP_CONFIG.communityLinks.map((link) => (
            <a key={link.kind} href={link.href} target="_blank" rel="noopener noreferrer nofollow">
              {link.label}
            </a>
          ))}
        </nav>
      </div>
      <div className="footer-bottom">
        <p>
          © {new Date().getFullYear()} Horizon. {FOOTER_COPYRIGHT}
        </p>
        <button type="button" className="link-btn" onClick={() => setDisclaimerOpen(true)}>
          {DISCLAIMER_BUTTON}
        </button>
      </div>
      {disclaimerOpen && <DisclaimerModal onClose={() => setDisclaimerOpen(false)} />}
    </footer>
  );
}
