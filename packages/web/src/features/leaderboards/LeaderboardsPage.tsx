/** /leaderboards: traders ranked by PnL or volume over 24 h, 7 d or all time. */
import { LEADERBOARD_METRICS, LEADERBOARD_PERIODS, shortenAddress, viewWalletRoute } from '@horizon/core';
import { useState } from 'react';
import { useApi } from '../../api/useApi.js';
import { api } from '../../services/app-services.js';
import { formatCount } from '../../format/display.js';
import { EmptyState, ErrorState, SkeletonRows } from '../../ui/States.js';
import { AppLink } from '../../ui/AppLink.js';
import { Xrp } from '../../ui/Xrp.js';

type Period = (typeof LEADERBOARD_PERIODS)[number];
type Metric = (typeof LEADERBOARD_METRICS)[number];

const PERIOD_LABELS: Record<Period, string> = { '24h': '24 hours', '7d': '7 days', all: 'All time' };
const METRIC_LABELS: Record<Metric, string> = { pnl: 'PnL', volume: 'Volume' };

export function LeaderboardsPage() {
  const [period, setPeriod] = useState<Period>('24h');
  const [by, setBy] = useState<Metric>('pnl');
  const board = useApi(
    (signal) => api.call('GET /api/leaderboards', { query: { period, by }, signal }),
    [period, by],
  );
  return (
    <div className="page">
      <div className="page-head">
        <div>
          <h1>Leaderboards</h1>
          <p className="muted">The most profitable and most active wallets trading on the XRP Ledger.</p>
        </div>
        <div className="toolbar">
          <Segmented
            values={LEADERBOARD_METRICS}
            labels={METRIC_LABELS}
            value={by}
            onChange={setBy}
            label="Rank by"
          />
          <Segmented
            values={LEADERBOARD_PERIODS}
            labels={PERIOD_LABELS}
            value={period}
            onChange={setPeriod}
            label="Period"
          />
        </div>
      </div>
      {board.state === 'error' ? (
        <ErrorState message={board.message} onRetry={board.reload} />
      ) : board.state === 'ready' && board.data.entries.length === 0 ? (
        <EmptyState title="No trades in this period">Rankings fill in as trades validate.</EmptyState>
      ) : (
        <div className="table-wrap">
          <table className="table">
            <thead>
              <tr>
                <th>#</th>
                <th>Wallet</th>
                <th className="num">PnL (XRP)</th>
                <th className="num">Volume (XRP)</th>
                <th className="num">Trades</th>
              </tr>
            </thead>
            <tbody>
              {board.state !== 'ready' ? (
                <SkeletonRows rows={10} columns={5} />
              ) : (
                board.data.entries.map((e) => (
                  <tr key={e.classic_address}>
                    <td className="muted">{e.rank}</td>
                    <td>
                      <AppLink className="mono" to={viewWalletRoute(e.classic_address)}>
                        {shortenAddress(e.classic_address)}
                      </AppLink>
                    </td>
                    <td className={`num mono ${e.pnl_xrp.startsWith('-') ? 'down' : 'up'}`}>
                      <Xrp value={e.pnl_xrp} unit={false} />
                    </td>
                    <td className="num mono">
                      <Xrp value={e.volume_xrp} unit={false} />
                    </td>
                    <td className="num">{formatCount(e.trades)}</td>
                  </tr>
                ))
              )}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}

function Segmented<T extends string>(props: {
  values: readonly T[];
  labels: Record<T, string>;
  value: T;
  onChange: (v: T) => void;
  label: string;
}) {
  return (
    <div className="segmented" role="tablist" aria-label={props.label}>
      {props.values.map((v) => (
        <button
          key={v}
          type="button"
          role="tab"
          aria-selected={v === props.value}
          className={v === props.value ? 'active' : ''}
          onClick={() => props.onChange(v)}
        >
          {props.labels[v]}
        </button>
      ))}
    </div>
  );
}
