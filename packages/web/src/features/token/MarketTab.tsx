/** Buy with XRP or sell for XRP at the market: amount, balance, the server's quote, slippage and fee. */
import {
  DEFAULT_SLIPPAGE_PERCENT,
  TRADING_FEE_BPS,
  type HoldingsResponse,
  formatBasisPoints,
  canonicalAmount,
  validateSlippagePercent,
} from '@horizon/core';
import { useId, useState } from 'react';
import { XRP_DECIMALS } from '../../format/display.js';
import { FlowDialog } from '../../trade-ui/TradeFlowDialog.js';
import { amountInput, heldBalance, isSendableAmount, spendError } from '../../trade-ui/amount-rules.js';
import { tokenShareOf, xrpShareOf } from '../../trade-ui/balance-shares.js';
import { AmountField, FormProblem } from '../../trade-ui/FormParts.js';
import { oneClickCapOf } from '../../trade-ui/quick-buy-settings.js';
import { QuickBuyButtons } from '../../trade-ui/QuickBuyButtons.js';
import { QuickBuySettingsForm } from '../../trade-ui/QuickBuySettingsForm.js';
import { useQuickBuy } from '../../trade-ui/useQuickBuy.js';
import { useTradeQuote } from '../../trade-ui/useTradeQuote.js';
import type { PoolFacts } from '../../trade-flow/index.js';
import { FeeDetails } from '../../trade-ui/FeeDetails.js';
import { TokenAmount } from '../../ui/TokenAmount.js';
import { Xrp } from '../../ui/Xrp.js';

export interface MarketTabProps {
  readonly side: 'buy' | 'sell';
  readonly ticker: string;
  readonly tokenId: string;
  /** The token's XRP pool: the review tells the price impact against it. */
  readonly pool?: PoolFacts | undefined;
  readonly address: string;
  readonly holdings: HoldingsResponse | null;
}

export function MarketTab({ side, ticker, tokenId, pool, address, holdings }: MarketTabProps) {
  const [amount, setAmount] = useState('');
  const [slippage, setSlippage] = useState(String(DEFAULT_SLIPPAGE_PERCENT));
  const slippageId = useId();
  const unit = side === 'buy' ? 'xrp' : 'token';
  const sendable = isSendableAmount(amount, unit);
  const quote = useTradeQuote(side, tokenId, amount, address);
  const { flow, buy, settings } = useQuickBuy(`${side}-panel`);
  const balance =
    side === 'buy' ? (
      <Xrp value={holdings?.xrp_balance_available ?? '0'} decimals={XRP_DECIMALS} />
    ) : (
      <TokenAmount value={heldBalance(holdings, tokenId) ?? '0'} unit={ticker} />
    );
  const slippageCheck = validateSlippagePercent(slippage);
  const slippagePercent = slippageCheck.ok ? Number(slippageCheck.value) : DEFAULT_SLIPPAGE_PERCENT;
  const error =
    (slippageCheck.ok ? null : slippageCheck.error) ??
    (sendable ? spendError(holdings, side === 'buy' ? null : tokenId, amount) : null);
  const submit = () => {
    const sent = canonicalAmount(amount) ?? amount;
    const intent =
      side === 'buy'
        ? { kind: 'buy' as const, tokenId, xrpAmount: sent, slippagePercent }
        : { kind: 'sell' as const, tokenId, tokenAmount: sent, slippagePercent };
    void flow.run(intent, address, { expectedReceived: quote ?? undefined, pool }).then((r) => {
      if (r) setAmount('');
    });
  };
  // A preset fills the field and goes straight to the review (or, under the one-click cap, to signing).
  const quickBuy = (xrp: string) => {
    setAmount(xrp);
    void buy({ tokenId, xrp, address, slippagePercent, market: { pool } }).then((r) => {
      if (r) setAmount('');
    });
  };
  return (
    <>
      <AmountField
        label={`Amount (${side === 'buy' ? 'XRP' : ticker})`}
        testId="trade-amount"
        unit={unit}
        value={amount}
        onChange={setAmount}
        shareOf={
          side === 'buy'
            ? xrpShareOf(holdings, {
                tradingFee: true,
                newObjects: heldBalance(holdings, tokenId) === undefined ? 1 : 0,
              })
            : tokenShareOf(holdings, tokenId)
        }
      />
      {side === 'buy' && (
        <QuickBuyButtons
          ticker={ticker}
          presets={settings.presets}
          oneClickCap={oneClickCapOf(settings, address)}
          disabled={flow.view.state === 'busy'}
          onBuy={quickBuy}
        />
      )}
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
              {side === 'buy' ? <TokenAmount value={quote} unit={ticker} /> : <Xrp value={quote} />}
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
            {formatBasisPoints(TRADING_FEE_BPS)} · <FeeDetails />
          </dd>
        </div>
      </dl>
      <FormProblem text={error} />
      <button
        type="button"
        className={`btn btn-block ${side === 'buy' ? 'btn-buy' : 'btn-sell'}`}
        disabled={flow.view.state === 'busy' || !sendable || error !== null}
        onClick={submit}
      >
        {side === 'buy' ? `Buy ${ticker}` : `Sell ${ticker}`}
      </button>
      {side === 'buy' && <QuickBuySettingsForm key={address} address={address} />}
      <FlowDialog flow={flow} />
    </>
  );
}
