/** The token's XRP AMM pool: reserves, trading fee and LP providers. */
import { type LpTokenInfo, TRADING_FEE_SCALE, type TokenDetail, formatRateAsPercent } from '@horizon/core';
import type { ReactNode } from 'react';
import type { Loadable } from '../../api/useApi.js';
import { formatCount, UNKNOWN } from '../../format/display.js';
import { EmptyState } from '../../ui/States.js';
import { TokenAmount } from '../../ui/TokenAmount.js';
import { Xrp } from '../../ui/Xrp.js';

/** Ledger fee units to a percentage: 1000 → '1.00%' (rate = units / 100000). */
export function tradingFeeText(units: number | null): string {
  if (units === null) return UNKNOWN;
  return formatRateAsPercent(`${units}e-${String(TRADING_FEE_SCALE).length - 1}`);
}

export interface PoolCardProps {
  readonly token: TokenDetail;
  readonly lp: Loadable<LpTokenInfo>;
  /** Add / remove liquidity for the connected wallet, when the pool exists. */
  readonly actions?: ReactNode;
}

export function PoolCard({ token, lp, actions }: PoolCardProps) {
  if (token.amm_xrp_amount === null || token.amm_token_amount === null) {
    return (
      <section className="card">
        <h2>AMM pool</h2>
        <EmptyState title="No pool yet">This token has no XRP pool on the ledger.</EmptyState>
      </section>
    );
  }
  const rows: readonly [string, ReactNode][] = [
    ['XRP reserve', <Xrp value={token.amm_xrp_amount} />],
    [`${token.ticker} reserve`, <TokenAmount value={token.amm_token_amount} />],
    ['Trading fee', tradingFeeText(token.amm_trading_fee)],
    ['LP providers', lp.state === 'ready' ? formatCount(lp.data.lp_providers) : UNKNOWN],
  ];
  return (
    <section className="card">
      <h2>AMM pool</h2>
      <dl className="kv">
        {rows.map(([k, v]) => (
          <div key={k}>
            <dt>{k}</dt>
            <dd className="mono">{v}</dd>
          </div>
        ))}
      </dl>
      {actions}
    </section>
  );
}
