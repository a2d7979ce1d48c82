/** Result rows: 'View Wallet' with the shortened address, or a token with icon, name, ticker and market cap. */
import { SEARCH_STRINGS } from '@horizon/core';
import { TokenIcon } from '../../ui/TokenIcon.js';
import type { SearchRow } from '../../services/search-state.js';

export function SearchRows({
  rows,
  onOpen,
}: {
  rows: readonly SearchRow[];
  onOpen: (row: SearchRow) => void;
}) {
  return (
    <>
      {rows.map((row) => (
        <button
          type="button"
          role="option"
          aria-selected={false}
          key={row.key}
          className="search-row"
          onClick={() => onOpen(row)}
        >
          {row.type === 'wallet' ? (
            <>
              <span className="token-icon token-icon-sm token-icon-placeholder" aria-hidden="true">
                W
              </span>
              <span className="search-row-main">
                <span className="search-row-name">{SEARCH_STRINGS.viewWallet}</span>
                <span className="search-row-sub mono">{row.short}</span>
              </span>
              <span className="tag tag-wallet">{SEARCH_STRINGS.walletLabel}</span>
            </>
          ) : (
            <>
              <TokenIcon url={row.iconUrl} ticker={row.ticker} size="sm" />
              <span className="search-row-main">
                <span className="search-row-name">{row.name}</span>
                <span className="search-row-sub">{row.ticker}</span>
              </span>
              <span className="search-row-cap mono">{row.marketCap}</span>
              <span className="tag tag-token">{SEARCH_STRINGS.tokenLabel}</span>
            </>
          )}
        </button>
      ))}
    </>
  );
}
