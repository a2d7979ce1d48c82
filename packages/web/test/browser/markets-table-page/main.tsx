/**
 * The real markets table with a full page of tokens, for test/browser/markets-table.test.ts. The number of
 * rows in the document is recorded at each change, from before the first render.
 */
import type { TokenRecord } from '@horizon/core';
import { createRoot } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import { DEFAULT_MARKETS_QUERY, MARKETS_PAGE_SIZE } from '../../../src/features/markets/market-query.js';
import { MarketsTable } from '../../../src/features/markets/MarketsTable.js';
import '../../../src/styles/index.css';

const ISSUER = 'rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTh';

function token(n: number): TokenRecord {
  const ticker = `T${String(n).padStart(2, '0')}`;
  return {
    id: n + 1,
    token_id: `${ticker}:${ISSUER}`,
    token_name: `Token ${n}`,
    ticker,
    token_icon_url: null,
    token_description: null,
    price_in_xrp: '0.5',
    marketcap_usd: '1000',
    volume_24h: '10',
    volume_7d: '70',
    price_change_24h: null,
    liquidity_usd: '500',
    supply: '1000000',
    holders: 3,
    holders_list: [],
    trustlines: 4,
    created_at: '2025-01-01T00:00:00Z',
    updated_at: '2025-01-01T00:00:00Z',
    token_url_link: null,
    token_tg_link: null,
    token_x_link: null,
    token_developer: null,
    launched_on: null,
    amm_xrp_amount: null,
    amm_token_amount: null,
    amm_trading_fee: null,
    amm_token_id: null,
  };
}

const counts: number[] = [];
(window as unknown as { rowCounts: number[] }).rowCounts = counts;
const root = document.getElementById('root');
if (root) {
  new MutationObserver(() => counts.push(root.querySelectorAll('tbody tr').length)).observe(root, {
    childList: true,
    subtree: true,
  });
  const tokens = Array.from({ length: MARKETS_PAGE_SIZE }, (_, n) => token(n));
  createRoot(root).render(
    <MemoryRouter>
      <MarketsTable tokens={tokens} query={DEFAULT_MARKETS_QUERY} xrpUsd="0.5" offset={0} onSort={() => {}} />
    </MemoryRouter>,
  );
}
