/** /horizon: the marketing page — every feature and program of spec §1, with numbers from core. */
import {
  BURN_FEE_BPS,
  BURN_FEE_BPS_HORIZON_TOKENS,
  DEVBACK_FEE_BPS,
  PREMIUM_MIN_PLATFORM_TOKENS,
  PREMIUM_MONTHLY_FEE_DROPS,
  REFERRAL_FEE_BPS,
  REFERRAL_SHARE_OF_FEE_PERCENT,
  ROUTES,
  SNIPER_FEE_DROPS,
  TRADING_FEE_BPS,
  VOTING_WINNER_REVENUE_BPS,
  formatBasisPoints,
  formatXrp,
} from '@horizon/core';
import { AppLink } from '../../ui/AppLink.js';

const pct = (bps: bigint) => formatBasisPoints(bps).replace(/\.00%$/, '%');

const FEATURES: readonly { title: string; text: string; premium?: boolean; to?: string }[] = [
  {
    title: 'Token launcher',
    to: ROUTES.launch,
    text: 'Issue a token, seed its AMM pool and list it in minutes, with liquidity tools and automatic LP incentives.',
  },
  {
    title: 'Swaps and limit orders',
    text: 'Swap any token for any other directly, or set your price with limit orders on the ledger’s order book.',
  },
  {
    title: 'Wallet analytics',
    text: 'Holdings, PnL per token, trade history and the top traders of every token — for your wallets or any address.',
  },
  {
    title: 'Sniper',
    to: ROUTES.sniper,
    text: `Snipe tokens before their AMM pool exists, with randomized fair access. ${formatXrp(SNIPER_FEE_DROPS)} per wallet.`,
    premium: true,
  },
  {
    title: 'Copy Trading',
    to: ROUTES.copyTrade,
    text: 'Mirror the trades of successful wallets automatically, with your own limits.',
    premium: true,
  },
  {
    title: 'Token Voting',
    to: ROUTES.tokenVoting,
    text: `Vote each week for a token; the winner gets ${pct(VOTING_WINNER_REVENUE_BPS)} of daily revenue for burns.`,
    premium: true,
  },
  {
    title: 'Escrow pools',
    to: ROUTES.escrowPools,
    text: 'Built-in escrow with contribution pools: raise together, release on the ledger’s own terms.',
  },
];

const PROGRAMS: readonly { title: string; rate: string; text: string }[] = [
  {
    title: 'Devback',
    rate: pct(DEVBACK_FEE_BPS),
    text: 'of every swap goes to the token’s developer, paid automatically.',
  },
  {
    title: 'Referral',
    rate: formatBasisPoints(REFERRAL_FEE_BPS),
    text: `per trade — a fixed ${REFERRAL_SHARE_OF_FEE_PERCENT}% of the ${pct(TRADING_FEE_BPS)} trading fee, for life, paid automatically in XRP.`,
  },
  {
    title: 'Burn',
    rate: pct(BURN_FEE_BPS),
    text: `of each trade is burned; ${pct(BURN_FEE_BPS_HORIZON_TOKENS)} for the platform token, the community token and every token launched on Horizon.`,
  },
];

export function LandingPage() {
  return (
    <div className="landing">
      <section className="hero">
        <h1>Advanced trading on the XRP Ledger</h1>
        <p className="lead">
          Horizon is a self-custodial wallet and decentralized exchange for traders and token builders. No
          logins: your keys stay in your browser and every transaction is signed there.
        </p>
        <div className="hero-actions">
          <AppLink to={ROUTES.liveMarkets} className="btn btn-primary btn-lg">
            Explore live markets
          </AppLink>
          <AppLink to={ROUTES.wallet} className="btn btn-secondary btn-lg">
            Create a wallet
          </AppLink>
        </div>
      </section>
      <section className="landing-section">
        <h2>Everything a trader needs</h2>
        <div className="feature-grid">
          {FEATURES.map((f) => (
            <div key={f.title} className="card feature">
              <h3>
                {f.title} {f.premium && <span className="tag tag-premium">Premium</span>}
              </h3>
              <p className="muted">{f.text}</p>
              {f.to && (
                <AppLink to={f.to} className="small">
                  Open {f.title} →
                </AppLink>
              )}
            </div>
          ))}
        </div>
        <p className="muted small">
          Premium: hold {PREMIUM_MIN_PLATFORM_TOKENS} or more of the platform token, or pay{' '}
          {formatXrp(PREMIUM_MONTHLY_FEE_DROPS)} per month.{' '}
          <AppLink to={ROUTES.premium}>How to get it</AppLink>.
        </p>
      </section>
      <section className="landing-section">
        <h2>Programs that pay back</h2>
        <div className="feature-grid programs">
          {PROGRAMS.map((p) => (
            <div key={p.title} className="card program">
              <h3>{p.title}</h3>
              <p className="program-rate mono">{p.rate}</p>
              <p className="muted">{p.text}</p>
            </div>
          ))}
        </div>
        <p className="muted small">
          The full split with worked examples is on the <AppLink to={ROUTES.fees}>Fees</AppLink> page; every
          fee flow, burn and payout is on the <AppLink to={ROUTES.transparency}>Transparency</AppLink> page.
        </p>
      </section>
      <section className="landing-section split">
        <div>
          <h2>Your keys, your assets</h2>
          <p className="muted">
            Up to five wallets, created or imported in your browser and encrypted with a key the browser
            cannot export. Horizon’s server builds transactions; only you sign them.
          </p>
        </div>
        <div>
          <h2>For token builders</h2>
          <p className="muted">
            Launch, seed liquidity, and earn Devback on every swap of your token — with its trades, holders
            and top traders on a live page from the first block.
          </p>
        </div>
      </section>
    </div>
  );
}
