/**
 * A limit order (spec §4: limit-order and fee signatures): buy or sell an amount of this token at a price
 * per token; the total in XRP is exact. The wallet's open orders of this token are listed with cancel.
 */
import type { HoldingsResponse } from '@horizon/core';
import { useState } from 'react';
import { FlowDialog } from '../trade/TradeFlowDialog.js';
import { amountInput, isPositiveAmount, orderTotalText, spendError } from '../trade/amount-rules.js';
import { useTradeFlow } from '../trade/useTradeFlow.js';
import { OpenOrders } from '../wallet-dashboard/OpenOrders.js';

export interface LimitTabProps {
  readonly ticker: string;
  readonly tokenId: string;
  readonly priceXrp?: string | undefined;
  readonly address: string;
  readonly holdings: HoldingsResponse | null;
}

export function LimitTab({ ticker, tokenId, priceXrp, address, holdings }: LimitTabProps) {
  const [sell, setSell] = useState(false);
  const [tokenAmount, setTokenAmount] = useState('');
  const [price, setPrice] = useState(priceXrp ?? '');
  const [placed, setPlaced] = useState(0);
  const flow = useTradeFlow('limit-panel');
  const total = orderTotalText(tokenAmount, price, sell);
  const error = sell
    ? spendError(holdings, tokenId, tokenAmount)
    : total && spendError(holdings, null, total);
  const ready = isPositiveAmount(tokenAmount) && isPositiveAmount(price) && !error;
  const submit = () => {
    const intent = { kind: 'limitOrder' as const, tokenId, sell, tokenAmount, pricePerToken: price };
    void flow.run(intent, address).then((r) => {
      if (!r) return;
      setTokenAmount('');
      setPlaced((n) => n + 1);
    });
  };
  return (
    <>
      <div className="segmented segmented-full" role="group" aria-label="Order side">
        <button
          type="button"
          aria-pressed={!sell}
          className={sell ? '' : 'active buy'}
          onClick={() => setSell(false)}
        >
          Buy order
        </button>
        <button
          type="button"
          aria-pressed={sell}
          className={sell ? 'active sell' : ''}
          onClick={() => setSell(true)}
        >
          Sell order
        </button>
      </div>
      <label className="field">
        <span>Amount ({ticker})</span>
        <input
          className="input mono"
          inputMode="decimal"
          placeholder="0.00"
          data-testid="limit-amount"
          value={tokenAmount}
          onChange={(e) => setTokenAmount(amountInput(e.target.value))}
        />
      </label>
      <label className="field">
        <span>Price per token (XRP)</span>
        <input
          className="input mono"
          inputMode="decimal"
          placeholder="0.00"
          data-testid="limit-price"
          value={price}
          onChange={(e) => setPrice(amountInput(e.target.value))}
        />
      </label>
      <dl className="kv kv-inline">
        <div>
          <dt>Total</dt>
          <dd className="mono" data-testid="limit-total">
            {total ?? '—'} XRP
          </dd>
        </div>
        <div>
          <dt>Fee</dt>
          <dd className="mono">1% of the total</dd>
        </div>
      </dl>
      {error && (
        <p role="alert" className="error-text small">
          {error}
        </p>
      )}
      <button
        type="button"
        className={`btn btn-block ${sell ? 'btn-sell' : 'btn-buy'}`}
        disabled={!ready || flow.view.state === 'busy'}
        onClick={submit}
      >
        Place {sell ? 'sell' : 'buy'} order
      </button>
      <FlowDialog flow={flow} />
      <OpenOrders address={address} tokenId={tokenId} refreshKey={placed} compact />
    </>
  );
}
