/** The tokens held, with value and PnL (its realized and unrealized parts in the cell's title). */
import { type HoldingsResponse, PNL_TEXT, tokenRoute } from '@horizon/core';
import { AppLink } from '../../ui/AppLink.js';
import { Percent } from '../../ui/Percent.js';
import { TokenAmount } from '../../ui/TokenAmount.js';
import { Xrp } from '../../ui/Xrp.js';

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
                  <td className="mono">
                    <TokenAmount value={h.balance} />
                  </td>
                  <td className="mono">
                    <Xrp value={h.xrp_value} unit={false} />
                  </td>
                  <td className="mono">
                    <Xrp value={h.total_xrp_spend} unit={false} />
                  </td>
                  <td className="mono">
                    <Xrp value={h.total_xrp_sold} unit={false} />
                  </td>
                  <td
                    className={`mono ${h.pnl_xrp.startsWith('-') ? 'down' : 'up'}`}
                    title={PNL_TEXT.parts(h.realized_pnl_xrp, h.unrealized_pnl_xrp)}
                  >
                    <Xrp value={h.pnl_xrp} unit={false} />
                    {h.has_zero_cost_tokens && (
                      <abbr title={PNL_TEXT.zeroCostNote}>{PNL_TEXT.zeroCostMark}</abbr>
                    )}
                  </td>
                  <td className="mono">
                    <Percent value={h.pnl_percent} signed />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
