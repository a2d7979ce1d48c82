/**
 * LP positions: the wallet's share of each pool with deposit, withdraw and fee vote; any held token's pool
 * can be joined. The pool form closes when its flow starts, so one dialog shows at a time.
 */
import type { HoldingsResponse } from '@horizon/core';
import { useState } from 'react';
import type { TradeIntent } from '../../trade-flow/index.js';
import { FlowDialog } from '../../trade-ui/TradeFlowDialog.js';
import { useTradeFlow } from '../../trade-ui/useTradeFlow.js';
import { type PoolTab, PoolDialog } from '../../trade-ui/PoolDialog.js';
import { type LpPosition, hasShare, useLpPositions } from '../../trade-ui/useLpPositions.js';
import { Percent } from '../../ui/Percent.js';
import { TokenAmount } from '../../ui/TokenAmount.js';
import { Xrp } from '../../ui/Xrp.js';

export interface LpPositionsCardProps {
  readonly address: string;
  readonly holdings: HoldingsResponse | null;
  readonly refreshKey: number;
  readonly onChanged: () => void;
}

export function LpPositionsCard({ address, holdings, refreshKey, onChanged }: LpPositionsCardProps) {
  const positions = useLpPositions(address, holdings, refreshKey);
  const [open, setOpen] = useState<{ position: LpPosition; tab: PoolTab } | null>(null);
  const flow = useTradeFlow('amm');
  const all = positions.state === 'ready' ? positions.data : [];
  const shares = all.filter(hasShare);
  const joinable = all.filter((p) => p.info !== null && !hasShare(p));
  const run = (intent: TradeIntent) => {
    setOpen(null);
    void flow.run(intent, address).then((r) => r && onChanged());
  };
  return (
    <section className="card wide">
      <h3>Liquidity positions</h3>
      {shares.length === 0 ? (
        <p className="muted small">
          {positions.state === 'loading' ? 'Loading…' : 'No liquidity provided yet.'}
        </p>
      ) : (
        <div className="table-wrap">
          <table className="table" data-testid="lp-positions">
            <thead>
              <tr>
                <th>Pool</th>
                <th>LP tokens</th>
                <th>Share</th>
                <th>Your XRP</th>
                <th>Your tokens</th>
                <th>Pool fee</th>
                <th />
              </tr>
            </thead>
            <tbody>
              {shares.map((p) => (
                <tr key={p.tokenId}>
                  <td>{p.ticker}/XRP</td>
                  <td className="mono">
                    <TokenAmount value={p.info?.user_lp_balance} />
                  </td>
                  <td className="mono">
                    <Percent value={p.info?.user_share_percent} />
                  </td>
                  <td className="mono">
                    <Xrp value={p.info?.user_xrp_amount} unit={false} />
                  </td>
                  <td className="mono">
                    <TokenAmount value={p.info?.user_token_amount} />
                  </td>
                  <td className="mono">
                    <Percent value={p.info?.amm_fee_percent} />
                  </td>
                  <td>
                    <span className="card-actions row-actions">
                      {(['deposit', 'withdraw', 'vote'] as const).map((tab) => (
                        <button
                          key={tab}
                          type="button"
                          className="btn btn-sm"
                          onClick={() => setOpen({ position: p, tab })}
                        >
                          {tab === 'deposit' ? 'Deposit' : tab === 'withdraw' ? 'Withdraw' : 'Vote'}
                        </button>
                      ))}
                    </span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {joinable.length > 0 && (
        <div className="card-actions">
          <span className="muted small">Provide liquidity:</span>
          {joinable.map((p) => (
            <button
              key={p.tokenId}
              type="button"
              className="btn btn-sm btn-secondary"
              onClick={() => setOpen({ position: p, tab: 'deposit' })}
            >
              {p.ticker}/XRP
            </button>
          ))}
        </div>
      )}
      {open && (
        <PoolDialog
          address={address}
          position={open.position}
          initialTab={open.tab}
          holdings={holdings}
          onRun={run}
          onClose={() => setOpen(null)}
        />
      )}
      <FlowDialog flow={flow} />
    </section>
  );
}
