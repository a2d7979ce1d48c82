/** The tokens held, with value and PnL. */
import { type HoldingsResponse, tokenRoute } from '@horizon/core';
import { AppLink } from '../../ui/AppLink.js';

export function HoldingsCard({ holdings }: { holdings: HoldingsResponse | null }) {
  const list = holdings?.token_holdings ?? [];
  return (
    <section className="card wide">
      <h3>Holdings</h3>
      {list.length === 0 ? (
        <p className="muted">{holdings ? 'No tokens held yet.' : 'Loading…'}</p>
      ) : (
        <div className="table-wrap">
          <table className="table" data-testid="holdings">
            <thead>
              <tr>
                <th className="col-token">Token</th>
                <th>Balance</th>
                <th>Value (XRP)</th>
                <th>Spent (XRP)</th>
                <th>Sold (XRP)</th>
                <th>PnL (XRP)</th>
                <th>PnL %</th>
              </tr>
            </thead>
            <tbody>
              {list.map((h) => (
                <tr key={h.token_id}>
                  <td className="col-token">
                    <AppLink to={tokenRoute(h.token_id)}>{h.currency_decoded}</AppLink>
                  </td>
                  <td className="mono">{h.balance}</td>
                  <td className="mono">{h.xrp_value}</td>
                  <td className="mono">{h.total_xrp_spend}</td>
                  <td className="mono">{h.total_xrp_sold}</td>
                  <td className={`mono ${h.pnl_xrp.startsWith('-') ? 'down' : 'up'}`}>{h.pnl_xrp}</td>
                  <td className="mono">{h.pnl_percent}%</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
