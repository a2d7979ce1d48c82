/** /token/{currency-hex:issuer}: header stats, chart, live trades, top traders, holders, pool, links, trade panel. */
import {
  type Trade,
  emptyTopTraders,
  isTokenId,
  normalizeTokenId,
  tokenIssuer,
  zeroLpTokenInfo,
} from '@horizon/core';
import { Suspense, lazy, useEffect, useRef, useState } from 'react';
import { useParams } from 'react-router';
import { ApiError } from '../../api/client.js';
import { useServerEvents } from '../../api/events.js';
import { useApi } from '../../api/useApi.js';
import { useShellHandOff } from '../../shell/shell-handoff.js';
import { useUsdReference } from '../../services/useXrpUsdRate.js';
import { api } from '../../services/app-services.js';
import { applyTokenUpdate } from '../../shell/market-query.js';
import { EmptyState, ErrorState, Skeleton } from '../../ui/States.js';
import { AboutCard } from './AboutCard.js';
import { ActivityTabs } from './ActivityTabs.js';
import { ChartCard } from './ChartCard.js';
import { PoolCard } from './PoolCard.js';
import { SnipeFairnessCard } from './SnipeFairnessCard.js';
import { TokenHeader } from './TokenHeader.js';
import { TradeBar } from './TradeBar.js';
import { TradePanelStandIn } from './TradePanelStandIn.js';
import type { TradeTab } from '../../shell/trade-tabs.js';
import { poolFactsOf } from '../../trade-ui/pool-facts.js';
// The panel's stylesheet with the page's: the panel draws the moment its code arrives. The page's own layout
// (token-page.css) is in the entry's stylesheet, for the shell.
import '../../trade-ui/trade.css';
import { addLiveTrade } from './token-activity.js';
import { useShownAfter } from '../../ui/useShownAfter.js';

/** Soft failures of spec §8: a 404 reads as the empty answer. */
function softly<T>(promise: Promise<T>, empty: T): Promise<T> {
  return promise.catch((error: unknown) => {
    if (error instanceof ApiError && error.status === 404) return empty;
    throw error;
  });
}

// The trade panel (wallets, trade flow, forms) is fetched as soon as this page's code runs, beside the
// token's data, but evaluated apart: the page's header need not wait for it.
const tradePanel = import('./TradePanel.js');
void tradePanel.catch(() => undefined); // a failure surfaces where the panel renders (lazy), not unhandled
const TradePanel = lazy(() => tradePanel.then((m) => ({ default: m.TradePanel })));
const PoolActions = lazy(() => import('./PoolActions.js').then((m) => ({ default: m.PoolActions })));

export function TokenPage() {
  const raw = useParams()['tokenId'] ?? '';
  const tokenId = isTokenId(raw) ? normalizeTokenId(raw) : null;
  if (tokenId === null) {
    return (
      <div className="page">
        <EmptyState title="Invalid token id">A token page address is /token/CURRENCY:ISSUER.</EmptyState>
      </div>
    );
  }
  return <TokenView key={tokenId} tokenId={tokenId} />;
}

function TokenView({ tokenId }: { tokenId: string }) {
  const { xrpUsd, usdTokenId } = useUsdReference();
  const [trades, setTrades] = useState<readonly Trade[]>([]);
  const [candleTick, setCandleTick] = useState(0);
  const [tradeTab, setTradeTab] = useState<TradeTab>('buy');
  const tradePanelRef = useRef<HTMLDivElement>(null);
  const detail = useApi(
    (signal) => api.call('GET /api/tokens/{token_id}', { params: { token_id: tokenId }, signal }),
    [tokenId],
  );
  // These public calls name a wallet; with none connected, the token's issuer stands in (see report).
  const caller = tokenIssuer(tokenId);
  const traders = useApi(
    (signal) =>
      softly(
        api.call('POST /api/trustless/get_top_traders_for_token_id', {
          body: { classic_address: caller, token_id: tokenId },
          signal,
        }),
        emptyTopTraders(),
      ),
    [tokenId],
  );
  const lp = useApi(
    (signal) =>
      softly(
        api.call('POST /api/trustless/get_lp_token_info', {
          body: { classic_address: caller, token_id: tokenId },
          signal,
        }),
        zeroLpTokenInfo(tokenId),
      ),
    [tokenId],
  );

  const restShown = useShownAfter(detail.state === 'ready');
  useShellHandOff(detail.state !== 'loading');

  // Keyed on the answer itself: useApi's wrapper is a new object every render, which reset the live trades.
  const loadedTrades = traders.state === 'ready' ? traders.data.transactions : null;
  useEffect(() => {
    if (loadedTrades) setTrades(loadedTrades);
  }, [loadedTrades]);

  useServerEvents(
    { token_id: tokenId },
    (event) => {
      setTrades((old) => addLiveTrade(old, event, tokenId));
      if (event.type === 'trade') setCandleTick((n) => n + 1);
      detail.set((token) => {
        const [patched] = applyTokenUpdate([token], event);
        return patched ? { ...token, ...patched } : token;
      });
    },
    {
      onOpen: () => {
        detail.refresh();
        traders.refresh();
        lp.refresh();
        setCandleTick((n) => n + 1);
      },
    },
  );

  if (detail.state === 'error') {
    const missing = detail.status === 404;
    return (
      <div className="page">
        {missing ? (
          <EmptyState title="Token not found">No token with id {tokenId} is known to Horizon.</EmptyState>
        ) : (
          <ErrorState message={detail.message} onRetry={detail.reload} />
        )}
      </div>
    );
  }
  if (detail.state === 'loading') return <TokenSkeleton />;
  const token = detail.data;
  return (
    <div className="page page-wide token-page">
      <TokenHeader token={token} xrpUsd={xrpUsd} isUsdReference={token.token_id === usdTokenId} />
      <div className="token-grid">
        <div className="token-main">
          <ChartCard tokenId={tokenId} refreshKey={candleTick} />
          {restShown && (
            <ActivityTabs
              trades={trades}
              traders={traders}
              holders={token.holders_list}
              ticker={token.ticker}
              onRetry={traders.reload}
            />
          )}
        </div>
        <aside className="token-side">
          <div ref={tradePanelRef} className="token-trade" id="trade">
            <Suspense fallback={<TradePanelStandIn />}>
              <TradePanel
                ticker={token.ticker}
                tokenId={tokenId}
                priceXrp={token.price_in_xrp}
                pool={poolFactsOf(token)}
                tab={tradeTab}
                onTab={setTradeTab}
              />
            </Suspense>
          </div>
          {restShown && (
            <>
              <PoolCard
                token={token}
                lp={lp}
                actions={
                  <Suspense fallback={null}>
                    <PoolActions tokenId={tokenId} ticker={token.ticker} />
                  </Suspense>
                }
              />
              <AboutCard token={token} />
              <SnipeFairnessCard tokenId={tokenId} />
            </>
          )}
        </aside>
      </div>
      <TradeBar ticker={token.ticker} panel={tradePanelRef} onSide={setTradeTab} />
    </div>
  );
}

function TokenSkeleton() {
  return (
    <div className="page page-wide token-page" aria-busy="true">
      <section className="card token-header">
        <Skeleton width="md" />
        <Skeleton width="lg" />
      </section>
      <div className="token-grid">
        <div className="token-main">
          <section className="card chart-card">
            <div className="chart-area">
              <Skeleton className="skeleton-block" />
            </div>
          </section>
        </div>
        <aside className="token-side">
          <section className="card">
            <Skeleton />
            <Skeleton width="md" />
          </section>
        </aside>
      </div>
    </div>
  );
}
