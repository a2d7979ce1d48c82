/**
 * The trade panel: Buy, Sell, Swap and Limit tabs over the wallet's balances; each action runs the
 * generic trade flow (preview from the bytes to sign, sign in the vault, submit, optimistic update).
 */
import { ROUTES, WALLET_CONTROL_STRINGS } from '@horizon/core';
import { useState } from 'react';
import type { PoolFacts } from '../../trade-flow/index.js';
import { useWallets } from '../../wallets/index.js';
import { useHoldings } from '../../trade-ui/useTradeQuote.js';
import '../../trade-ui/trade.css';
import { LimitTab } from './LimitTab.js';
import { MarketTab } from './MarketTab.js';
import { SwapTab } from './SwapTab.js';
import { TRADE_NOTE, type TradeTab as Tab } from '../../shell/trade-tabs.js';
import { TradeTabs } from './TradeTabs.js';
import { AppLink } from '../../ui/AppLink.js';

export interface TradePanelProps {
  readonly ticker: string;
  readonly tokenId: string;
  readonly priceXrp?: string | undefined;
  /** The token's XRP pool: a market trade's price impact is told against it. */
  readonly pool?: PoolFacts | undefined;
  /** The open tab, when the page chooses it too (the phone's Buy/Sell bar); else the panel's own. */
  readonly tab?: Tab;
  readonly onTab?: (tab: Tab) => void;
}

export function TradePanel({ ticker, tokenId, priceXrp, pool, ...chosen }: TradePanelProps) {
  const [ownTab, setOwnTab] = useState<Tab>('buy');
  const tab = chosen.tab ?? ownTab;
  const setTab = chosen.onTab ?? setOwnTab;
  const { activeAddress } = useWallets();
  const holdings = useHoldings(activeAddress);
  const common = { ticker, tokenId, holdings };
  return (
    <section className="card trade-panel">
      <TradeTabs active={tab} onSelect={setTab} />
      {!activeAddress ? (
        <AppLink to={ROUTES.wallet} className="btn btn-block btn-primary">
          {WALLET_CONTROL_STRINGS.connectWallet}
        </AppLink>
      ) : tab === 'buy' || tab === 'sell' ? (
        <MarketTab key={tab} side={tab} pool={pool} address={activeAddress} {...common} />
      ) : tab === 'swap' ? (
        <SwapTab address={activeAddress} {...common} />
      ) : (
        <LimitTab priceXrp={priceXrp} address={activeAddress} {...common} />
      )}
      <p className="muted small">{TRADE_NOTE}</p>
    </section>
  );
}
