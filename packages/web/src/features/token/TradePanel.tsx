/**
 * The trade panel's layout: buy/sell, amount, slippage (default 1%). Signing arrives with the vault
 * in the next issue; until then the action asks for a wallet.
 */
import {
  DEFAULT_SLIPPAGE_PERCENT,
  ROUTES,
  TRADING_FEE_BPS,
  WALLET_CONTROL_STRINGS,
  formatBasisPoints,
} from '@horizon/core';
import { useState } from 'react';
import { Link } from 'react-router';

type Side = 'buy' | 'sell';

export function TradePanel({ ticker }: { ticker: string }) {
  const [side, setSide] = useState<Side>('buy');
  const [amount, setAmount] = useState('');
  const unit = side === 'buy' ? 'XRP' : ticker;
  return (
    <section className="card trade-panel">
      <div className="segmented segmented-full" role="tablist" aria-label="Side">
        {(['buy', 'sell'] as const).map((s) => (
          <button
            key={s}
            type="button"
            role="tab"
            aria-selected={side === s}
            className={side === s ? `active ${s}` : ''}
            onClick={() => setSide(s)}
          >
            {s === 'buy' ? 'Buy' : 'Sell'}
          </button>
        ))}
      </div>
      <label className="field">
        <span>Amount ({unit})</span>
        <input
          className="input mono"
          inputMode="decimal"
          placeholder="0.00"
          value={amount}
          onChange={(e) => setAmount(e.target.value.replace(/[^0-9.]/g, ''))}
        />
      </label>
      <div className="kv kv-inline">
        <div>
          <dt>Slippage</dt>
          <dd className="mono">{DEFAULT_SLIPPAGE_PERCENT}%</dd>
        </div>
        <div>
          <dt>Fee</dt>
          <dd className="mono">
            {formatBasisPoints(TRADING_FEE_BPS)} · <Link to={ROUTES.fees}>details</Link>
          </dd>
        </div>
      </div>
      <Link to={ROUTES.wallet} className={`btn btn-block ${side === 'buy' ? 'btn-buy' : 'btn-sell'}`}>
        {WALLET_CONTROL_STRINGS.connectWallet}
      </Link>
      <p className="muted small">Transactions are signed in your browser; keys never leave it.</p>
    </section>
  );
}
