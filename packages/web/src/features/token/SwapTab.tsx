/**
 * Token-to-token swap (spec §4: swap, fee and burn-back signatures): this token for another the wallet
 * names, or another for this one. The quote's XRP value bounds the fees the browser accepts.
 */
import { type HoldingsResponse, canonicalAmount } from '@horizon/core';
import { useState } from 'react';
import { tokenLabel } from '../../format/display.js';
import { FlowDialog } from '../../trade-ui/TradeFlowDialog.js';
import { heldBalance, isSendableAmount, spendError } from '../../trade-ui/amount-rules.js';
import { tokenShareOf } from '../../trade-ui/balance-shares.js';
import { AmountField, FormProblem } from '../../trade-ui/FormParts.js';
import { useTradeFlow } from '../../trade-ui/useTradeFlow.js';
import type { PickerOption } from './token-picker.js';
import { TokenPicker } from './TokenPicker.js';
import { useSwapQuote } from './useSwapQuote.js';
import { TokenAmount } from '../../ui/TokenAmount.js';
import { Xrp } from '../../ui/Xrp.js';

export interface SwapTabProps {
  readonly ticker: string;
  readonly tokenId: string;
  readonly address: string;
  readonly holdings: HoldingsResponse | null;
}

export function SwapTab({ ticker, tokenId, address, holdings }: SwapTabProps) {
  const [direction, setDirection] = useState<'from-this' | 'to-this'>('from-this');
  const [other, setOther] = useState<PickerOption | null>(null);
  const [amount, setAmount] = useState('');
  const flow = useTradeFlow('swap-panel');
  const otherId = other?.tokenId ?? null;
  const from = direction === 'from-this' ? tokenId : otherId;
  const to = direction === 'from-this' ? otherId : tokenId;
  const sendable = isSendableAmount(amount, 'token');
  const sent = canonicalAmount(amount) ?? amount;
  const quote = useSwapQuote(from, to, sendable ? sent : '', address);
  const error = from && sendable ? spendError(holdings, from, sent) : null;
  const labelOf = (id: string | null) =>
    id === null ? 'token' : id === otherId && other ? other.ticker : tokenLabel(id);
  const fromLabel = labelOf(from);
  const toLabel = labelOf(to);
  const ready = from !== null && to !== null && sendable && quote !== null && error === null;
  const submit = () => {
    if (!from || !to || !quote) return;
    const intent = {
      kind: 'swap' as const,
      fromTokenId: from,
      toTokenId: to,
      fromAmount: sent,
      valueXrp: quote.valueXrp,
    };
    void flow.run(intent, address, { expectedReceived: quote.toAmount }).then((r) => r && setAmount(''));
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
      <TokenPicker
        pageTokenId={tokenId}
        held={holdings?.token_holdings ?? []}
        chosen={other}
        onChoose={setOther}
      />
      <AmountField
        label={`Amount to swap (${fromLabel})`}
        testId="swap-amount"
        unit="token"
        value={amount}
        onChange={setAmount}
        shareOf={from ? tokenShareOf(holdings, from) : undefined}
      />
      <dl className="kv kv-inline">
        <div>
          <dt>Balance</dt>
          <dd className="mono">
            {from ? (
              <TokenAmount value={heldBalance(holdings, from) ?? '0'} unit={fromLabel} />
            ) : (
              `— ${fromLabel}`
            )}
          </dd>
        </div>
        {quote && (
          <>
            <div>
              <dt>You receive ≈</dt>
              <dd className="mono" data-testid="swap-quote">
                <TokenAmount value={quote.toAmount} unit={toLabel} />
              </dd>
            </div>
            <div>
              <dt>Value</dt>
              <dd className="mono">
                <Xrp value={quote.valueXrp} />
              </dd>
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
