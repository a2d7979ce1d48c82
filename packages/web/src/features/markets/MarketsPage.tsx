/** /live-markets, /home and /: the token list, sorted and filtered on the server, updated live. */
import { SEARCH_DEBOUNCE_MS, type TokenRecord } from '@horizon/core';
import { Suspense, lazy, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useServerEvents } from '../../api/events.js';
import { useApi } from '../../api/useApi.js';
import { useUsdReference } from '../../services/useXrpUsdRate.js';
import { api } from '../../services/app-services.js';
import { useShellHandOff } from '../../shell/shell-handoff.js';
import { EmptyState, ErrorState } from '../../ui/States.js';
import { formatCount } from '../../format/display.js';
import {
  MARKETS_PAGE_SIZE,
  type SortField,
  applyTokenUpdate,
  marketsListQuery,
  marketsSearchParams,
  nextSort,
  parseMarketsQuery,
} from '../../shell/market-query.js';
import { MarketsTable } from './MarketsTable.js';
import { QuickBuyBar } from './QuickBuyBar.js';
import type { QuickBuyOrder } from './QuickBuyRunner.js';
import { useQuickBuySettings } from '../../trade-ui/useQuickBuySettings.js';
import {
  MARKETS_FILTER_LABEL,
  MARKETS_FILTER_PLACEHOLDER,
  MARKETS_LEAD,
  MARKETS_TITLE,
} from '../../shell/markets-text.js';

const QuickBuyRunner = lazy(() => import('./QuickBuyRunner.js').then((m) => ({ default: m.QuickBuyRunner })));

/** The row buttons' quick buys: one at a time, so a double click (or a second row) never buys twice. */
function useRowQuickBuy() {
  const { settings } = useQuickBuySettings();
  const [order, setOrder] = useState<QuickBuyOrder | null>(null);
  const busy = useRef(false);
  const onBuy = (token: TokenRecord) => {
    if (busy.current) return;
    busy.current = true;
    setOrder({ token, xrp: settings.selected });
  };
  const end = () => {
    busy.current = false;
    setOrder(null);
  };
  const runner = order && (
    <Suspense fallback={null}>
      <QuickBuyRunner order={order} onEnd={end} />
    </Suspense>
  );
  return { quickBuy: { xrp: settings.selected, onBuy }, runner };
}

export function MarketsPage() {
  const [params, setParams] = useSearchParams();
  const query = parseMarketsQuery(params);
  const [filter, setFilter] = useState(query.q);
  const [urlQ, setUrlQ] = useState(query.q);
  // A link that changes ?q= (e.g. 'Trade $ARMY now') refills the box, unless it already says the same.
  if (query.q !== urlQ) {
    setUrlQ(query.q);
    if (filter.trim() !== query.q) setFilter(query.q);
  }
  const [offset, setOffset] = useState(0);
  const { xrpUsd, usdTokenId } = useUsdReference();
  const { quickBuy, runner } = useRowQuickBuy();
  useShellHandOff();

  const list = useApi(
    (signal) => api.call('GET /api/tokens', { query: marketsListQuery(query, offset), signal }),
    [query.sort, query.order, query.q, offset],
  );

  // The filter box writes the URL after the same pause as the header search.
  useEffect(() => {
    if (filter.trim() === query.q) return;
    const timer = window.setTimeout(() => {
      setOffset(0);
      setParams(marketsSearchParams({ ...query, q: filter.trim() }), { replace: true });
    }, SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [filter, query, setParams]);

  useServerEvents(
    {},
    (event) => list.set((data) => ({ ...data, tokens: [...applyTokenUpdate(data.tokens, event)] })),
    { onOpen: list.refresh },
  );

  const sortBy = (field: SortField) => {
    setOffset(0);
    setParams(marketsSearchParams(nextSort(query, field)), { replace: true });
  };

  const tokens = list.state === 'ready' ? list.data.tokens : null;
  const total = list.state === 'ready' ? list.data.total : null;

  return (
    <div className="page page-wide">
      <div className="page-head">
        <div>
          <h1>{MARKETS_TITLE}</h1>
          <p className="muted">
            {MARKETS_LEAD}
            {total !== null && ` · ${formatCount(total)} tokens`}
          </p>
        </div>
        <input
          type="search"
          className="input filter-input"
          placeholder={MARKETS_FILTER_PLACEHOLDER}
          aria-label={MARKETS_FILTER_LABEL}
          maxLength={100}
          value={filter}
          onChange={(e) => setFilter(e.target.value)}
        />
      </div>
      <QuickBuyBar />
      {list.state === 'error' ? (
        <ErrorState message={list.message} onRetry={list.reload} />
      ) : tokens !== null && tokens.length === 0 ? (
        <EmptyState title={query.q ? `No tokens match “${query.q}”` : 'No tokens yet'}>
          {query.q
            ? 'Try a ticker, a name, or a full token id (CURRENCY:ISSUER).'
            : 'Tokens appear here as soon as the indexer sees their first pool or trade on the ledger.'}
        </EmptyState>
      ) : (
        <MarketsTable
          tokens={tokens}
          query={query}
          xrpUsd={xrpUsd}
          usdTokenId={usdTokenId}
          offset={offset}
          onSort={sortBy}
          quickBuy={quickBuy}
        />
      )}
      {runner}
      {total !== null && total > MARKETS_PAGE_SIZE && (
        <div className="pager">
          <button
            type="button"
            className="btn btn-secondary btn-sm"
            disabled={offset === 0}
            onClick={() => setOffset((o) => Math.max(0, o - MARKETS_PAGE_SIZE))}
          >
            Previous
          </button>
          <span className="muted">
            {offset + 1}–{Math.min(offset + MARKETS_PAGE_SIZE, total)} of {formatCount(total)}
          </span>
          <button
            type="button"
            className="btn btn-secondary btn-sm"
            disabled={offset + MARKETS_PAGE_SIZE >= total}
            onClick={() => setOffset((o) => o + MARKETS_PAGE_SIZE)}
          >
            Next
          </button>
        </div>
      )}
    </div>
  );
}
