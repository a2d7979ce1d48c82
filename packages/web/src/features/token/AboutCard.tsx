/** What the token's creator wrote and linked. Attacker-controlled: text only, links only http(s). */
import { type TokenDetail, shortenAddress, viewWalletRoute } from '@horizon/core';
import { displayHost, safeHttpUrl } from '../../lib/safe-url.js';
import { AppLink } from '../../ui/AppLink.js';

export function AboutCard({ token }: { token: TokenDetail }) {
  const links = [
    ['Website', safeHttpUrl(token.token_url_link)],
    ['Telegram', safeHttpUrl(token.token_tg_link)],
    ['X', safeHttpUrl(token.token_x_link)],
  ].filter((l): l is [string, string] => l[1] !== undefined);
  return (
    <section className="card">
      <h2>About {token.ticker}</h2>
      {token.token_description ? (
        <p className="description">{token.token_description}</p>
      ) : (
        <p className="muted">No description.</p>
      )}
      {links.length > 0 && (
        <ul className="link-list">
          {links.map(([label, href]) => (
            <li key={label}>
              <a href={href} target="_blank" rel="noopener noreferrer nofollow ugc">
                {label} <span className="muted">{displayHost(href)}</span>
              </a>
            </li>
          ))}
        </ul>
      )}
      <dl className="kv">
        <div>
          <dt>Token id</dt>
          <dd className="mono break">{token.token_id}</dd>
        </div>
        {token.token_developer !== null && (
          <div>
            <dt>Developer</dt>
            <dd>
              <AppLink className="mono" to={viewWalletRoute(token.token_developer)}>
                {shortenAddress(token.token_developer)}
              </AppLink>
            </dd>
          </div>
        )}
      </dl>
    </section>
  );
}
