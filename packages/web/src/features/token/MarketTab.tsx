/** Buy with XRP or sell for XRP at the market: amount, balance, the server's quote, slippage and fee. */
import {
  DEFAULT_SLIPPAGE_PERCENT,
  ROUTES,
  TRADING_FEE_BPS,
  type HoldingsResponse,
  formatBasisPoints,
  validateSlippagePercent,
} from '@horizon/core';
import { useId, useState } from 'react';
import { FlowDialog } from '../trade/TradeFlowDialog.js';
import { amountInput, heldBalance, isPositiveAmount, spendError } from '../trade/amount-rules.js';
import { AmountField, FormProblem } from '../trade/FormParts.js';
import { useTradeFlow } from '../trade/useTradeFlow.js';
import { useTradeQuote } from '../trade/useTradeQuote.js';
import { AppLink } from '../../ui/AppLink.js';

export interface MarketTabProps {
  readonly side: 'buy' | 'sell';
  readonly ticker: string;
  readonly tokenId: string;
  readonly priceXrp?: string | undefined;
  readonly address: string;
  readonly holdings: HoldingsResponse | null;
}

export function MarketTab({ side, ticker, tokenId, priceXrp, address, holdings }: MarketTabProps) {
  const [amount, setAmount] = useState('');
  const [slippage, setSlippage] = useState(String(DEFAULT_SLIPPAGE_PERCENT));
  const slippageId = useId();
  const quote = useTradeQuote(side, tokenId, amount, address);
  const flow = useTradeFlow(`${side}-panel`);
  const balance =
    side === 'buy'
      ? `${holdings?.xrp_balance_available ?? '0'} XRP`
      : `${heldBalance(holdings, tokenId) ?? '0'} ${ticker}`;
  const slippageCheck = validateSlippagePercent(slippage);
  const slippagePercent = slippageCheck.ok ? Number(slippageCheck.value) : DEFAULT_SLIPPAGE_PERCENT;
  const error =
    (slippageCheck.ok ? null : slippageCheck.error) ??
    spendError(holdings, side === 'buy' ? null : tokenId, amount);
  const submit = () => {
    const intent =
      side === 'buy'
        ? { kind: 'buy' as const, tokenId, xrpAmount: amount, slippagePercent }
        : { kind: 'sell' as const, tokenId, tokenAmount: amount, slippagePercent };
    void flow.run(intent, address, priceXrp === undefined ? {} : { spotPriceXrp: priceXrp }).then((r) => {
      if (r) setAmount('');
    });
  };
  return (
    <>
      <AmountField
        label={`Amount (${side === 'buy' ? 'XRP' : ticker})`}
        testId="trade-amount"
        value={amount}
        onChange={setAmount}
      />
      <dl className="kv kv-inline">
        <div>
          <dt>Balance</dt>
          <dd className="mono" data-testid="trade-balance">
            {balance}
          </dd>
        </div>
        {quote !== null && (
          <div>
            <dt>You receive ≈</dt>
            <dd className="mono" data-testid="trade-quote">
              {quote} {side === 'buy' ? ticker : 'XRP'}
            </dd>
          </div>
        )}
        <div>
          <dt>
            <label htmlFor={slippageId}>Slippage (%)</label>
          </dt>
          <dd>
            <input
              id={slippageId}
              className="input mono slippage-input"
              inputMode="decimal"
              value={slippage}
              onChange={(e) => setSlippage(amountInput(e.target.value))}
            />
          </dd>
        </div>
        <div>
          <dt>Fee</dt>
          <dd className="mono">
            {formatBasisPoints(TRADING_FEE_BPS)} · <AppLink to={ROUTES.fees}>details</AppLink>
          </dd>
        </div>
      </dl>
      <FormProblem text={error} />
      <button
        type="button"
        className={`btn btn-block ${side === 'buy' ? 'btn-buy' : 'btn-sell'}`}
        disabled={flow.view.state === 'busy' || !isPositiveAmount(amount) || error !== null}
        onClick={submit}
      >
        {side === 'buy' ? `Buy ${ticker}` : `Sell ${ticker}`}
      </button>
      <FlowDialog flow={flow} />
    </>
  );
}
