/** The token's XRP AMM pool: reserves, trading fee and LP providers. */
import { type LpTokenInfo, TRADING_FEE_SCALE, type TokenDetail, formatRateAsPercent } from '@horizon/core';
import type { Loadable } from '../../api/useApi.js';
import { formatAmount, formatCount, UNKNOWN } from '../../format/display.js';
import { EmptyState } from '../../ui/States.js';

/** Ledger fee units to a percentage: 1000 → '1.00%' (rate = units / 100000). */
export function tradingFeeText(units: number | null): string {
  if (units === null) return UNKNOWN;
  return formatRateAsPercent(`${units}e-${String(TRADING_FEE_SCALE).length - 1}`);
}

export function PoolCard({ token, lp }: { token: TokenDetail; lp: Loadable<LpTokenInfo> }) {
  if (token.amm_xrp_amount === null || token.amm_token_amount === null) {
    return (
      <section className="card">
        <h2>AMM pool</h2>
        <EmptyState title="No pool yet">This token has no XRP pool on the ledger.</EmptyState>
      </section>
    );
  }
  const rows: readonly [string, string][] = [
    ['XRP reserve', `${formatAmount(token.amm_xrp_amount)} XRP`],
    [`${token.ticker} reserve`, formatAmount(token.amm_token_amount)],
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
    </section>
  );
}
