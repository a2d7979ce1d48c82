/**
 * The real markets table with a full page of tokens, for test/browser/markets-table.test.ts. The number of
 * rows in the document is recorded at each change, from before the first render.
 */
import type { TokenRecord } from '@horizon/core';
import { createRoot } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import { DEFAULT_MARKETS_QUERY, MARKETS_PAGE_SIZE } from '../../../src/shell/market-query.js';
import { MarketsTable } from '../../../src/features/markets/MarketsTable.js';
import '../../../src/styles/index.css';
import { tokenRecord } from '../../fixtures/token-record.js';

function token(n: number): TokenRecord {
  const ticker = `T${String(n).padStart(2, '0')}`;
  // Figures as long as a small token's, so a phone's table is wider than its screen.
  return tokenRecord(ticker, {
    id: n + 1,
    token_name: `Horizon Army ${n}`,
    price_in_xrp: `0.00000${6846 + n}`,
    marketcap_usd: '129070.25',
    price_change_24h: -12.34,
  });
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
