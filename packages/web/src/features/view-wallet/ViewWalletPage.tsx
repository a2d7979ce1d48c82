/** /view-wallet?address=: any wallet's holdings, PnL and recent trades (public data from the ledger). */
import { isValidWalletAddress, tokenRoute } from '@horizon/core';
import { useSearchParams } from 'react-router';
import { useApi } from '../../api/useApi.js';
import { api } from '../../services/app-services.js';
import { XRP_DECIMALS, formatAge, formatPriceXrp, tokenLabel } from '../../format/display.js';
import { EmptyState, ErrorState, SkeletonRows } from '../../ui/States.js';
import { AppLink } from '../../ui/AppLink.js';
import { Percent } from '../../ui/Percent.js';
import { TokenAmount } from '../../ui/TokenAmount.js';
import { Xrp } from '../../ui/Xrp.js';

export function ViewWalletPage() {
  const [params] = useSearchParams();
  const address = (params.get('address') ?? '').trim();
  if (!isValidWalletAddress(address)) {
    return (
      <div className="page">
        <EmptyState title="Invalid wallet address">
          Search for a classic address (r…) in the header.
        </EmptyState>
      </div>
    );
  }
  return <WalletView key={address} address={address} />;
}

function WalletView({ address }: { address: string }) {
  const view = useApi(
    (signal) => api.call('GET /api/wallets/{address}', { params: { address }, signal }),
    [address],
  );
  const h = view.state === 'ready' ? view.data.holdings : null;
  const now = Date.now();
  return (
    <div className="page">
      <div className="page-head">
        <div>
          <h1>Wallet</h1>
          <p className="mono muted break">{address}</p>
        </div>
      </div>
      {view.state === 'error' ? (
        <ErrorState message={view.message} onRetry={view.reload} />
      ) : (
        <>
          <dl className="stats card">
            <div className="stat">
              <dt>XRP available</dt>
              <dd className="mono">
                {h ? <Xrp value={h.xrp_balance_available} decimals={XRP_DECIMALS} unit={false} /> : '…'}
              </dd>
            </div>
            <div className="stat">
              <dt>XRP with reserve</dt>
              <dd className="mono">
                {h ? <Xrp value={h.xrp_balance_with_reserve} decimals={XRP_DECIMALS} unit={false} /> : '…'}
              </dd>
            </div>
            <div className="stat">
              <dt>Total PnL</dt>
              <dd className={`mono ${h?.total_pnl_xrp.startsWith('-') ? 'down' : 'up'}`}>
                {h ? (
                  <>
                    <Xrp value={h.total_pnl_xrp} /> (<Percent value={h.total_pnl_pct} signed />)
                  </>
                ) : (
                  '…'
                )}
              </dd>
            </div>
            <div className="stat">
              <dt>Tokens</dt>
              <dd className="mono">{h ? h.token_holdings.length : '…'}</dd>
            </div>
          </dl>
          {h && !h.is_activated && (
            <EmptyState title="Not activated">This account has not been funded on the ledger yet.</EmptyState>
          )}
          <section className="card">
            <h2>Holdings</h2>
            {h && h.token_holdings.length === 0 ? (
              <EmptyState title="No tokens held" />
            ) : (
              <div className="table-wrap">
                <table className="table compact">
                  <thead>
                    <tr>
                      <th>Token</th>
                      <th className="num">Balance</th>
                      <th className="num">Value (XRP)</th>
                      <th className="num">PnL (XRP)</th>
                      <th className="num">PnL %</th>
                    </tr>
                  </thead>
                  <tbody>
                    {!h ? (
                      <SkeletonRows rows={4} columns={5} />
                    ) : (
                      h.token_holdings.map((t) => (
                        <tr key={t.token_id}>
                          <td>
                            <AppLink to={tokenRoute(t.token_id)}>{t.currency_decoded}</AppLink>
                          </td>
                          <td className="num mono">
                            <TokenAmount value={t.balance} />
                          </td>
                          <td className="num mono">
                            <Xrp value={t.xrp_value} unit={false} />
                          </td>
                          <td className={`num mono ${t.pnl_xrp.startsWith('-') ? 'down' : 'up'}`}>
                            <Xrp value={t.pnl_xrp} unit={false} />
                          </td>
                          <td className="num mono">
                            <Percent value={t.pnl_percent} signed />
                          </td>
                        </tr>
                      ))
                    )}
                  </tbody>
                </table>
              </div>
            )}
          </section>
          <section className="card">
            <h2>Recent trades</h2>
            {view.state === 'ready' && view.data.recent_trades.length === 0 ? (
              <EmptyState title="No trades yet" />
            ) : (
              <div className="table-wrap">
                <table className="table compact">
                  <thead>
                    <tr>
                      <th>Side</th>
                      <th>Token</th>
                      <th className="num">Price</th>
                      <th className="num">XRP</th>
                      <th className="num">Age</th>
                    </tr>
                  </thead>
                  <tbody>
                    {view.state !== 'ready' ? (
                      <SkeletonRows rows={4} columns={5} />
                    ) : (
                      view.data.recent_trades.map((t) => (
                        <tr key={`${t.tx_hash}:${t.token_id}`}>
                          <td className={t.side === 'buy' ? 'up' : 'down'}>
                            {t.side === 'buy' ? 'Buy' : 'Sell'}
                          </td>
                          <td>
                            <AppLink className="mono" to={tokenRoute(t.token_id)}>
                              {tokenLabel(t.token_id)}
                            </AppLink>
                          </td>
                          <td className="num mono">{formatPriceXrp(t.price_in_xrp)}</td>
                          <td className="num mono">
                            <Xrp value={t.xrp_amount} unit={false} />
                          </td>
                          <td className="num muted">{formatAge(t.executed_at, now)}</td>
                        </tr>
                      ))
                    )}
                  </tbody>
                </table>
              </div>
            )}
          </section>
        </>
      )}
    </div>
  );
}
