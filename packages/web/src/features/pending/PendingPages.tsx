/**
 * The wallet-side pages (dashboard, launch, sniper, copy trading, test page) arrive with the vault in
 * the next issue; until then each route renders its frame and says what it will hold.
 */
import { ROUTES, WALLET_CONTROL_STRINGS } from '@horizon/core';
import { Link } from 'react-router';
import { EmptyState } from '../../ui/States.js';

function Pending({ title, intro, premium = false }: { title: string; intro: string; premium?: boolean }) {
  return (
    <div className="page">
      <div className="page-head">
        <div>
          <h1>
            {title}{' '}
            {premium && <span className="tag tag-premium">{WALLET_CONTROL_STRINGS.premiumFeature}</span>}
          </h1>
          <p className="muted">{intro}</p>
        </div>
      </div>
      <EmptyState title={WALLET_CONTROL_STRINGS.noWalletConnected}>
        <p>{WALLET_CONTROL_STRINGS.connectOrCreate}</p>
        <p>
          Meanwhile, browse the <Link to={ROUTES.liveMarkets}>live markets</Link>.
        </p>
      </EmptyState>
    </div>
  );
}

export function WalletPage() {
  return (
    <Pending title="Wallet" intro="Balances, holdings, PnL, trustlines, liquidity and your referral code." />
  );
}

export function LaunchPage() {
  return (
    <Pending
      title="Launch Token"
      intro="Create a token with its AMM pool and liquidity tools in a few steps."
    />
  );
}

export function SniperPage() {
  return (
    <Pending
      title="Token Sniper"
      intro="Pre-buy tokens before their AMM pool exists, with randomized fair access."
      premium
    />
  );
}

export function CopyTradePage() {
  return (
    <Pending title="Copy Trade" intro="Mirror the trades of successful wallets automatically." premium />
  );
}

export function TrustlessTestPage() {
  return (
    <Pending title="Trustless test" intro="Checks local signing against the ledger without moving funds." />
  );
}
