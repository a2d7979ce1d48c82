/** Send XRP or a held token: destination, optional destination tag and memo, through the generic trade flow. */
import {
  type HoldingsResponse,
  SEND_ERRORS,
  SEND_TO_SELF_MESSAGE,
  WALLET_ERRORS,
  XRP_DECIMALS,
  canonicalAmount,
  destinationTagProblem,
  formatNumber,
  isValidWalletAddress,
} from '@horizon/core';
import { useId, useState } from 'react';
import type { TradeIntent } from '../../trade-flow/index.js';
import { FlowDialog } from '../../trade-ui/TradeFlowDialog.js';
import { exceeds, heldBalance, isSendableAmount } from '../../trade-ui/amount-rules.js';
import { tokenShareOf, xrpShareOf } from '../../trade-ui/balance-shares.js';
import { AmountField, FormProblem } from '../../trade-ui/FormParts.js';
import { useTradeFlow } from '../../trade-ui/useTradeFlow.js';
import { xrpText } from '../../ui/Xrp.js';

const XRP = 'XRP';

export interface SendFormProps {
  readonly address: string;
  readonly holdings: HoldingsResponse | null;
  readonly onSent: () => void;
}

function sendError(holdings: HoldingsResponse | null, asset: string, amount: string): string | null {
  if (!holdings || !isSendableAmount(amount, asset === XRP ? 'xrp' : 'token')) return null;
  const balance = asset === XRP ? holdings.xrp_balance_available : (heldBalance(holdings, asset) ?? '0');
  if (!exceeds(amount, balance)) return null;
  return asset === XRP ? SEND_ERRORS.insufficientXrp : SEND_ERRORS.insufficientTokens;
}

export function SendForm({ address, holdings, onSent }: SendFormProps) {
  const [asset, setAsset] = useState(XRP);
  const [destination, setDestination] = useState('');
  const [amount, setAmount] = useState('');
  const [tag, setTag] = useState('');
  const [memo, setMemo] = useState('');
  const flow = useTradeFlow('send');
  const tagId = useId();
  const tagProblem = destinationTagProblem(tag);
  const tagNumber = tag.trim() === '' || tagProblem !== null ? undefined : Number(tag.trim());
  const validDestination = isValidWalletAddress(destination) && destination !== address;
  const amountUnit = asset === XRP ? 'xrp' : 'token';
  const sent = canonicalAmount(amount) ?? amount;
  const error = sendError(holdings, asset, sent);
  const unit =
    asset === XRP
      ? XRP
      : (holdings?.token_holdings.find((h) => h.token_id === asset)?.currency_decoded ?? '');
  const ready =
    validDestination && tagProblem === null && isSendableAmount(amount, amountUnit) && error === null;
  const submit = () => {
    const extra = {
      destination,
      ...(tagNumber === undefined ? {} : { destinationTag: tagNumber }),
      ...(memo === '' ? {} : { memo }),
    };
    const intent: TradeIntent =
      asset === XRP
        ? { kind: 'sendXrp', xrpAmount: sent, ...extra }
        : { kind: 'sendToken', tokenId: asset, tokenAmount: sent, ...extra };
    void flow.run(intent, address).then((r) => {
      if (!r) return;
      setAmount('');
      setMemo('');
      onSent();
    });
  };
  return (
    <section className="card">
      <h3>Send</h3>
      <div className="form-stack">
        <label className="field">
          <span>Asset</span>
          <select
            className="input"
            data-testid="send-asset"
            value={asset}
            onChange={(e) => setAsset(e.target.value)}
          >
            <option value={XRP}>
              XRP · {holdings ? xrpText(holdings.xrp_balance_available, XRP_DECIMALS, false) : '…'} available
            </option>
            {(holdings?.token_holdings ?? []).map((h) => (
              <option key={h.token_id} value={h.token_id}>
                {h.currency_decoded} · {formatNumber(h.balance)}
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          <span>Destination</span>
          <input
            className="input mono"
            data-testid="send-destination"
            value={destination}
            onChange={(e) => setDestination(e.target.value.trim())}
          />
        </label>
        {destination !== '' && !validDestination && (
          <p className="error-text small">
            {destination === address ? SEND_TO_SELF_MESSAGE : WALLET_ERRORS.invalidAddress}
          </p>
        )}
        <div className="form-row">
          <AmountField
            label={`Amount (${unit})`}
            testId="send-amount"
            unit={amountUnit}
            value={amount}
            onChange={setAmount}
            shareOf={asset === XRP ? xrpShareOf(holdings) : tokenShareOf(holdings, asset)}
          />
          <label className="field">
            <span id={`${tagId}-label`}>Destination tag (optional)</span>
            <input
              className="input mono"
              inputMode="numeric"
              data-testid="send-tag"
              aria-labelledby={`${tagId}-label`}
              aria-invalid={tagProblem !== null}
              aria-describedby={tagProblem === null ? undefined : `${tagId}-problem`}
              value={tag}
              // Kept as typed: a sign or a point is refused in words below, not silently dropped.
              onChange={(e) => setTag(e.target.value.trim())}
            />
            {tagProblem !== null && (
              <span id={`${tagId}-problem`} role="alert" className="error-text small">
                {tagProblem}
              </span>
            )}
          </label>
        </div>
        <label className="field">
          <span>Memo (optional)</span>
          <input className="input" maxLength={256} value={memo} onChange={(e) => setMemo(e.target.value)} />
        </label>
        <FormProblem text={error} />
        <button
          type="button"
          className="btn btn-primary"
          disabled={!ready || flow.view.state === 'busy'}
          onClick={submit}
        >
          Send
        </button>
      </div>
      <FlowDialog flow={flow} />
    </section>
  );
}
