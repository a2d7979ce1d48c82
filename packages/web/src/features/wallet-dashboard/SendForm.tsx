/** Send XRP from the dashboard through the generic trade flow. */
import { useState } from 'react';
import { TradeFlowDialog } from '../trade/TradeFlowDialog.js';
import { useTradeFlow } from '../trade/useTradeFlow.js';
import { isPositiveAmount } from '../trade/useTradeQuote.js';

export function SendForm({ address }: { address: string }) {
  const [destination, setDestination] = useState('');
  const [amount, setAmount] = useState('');
  const flow = useTradeFlow('send');
  const ready = destination.trim() !== '' && isPositiveAmount(amount);
  return (
    <section className="card">
      <h3>Send XRP</h3>
      <label className="field">
        <span>Destination</span>
        <input
          className="input mono"
          value={destination}
          onChange={(e) => setDestination(e.target.value.trim())}
        />
      </label>
      <label className="field">
        <span>Amount (XRP)</span>
        <input
          className="input mono"
          inputMode="decimal"
          value={amount}
          onChange={(e) => setAmount(e.target.value.replace(/[^0-9.]/g, ''))}
        />
      </label>
      <button
        type="button"
        className="btn btn-primary"
        disabled={!ready || flow.view.state === 'busy'}
        onClick={() => void flow.run({ kind: 'sendXrp', destination, xrpAmount: amount }, address)}
      >
        Send
      </button>
      <TradeFlowDialog
        view={flow.view}
        onConfirm={flow.confirm}
        onCancel={flow.cancel}
        onClose={flow.reset}
      />
    </section>
  );
}
