/** Enable the sniper and set the XRP per snipe; the first enabling pays the 1 XRP activation. */
import { SNIPER_UI as S } from '@horizon/core';
import { type FormEvent, useState } from 'react';
import { errorMessage } from '../../api/client.js';
import { isPositiveAmount } from '../../trade-ui/amount-rules.js';
import { AmountField, FormProblem } from '../../trade-ui/FormParts.js';
import { preSnipeCall } from './pre-snipe-calls.js';

export interface SniperSettingsFormProps {
  readonly address: string;
  readonly enabled: boolean;
  readonly xrpAmount: string;
  readonly onSaved: () => void;
}

export function SniperSettingsForm({ address, enabled, xrpAmount, onSaved }: SniperSettingsFormProps) {
  const [on, setOn] = useState(enabled);
  const [amount, setAmount] = useState(xrpAmount === '0' ? '' : xrpAmount);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setProblem(null);
    setSaved(false);
    try {
      await preSnipeCall(address, 'POST /api/trustless/update_pre_snipe', {
        xrp_amount: amount,
        enabled: on,
      });
      setSaved(true);
      onSaved();
    } catch (error) {
      setProblem(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className="card sniper-card" onSubmit={(e) => void submit(e)} data-testid="sniper-settings">
      <h2>{S.settingsTitle}</h2>
      <AmountField label={S.amountLabel} value={amount} onChange={setAmount} testId="sniper-amount" />
      <label className="field">
        <span>
          <input
            type="checkbox"
            checked={on}
            onChange={(e) => setOn(e.target.checked)}
            data-testid="sniper-enabled"
          />{' '}
          {S.enabledLabel}
        </span>
      </label>
      <p className="muted small">{S.activationNote}</p>
      <button type="submit" className="btn btn-primary" disabled={busy || !isPositiveAmount(amount)}>
        {S.save}
      </button>
      {saved && <p className="small">{S.saved}</p>}
      <FormProblem text={problem} />
    </form>
  );
}
