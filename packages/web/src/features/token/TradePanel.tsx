/**
 * The trade panel: buy/sell, amount, slippage (default 1%), the wallet's balance and the server's quote;
 * the action runs the generic trade flow (preview, sign in the vault, submit).
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
import { TradeFlowDialog } from '../trade/TradeFlowDialog.js';
import { useTradeFlow } from '../trade/useTradeFlow.js';
import { isPositiveAmount, useHoldings, useTradeQuote } from '../trade/useTradeQuote.js';
import { useWallets } from '../../wallets/index.js';

type Side = 'buy' | 'sell';

export interface TradePanelProps {
  readonly ticker: string;
  readonly tokenId: string;
  readonly priceXrp?: string | undefined;
}

export function TradePanel({ ticker, tokenId, priceXrp }: TradePanelProps) {
  const [side, setSide] = useState<Side>('buy');
  const [amount, setAmount] = useState('');
  const unit = side === 'buy' ? 'XRP' : ticker;
  const { activeAddress } = useWallets();
  const holdings = useHoldings(activeAddress);
  const quote = useTradeQuote(side, tokenId, amount, activeAddress);
  const flow = useTradeFlow(`${side}-panel`);
  const held = holdings?.token_holdings.find((h) => h.token_id === tokenId)?.balance ?? '0';
  const balance = side === 'buy' ? `${holdings?.xrp_balance_available ?? '0'} XRP` : `${held} ${ticker}`;
  const busy = flow.view.state === 'busy';
  const submit = () => {
    if (!activeAddress || !isPositiveAmount(amount)) return;
    const intent =
      side === 'buy'
        ? { kind: 'buy' as const, tokenId, xrpAmount: amount, slippagePercent: DEFAULT_SLIPPAGE_PERCENT }
        : { kind: 'sell' as const, tokenId, tokenAmount: amount, slippagePercent: DEFAULT_SLIPPAGE_PERCENT };
    void flow
      .run(intent, activeAddress, priceXrp === undefined ? {} : { spotPriceXrp: priceXrp })
      .then((r) => {
        if (r) setAmount('');
      });
  };
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
        {activeAddress && (
          <div>
            <dt>Balance</dt>
            <dd className="mono" data-testid="trade-balance">
              {balance}
            </dd>
          </div>
        )}
        {quote !== null && (
          <div>
            <dt>You receive ≈</dt>
            <dd className="mono" data-testid="trade-quote">
              {quote} {side === 'buy' ? ticker : 'XRP'}
            </dd>
          </div>
        )}
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
      {activeAddress ? (
        <button
          type="button"
          className={`btn btn-block ${side === 'buy' ? 'btn-buy' : 'btn-sell'}`}
          disabled={busy || !isPositiveAmount(amount)}
          onClick={submit}
        >
          {side === 'buy' ? `Buy ${ticker}` : `Sell ${ticker}`}
        </button>
      ) : (
        <Link to={ROUTES.wallet} className={`btn btn-block ${side === 'buy' ? 'btn-buy' : 'btn-sell'}`}>
          {WALLET_CONTROL_STRINGS.connectWallet}
        </Link>
      )}
      <TradeFlowDialog
        view={flow.view}
        onConfirm={flow.confirm}
        onCancel={flow.cancel}
        onClose={flow.reset}
      />
      <p className="muted small">Transactions are signed in your browser; keys never leave it.</p>
    </section>
  );
}
