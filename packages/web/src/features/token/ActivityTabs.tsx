/** Recent trades (live), top traders and holders of a token. Addresses link to their public view. */
import {
  HOLDER_ROLE_LABELS,
  type TokenDetail,
  type TopTraders,
  type Trade,
  shortenAddress,
  viewWalletRoute,
} from '@horizon/core';
import { useState } from 'react';
import type { Loadable } from '../../api/useApi.js';
import { formatAge, formatPriceXrp } from '../../format/display.js';
import { EmptyState, ErrorState, SkeletonRows } from '../../ui/States.js';
import { AppLink } from '../../ui/AppLink.js';
import { TokenAmount } from '../../ui/TokenAmount.js';
import { Xrp } from '../../ui/Xrp.js';

type Holder = TokenDetail['holders_list'][number];
type Tab = 'trades' | 'traders' | 'holders';

export interface ActivityProps {
  readonly trades: readonly Trade[];
  readonly traders: Loadable<TopTraders>;
  readonly holders: readonly Holder[];
  readonly ticker: string;
  readonly onRetry: () => void;
}

const TABS: readonly [Tab, string][] = [
  ['trades', 'Recent trades'],
  ['traders', 'Top traders'],
  ['holders', 'Holders'],
];

export function ActivityTabs(props: ActivityProps) {
  const [tab, setTab] = useState<Tab>('trades');
  return (
    <section className="card activity">
      <div className="tabs" role="tablist">
        {TABS.map(([value, label]) => (
          <button
            key={value}
            type="button"
            role="tab"
            aria-selected={tab === value}
            className={tab === value ? 'active' : ''}
            onClick={() => setTab(value)}
          >
            {label}
          </button>
        ))}
      </div>
      {props.traders.state === 'error' && tab !== 'holders' ? (
        <ErrorState message={props.traders.message} onRetry={props.onRetry} />
      ) : tab === 'trades' ? (
        <Trades trades={props.trades} loading={props.traders.state === 'loading'} ticker={props.ticker} />
      ) : tab === 'traders' ? (
        <Traders traders={props.traders} ticker={props.ticker} />
      ) : (
        <Holders holders={props.holders} ticker={props.ticker} />
      )}
    </section>
  );
}

function Addr({ address }: { address: string }) {
  return (
    <AppLink to={viewWalletRoute(address)} className="mono">
      {shortenAddress(address)}
    </AppLink>
  );
}

function Trades({ trades, loading, ticker }: { trades: readonly Trade[]; loading: boolean; ticker: string }) {
  if (!loading && trades.length === 0)
    return <EmptyState title="No trades yet">New trades appear here as they validate.</EmptyState>;
  const now = Date.now();
  return (
    <div className="table-wrap">
      <table className="table compact">
        <thead>
          <tr>
            <th>Side</th>
            <th className="num">Price</th>
            <th className="num">{ticker}</th>
            <th className="num">XRP</th>
            <th>Trader</th>
            <th className="num">Age</th>
          </tr>
        </thead>
        <tbody>
          {loading && trades.length === 0 ? (
            <SkeletonRows rows={6} columns={6} />
          ) : (
            trades.map((t) => (
              <tr key={`${t.tx_hash}:${t.classic_address}`}>
                <td className={t.side === 'buy' ? 'up' : 'down'}>{t.side === 'buy' ? 'Buy' : 'Sell'}</td>
                <td className="num mono">{formatPriceXrp(t.price_in_xrp)}</td>
                <td className="num mono">
                  <TokenAmount value={t.token_amount} />
                </td>
                <td className="num mono">
                  <Xrp value={t.xrp_amount} unit={false} />
                </td>
                <td>
                  <Addr address={t.classic_address} />
                </td>
                <td className="num muted">{formatAge(t.executed_at, now)}</td>
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}

function Traders({ traders, ticker }: { traders: Loadable<TopTraders>; ticker: string }) {
  if (traders.state === 'ready' && traders.data.traders.length === 0)
    return <EmptyState title="No traders yet" />;
  return (
    <div className="table-wrap">
      <table className="table compact">
        <thead>
          <tr>
            <th>#</th>
            <th>Trader</th>
            <th className="num">Bought (XRP)</th>
            <th className="num">Sold (XRP)</th>
            <th className="num">PnL (XRP)</th>
            <th className="num">{ticker} held</th>
          </tr>
        </thead>
        <tbody>
          {traders.state !== 'ready' ? (
            <SkeletonRows rows={6} columns={6} />
          ) : (
            traders.data.traders.map((t, i) => (
              <tr key={t.classic_address}>
                <td className="muted">{i + 1}</td>
                <td>
                  <Addr address={t.classic_address} />
                </td>
                <td className="num mono">
                  <Xrp value={t.total_xrp_spent} unit={false} />
                </td>
                <td className="num mono">
                  <Xrp value={t.total_xrp_sold} unit={false} />
                </td>
                <td className={`num mono ${t.pnl_xrp.startsWith('-') ? 'down' : 'up'}`}>
                  <Xrp value={t.pnl_xrp} unit={false} />
                </td>
                <td className="num mono">
                  <TokenAmount value={t.balance} />
                </td>
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}

function Holders({ holders, ticker }: { holders: readonly Holder[]; ticker: string }) {
  if (holders.length === 0) return <EmptyState title="No holders yet" />;
  return (
    <div className="table-wrap">
      <table className="table compact">
        <thead>
          <tr>
            <th>#</th>
            <th>Holder</th>
            <th className="num">{ticker}</th>
          </tr>
        </thead>
        <tbody>
          {holders.map((h, i) => (
            <tr key={h.classic_address}>
              <td className="muted">{i + 1}</td>
              <td>
                <Addr address={h.classic_address} />
                {h.role !== null && (
                  <span className="tag tag-wallet holder-role" data-role={h.role}>
                    {HOLDER_ROLE_LABELS[h.role]}
                  </span>
                )}
              </td>
              <td className="num mono">
                <TokenAmount value={h.balance} decimals={4} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
