/**
 * The trade panel: Buy, Sell, Swap and Limit tabs over the wallet's balances; each action runs the
 * generic trade flow (preview from the bytes to sign, sign in the vault, submit, optimistic update).
 */
import { ROUTES, WALLET_CONTROL_STRINGS } from '@horizon/core';
import { useState } from 'react';
import { useWallets } from '../../wallets/index.js';
import { useHoldings } from '../trade/useTradeQuote.js';
import '../trade/trade.css';
import { LimitTab } from './LimitTab.js';
import { MarketTab } from './MarketTab.js';
import { SwapTab } from './SwapTab.js';
import { TRADE_NOTE, type TradeTab as Tab } from './trade-tabs.js';
import { TradeTabs } from './TradeTabs.js';
import { AppLink } from '../../ui/AppLink.js';

export interface TradePanelProps {
  readonly ticker: string;
  readonly tokenId: string;
  readonly priceXrp?: string | undefined;
}

export function TradePanel({ ticker, tokenId, priceXrp }: TradePanelProps) {
  const [tab, setTab] = useState<Tab>('buy');
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
        <MarketTab key={tab} side={tab} priceXrp={priceXrp} address={activeAddress} {...common} />
      ) : tab === 'swap' ? (
        <SwapTab address={activeAddress} {...common} />
      ) : (
        <LimitTab priceXrp={priceXrp} address={activeAddress} {...common} />
      )}
      <p className="muted small">{TRADE_NOTE}</p>
    </section>
  );
}
