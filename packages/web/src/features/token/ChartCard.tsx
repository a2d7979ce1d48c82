/** The price chart with its interval choice; candles come from GET /api/tokens/{id}/candles. */
import { CANDLE_INTERVALS, type CandleInterval } from '@horizon/core';
import { Suspense, lazy, useState } from 'react';
import { useApi } from '../../api/useApi.js';
import { api } from '../../services/app-services.js';
import { EmptyState, ErrorState } from '../../ui/States.js';
import { Spinner } from '../../ui/Spinner.js';
import { CHART_CREDIT_URL } from '../../shell/chart-credit.js';

const PriceChart = lazy(() => import('./PriceChart.js').then((m) => ({ default: m.PriceChart })));

export function ChartCard({ tokenId, refreshKey }: { tokenId: string; refreshKey: number }) {
  const [interval, choose] = useState<CandleInterval>('5m');
  const candles = useApi(
    (signal) =>
      api.call('GET /api/tokens/{token_id}/candles', {
        params: { token_id: tokenId },
        query: { interval },
        signal,
      }),
    [tokenId, interval, refreshKey],
  );
  return (
    <section className="card chart-card">
      <div className="card-head">
        <h2>Chart</h2>
        <div className="segmented" role="tablist" aria-label="Interval">
          {CANDLE_INTERVALS.map((value) => (
            <button
              key={value}
              type="button"
              role="tab"
              aria-selected={value === interval}
              className={value === interval ? 'active' : ''}
              onClick={() => choose(value)}
            >
              {value}
            </button>
          ))}
        </div>
      </div>
      <div className="chart-area">
        {candles.state === 'loading' && <Spinner label="Loading chart" />}
        {candles.state === 'error' && <ErrorState message={candles.message} onRetry={candles.reload} />}
        {candles.state === 'ready' &&
          (candles.data.candles.length === 0 ? (
            <EmptyState title="No trades yet">The chart starts with the token's first trade.</EmptyState>
          ) : (
            <Suspense fallback={<Spinner label="Loading chart" />}>
              <PriceChart candles={candles.data.candles} interval={interval} />
            </Suspense>
          ))}
      </div>
      <p className="chart-credit muted">
        Charts by{' '}
        <a href={CHART_CREDIT_URL} target="_blank" rel="noopener noreferrer nofollow">
          TradingView Lightweight Charts
        </a>
      </p>
    </section>
  );
}
