/** The wallet's open limit orders (all tokens, or one) with cancel; a failed load shows none (spec §8 soft failures). */
import { activeOrdersList, tokenRoute } from '@horizon/core';
import { useApi } from '../api/useApi.js';
import { api } from '../services/app-services.js';
import { tokenLabel } from '../format/display.js';
import { FlowDialog } from './TradeFlowDialog.js';
import { useTradeFlow } from './useTradeFlow.js';
import { AppLink } from '../ui/AppLink.js';
import { Percent } from '../ui/Percent.js';
import { TokenAmount } from '../ui/TokenAmount.js';
import { Xrp } from '../ui/Xrp.js';

export interface OpenOrdersProps {
  readonly address: string;
  readonly tokenId?: string;
  readonly refreshKey?: number;
  /** Inside the trade panel: no card, no token column. */
  readonly compact?: boolean;
}

export function OpenOrders({ address, tokenId, refreshKey = 0, compact = false }: OpenOrdersProps) {
  const flow = useTradeFlow('cancel-order');
  const orders = useApi(
    (signal) =>
      api
        .call('POST /api/trustless/get_active_orders', {
          body: { classic_address: address, token_id: tokenId ?? null },
          signal,
        })
        .then(activeOrdersList)
        .catch(() => []),
    [address, tokenId, refreshKey],
  );
  const list = orders.state === 'ready' ? orders.data.filter((o) => o.active) : [];
  const cancel = (offerSequence: number) =>
    void flow.run({ kind: 'cancelOrder', offerSequence }, address).then((r) => r && orders.reload());
  const body =
    list.length === 0 ? (
      <p className="muted small">{orders.state === 'loading' ? 'Loading…' : 'No open orders.'}</p>
    ) : (
      <div className="table-wrap">
        <table className="table table-compact" data-testid="open-orders">
          <thead>
            <tr>
              {!compact && <th>Token</th>}
              <th>Side</th>
              <th>Amount</th>
              <th>Price (XRP)</th>
              {!compact && <th>Filled</th>}
              <th />
            </tr>
          </thead>
          <tbody>
            {list.map((o) => (
              <tr key={o.offer_sequence}>
                {!compact && (
                  <td>
                    <AppLink to={tokenRoute(o.token_id)}>{tokenLabel(o.token_id)}</AppLink>
                  </td>
                )}
                <td className={o.direction === 'buy' ? 'up' : 'down'}>{o.direction}</td>
                <td className="mono">
                  <TokenAmount value={o.token_amount} />
                </td>
                <td className="mono">
                  <Xrp value={o.xrp_price_per_token} unit={false} />
                </td>
                {!compact && (
                  <td className="mono">
                    <Percent value={o.filled_percentage} />
                  </td>
                )}
                <td>
                  <button
                    type="button"
                    className="btn btn-sm"
                    disabled={flow.view.state === 'busy'}
                    onClick={() => cancel(o.offer_sequence)}
                  >
                    Cancel
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    );
  return (
    <section className={compact ? 'open-orders' : 'card'}>
      <h3 className={compact ? 'small' : ''}>Open orders</h3>
      {body}
      <FlowDialog flow={flow} />
    </section>
  );
}
