/**
 * Token-to-token swap (spec §4: swap, fee and burn-back signatures): this token for another the wallet
 * names, or another for this one. The quote's XRP value bounds the fees the browser accepts.
 */
import { type HoldingsResponse, isTokenId } from '@horizon/core';
import { useState } from 'react';
import { tokenLabel } from '../../format/display.js';
import { FlowDialog } from '../trade/TradeFlowDialog.js';
import { heldBalance, isPositiveAmount, spendError } from '../trade/amount-rules.js';
import { AmountField, FormProblem } from '../trade/FormParts.js';
import { useTradeFlow } from '../trade/useTradeFlow.js';
import { useSwapQuote } from './useSwapQuote.js';

export interface SwapTabProps {
  readonly ticker: string;
  readonly tokenId: string;
  readonly address: string;
  readonly holdings: HoldingsResponse | null;
}

export function SwapTab({ ticker, tokenId, address, holdings }: SwapTabProps) {
  const [direction, setDirection] = useState<'from-this' | 'to-this'>('from-this');
  const [other, setOther] = useState('');
  const [amount, setAmount] = useState('');
  const flow = useTradeFlow('swap-panel');
  const otherId = isTokenId(other.trim()) && other.trim() !== tokenId ? other.trim() : null;
  const from = direction === 'from-this' ? tokenId : otherId;
  const to = direction === 'from-this' ? otherId : tokenId;
  const quote = useSwapQuote(from, to, amount, address);
  const choices = (holdings?.token_holdings ?? []).filter((h) => h.token_id !== tokenId);
  const error = from ? spendError(holdings, from, amount) : null;
  const fromLabel = from ? tokenLabel(from) : 'token';
  const toLabel = to ? tokenLabel(to) : 'token';
  const ready = from !== null && to !== null && isPositiveAmount(amount) && quote !== null && error === null;
  const submit = () => {
    if (!from || !to || !quote) return;
    const intent = {
      kind: 'swap' as const,
      fromTokenId: from,
      toTokenId: to,
      fromAmount: amount,
      valueXrp: quote.valueXrp,
    };
    void flow.run(intent, address).then((r) => r && setAmount(''));
  };
  return (
    <>
      <div className="segmented segmented-full" role="group" aria-label="Swap direction">
        <button
          type="button"
          aria-pressed={direction === 'from-this'}
          className={direction === 'from-this' ? 'active' : ''}
          onClick={() => setDirection('from-this')}
        >
          {ticker} → other
        </button>
        <button
          type="button"
          aria-pressed={direction === 'to-this'}
          className={direction === 'to-this' ? 'active' : ''}
          onClick={() => setDirection('to-this')}
        >
          other → {ticker}
        </button>
      </div>
      <label className="field">
        <span>Other token</span>
        <select
          className="input"
          value={choices.some((c) => c.token_id === other) ? other : ''}
          onChange={(e) => setOther(e.target.value)}
        >
          <option value="">Choose a token you hold…</option>
          {choices.map((h) => (
            <option key={h.token_id} value={h.token_id}>
              {h.currency_decoded} · {h.balance}
            </option>
          ))}
        </select>
      </label>
      <label className="field">
        <span>or its token id (CURRENCY:ISSUER)</span>
        <input
          className="input mono"
          data-testid="swap-other"
          value={other}
          onChange={(e) => setOther(e.target.value.trim())}
        />
      </label>
      <AmountField
        label={`Amount to swap (${fromLabel})`}
        testId="swap-amount"
        value={amount}
        onChange={setAmount}
      />
      <dl className="kv kv-inline">
        <div>
          <dt>Balance</dt>
          <dd className="mono">
            {from ? (heldBalance(holdings, from) ?? '0') : '—'} {fromLabel}
          </dd>
        </div>
        {quote && (
          <>
            <div>
              <dt>You receive ≈</dt>
              <dd className="mono" data-testid="swap-quote">
                {quote.toAmount} {toLabel}
              </dd>
            </div>
            <div>
              <dt>Value</dt>
              <dd className="mono">{quote.valueXrp} XRP</dd>
            </div>
          </>
        )}
      </dl>
      <FormProblem text={error} />
      <button
        type="button"
        className="btn btn-primary btn-block"
        disabled={!ready || flow.view.state === 'busy'}
        onClick={submit}
      >
        Swap {fromLabel} for {toLabel}
      </button>
      <FlowDialog flow={flow} />
    </>
  );
}
