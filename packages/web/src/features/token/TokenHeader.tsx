/** The token's name, price and market statistics. Names and tickers are shown as text only. */
import { MARKET_STRINGS, type TokenDetail, shortenAddress, tokenIssuer } from '@horizon/core';
import { TokenIcon } from '../../ui/TokenIcon.js';
import { PriceChange } from '../../ui/PriceChange.js';
import { formatPriceXrp, formatUsdPrice } from '../../format/display.js';
import { tokenStats } from '../../shell/token-stats.js';
import { TokenAmount } from '../../ui/TokenAmount.js';

export interface TokenHeaderProps {
  readonly token: TokenDetail;
  readonly xrpUsd: string | null;
  /** The stablecoin the rate comes from: its USD price is $1.00. */
  readonly isUsdReference?: boolean;
}

export function TokenHeader({ token, xrpUsd, isUsdReference = false }: TokenHeaderProps) {
  const issuer = tokenIssuer(token.token_id);
  const since = token.price_change_since_first_trade;
  const stats = tokenStats(token, Date.now());
  return (
    <section className="card token-header">
      <div className="token-title">
        <TokenIcon url={token.token_icon_url} ticker={token.ticker} size="lg" />
        <div>
          <h1>
            {token.token_name} <span className="muted token-ticker">{token.ticker}</span>
          </h1>
          <p className="muted mono" title={token.token_id}>
            Issuer {shortenAddress(issuer)}
            {token.launched_on !== null && (
              <span className="tag tag-token">Launched on {token.launched_on}</span>
            )}
          </p>
        </div>
        <div className="token-price">
          <span className="token-price-xrp mono">{formatPriceXrp(token.price_in_xrp)}</span>
          <span className="muted mono">{formatUsdPrice(token.price_in_xrp, xrpUsd, isUsdReference)}</span>
          <span
            className="token-price-change"
            title={since ? MARKET_STRINGS.sinceFirstTradeTitle : MARKET_STRINGS.change24hTitle}
          >
            <PriceChange change={token.price_change_24h} />{' '}
            <span className="muted">{since ? MARKET_STRINGS.sinceFirstTrade : MARKET_STRINGS.change24h}</span>
          </span>
        </div>
      </div>
      <dl className="stats">
        {stats.map(([label, value]) => (
          <div key={label} className="stat">
            <dt>{label}</dt>
            <dd className="mono">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="sr-only">
        Supply <TokenAmount value={token.supply} />
      </p>
    </section>
  );
}
