/**
 * A limit order (spec §4: limit-order and fee signatures): buy or sell an amount of this token at a price
 * per token; the total in XRP is exact. The wallet's open orders of this token are listed with cancel.
 */
import { type HoldingsResponse, canonicalAmount } from '@horizon/core';
import { useState } from 'react';
import { FlowDialog } from '../../trade-ui/TradeFlowDialog.js';
import { isSendableAmount, orderTotalText, spendError } from '../../trade-ui/amount-rules.js';
import { limitBuyShareOf, tokenShareOf } from '../../trade-ui/balance-shares.js';
import { AmountField, FormProblem } from '../../trade-ui/FormParts.js';
import { useTradeFlow } from '../../trade-ui/useTradeFlow.js';
import { OpenOrders } from '../../trade-ui/OpenOrders.js';
import { limitPricePrefill } from './limit-price.js';

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
  const [price, setPrice] = useState(() => limitPricePrefill(priceXrp));
  const [placed, setPlaced] = useState(0);
  const flow = useTradeFlow('limit-panel');
  const sendable = isSendableAmount(tokenAmount, 'token') && isSendableAmount(price, 'price');
  const amountSent = canonicalAmount(tokenAmount) ?? tokenAmount;
  const priceSent = canonicalAmount(price) ?? price;
  const total = sendable ? orderTotalText(amountSent, priceSent, sell) : null;
  const error = !sendable
    ? null
    : sell
      ? spendError(holdings, tokenId, amountSent)
      : total && spendError(holdings, null, total);
  const ready = sendable && !error;
  const submit = () => {
    const intent = {
      kind: 'limitOrder' as const,
      tokenId,
      sell,
      tokenAmount: amountSent,
      pricePerToken: priceSent,
    };
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
      <AmountField
        label={`Amount (${ticker})`}
        testId="limit-amount"
        unit="token"
        value={tokenAmount}
        onChange={setTokenAmount}
        shareOf={sell ? tokenShareOf(holdings, tokenId) : limitBuyShareOf(holdings, tokenId, price)}
      />
      <AmountField
        label="Price per token (XRP)"
        testId="limit-price"
        unit="price"
        value={price}
        onChange={setPrice}
      />
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
      <FormProblem text={error} />
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
