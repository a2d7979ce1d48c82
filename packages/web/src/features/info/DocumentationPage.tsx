/** /documentation: how Horizon works, for traders and token builders. */
import {
  DEFAULT_SLIPPAGE_PERCENT,
  MAX_WALLETS,
  ROUTES,
  TRADING_FEE_BPS,
  formatBasisPoints,
} from '@horizon/core';
import { InfoPage, Section } from './InfoPage.js';
import { AppLink } from '../../ui/AppLink.js';

export function DocumentationPage() {
  return (
    <InfoPage
      title="Documentation"
      lead="How Horizon works: wallets, trading, liquidity, launching and the programs that pay you back."
    >
      <Section title="Getting started">
        <ol>
          <li>Pass the security check once per session; it keeps bots away from the trading calls.</li>
          <li>
            Create a wallet (a new 24-word mnemonic) or import one with a mnemonic or seed. Up to{' '}
            {MAX_WALLETS} wallets live in your browser, encrypted.
          </li>
          <li>Fund the address with XRP to activate it on the ledger, then trade from any token page.</li>
        </ol>
      </Section>
      <Section title="How signing works">
        <p>
          The server prepares each transaction unsigned. Your browser checks it against what you asked for,
          signs it with the key that never leaves the browser, and sends back only the signed blob. The ledger
          verifies the signature.
        </p>
      </Section>
      <Section title="Trading">
        <p>
          Buy and sell against the token's XRP AMM pool, swap one token for another directly, or place limit
          orders on the ledger's order book and cancel them at any time. Slippage tolerance defaults to{' '}
          {DEFAULT_SLIPPAGE_PERCENT}%. Each trade pays a {formatBasisPoints(TRADING_FEE_BPS)} fee, split as
          shown on the <AppLink to={ROUTES.fees}>Fees</AppLink> page.
        </p>
      </Section>
      <Section title="Profit and loss">
        <p>
          PnL counts what you still hold, at average cost. Each buy adds the XRP it cost to the cost of your
          position; a sell realizes its XRP minus the average cost of the tokens sold (realized PnL); what you
          still hold counts at its value now (your tokens at the token's current price) minus what it cost
          (unrealized PnL). PnL is realized plus unrealized, and PnL % is PnL over all the XRP you spent on
          the token, rounded half away from zero to hundredths. Amounts are exact to the drop.
        </p>
        <p>
          Tokens that came without XRP (an airdrop, a transfer in) count at zero cost and are marked as such;
          tokens that left without XRP (the burned part of a fee, a send) keep their cost in the position. A
          swap is a sell of one token and a buy of the other, both at the swap's XRP value. Leaderboards rank
          by the same PnL; over 24 hours or 7 days they count what sells realized in the period plus the
          unrealized PnL now of the positions traded in it.
        </p>
      </Section>
      <Section title="Trustlines and reserves">
        <p>
          Holding a token needs a trustline, which locks part of your XRP as an owner reserve while it exists.
          Clear a trustline with a zero balance to free that reserve; the wallet page can clear all of them at
          once.
        </p>
      </Section>
      <Section title="Liquidity pools">
        <p>
          Deposit XRP and a token into its AMM pool (both sides or one) to earn a share of its trading fees as
          LP tokens, withdraw them at any time, and vote on the pool's trading fee with your LP tokens.
        </p>
      </Section>
      <Section title="Launching a token">
        <p>
          The launcher issues your token, creates its AMM pool with the liquidity you choose and lists it on
          the live markets. Tokens launched on Horizon get the higher burn rate and automatic Devback to their
          developer.
        </p>
      </Section>
      <Section title="Premium features">
        <p>
          Sniper, Copy Trading and Token Voting are premium: hold the platform token or pay a monthly fee in
          XRP. See the <AppLink to={ROUTES.landing}>overview</AppLink> for each feature.
        </p>
      </Section>
      <Section title="Searching">
        <p>
          The header search finds tokens by ticker, name or id (CURRENCY:ISSUER) and opens any classic address
          (r…) as a wallet view.
        </p>
      </Section>
    </InfoPage>
  );
}
