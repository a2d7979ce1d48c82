/** The token's name, price and market statistics. Names and tickers are shown as text only. */
import { type TokenDetail, shortenAddress } from '@horizon/core';
import { TokenIcon } from '../../ui/TokenIcon.js';
import { PriceChange } from '../markets/PriceChange.js';
import {
  formatAge,
  formatAmount,
  formatCompact,
  formatCompactUsd,
  formatCompactXrp,
  formatCount,
  formatPriceXrp,
  formatUsdPrice,
} from '../../format/display.js';

export function TokenHeader({ token, xrpUsd }: { token: TokenDetail; xrpUsd: string | null }) {
  const issuer = token.token_id.slice(token.token_id.indexOf(':') + 1);
  const stats: readonly [string, string][] = [
    ['Market cap', formatCompactUsd(token.marketcap_usd)],
    ['Volume 24h', formatCompactXrp(token.volume_24h)],
    ['Volume 7d', formatCompactXrp(token.volume_7d)],
    ['Liquidity', formatCompactUsd(token.liquidity_usd)],
    ['Holders', formatCount(token.holders)],
    ['Trustlines', formatCount(token.trustlines)],
    ['Supply', formatCompact(token.supply)],
    ['Age', formatAge(token.created_at, Date.now())],
  ];
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
          <span className="muted mono">{formatUsdPrice(token.price_in_xrp, xrpUsd)}</span>
          <span className="token-price-change" title="Change of the last trade price over 24 hours">
            <PriceChange change={token.price_change_24h} /> <span className="muted">24h</span>
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
      <p className="sr-only">Supply {formatAmount(token.supply)}</p>
    </section>
  );
}
