/**
 * The trade panel as it first shows (no wallet known yet: the wallets load after the page), drawn while the
 * panel's code (wallets, trade flow, forms) loads beside the page's: same markup, so nothing moves when the
 * panel replaces it.
 */
import { ROUTES, WALLET_CONTROL_STRINGS } from '@horizon/core';

import { TRADE_NOTE } from '../../shell/trade-tabs.js';
import { TradeTabs } from './TradeTabs.js';
import { AppLink } from '../../ui/AppLink.js';

export function TradePanelStandIn() {
  return (
    <section className="card trade-panel" aria-busy="true">
      <TradeTabs active="buy" />
      <AppLink to={ROUTES.wallet} className="btn btn-block btn-primary">
        {WALLET_CONTROL_STRINGS.connectWallet}
      </AppLink>
      <p className="muted small">{TRADE_NOTE}</p>
    </section>
  );
}
