/**
 * A form of password fields for the app lock. The passphrases stay in the uncontrolled inputs (never in React
 * state), are read once on submit, and the fields are wiped afterwards whatever the outcome.
 */
import { SECURITY_STRINGS as S } from '@horizon/core';
import { useRef, useState } from 'react';
import { FormProblem } from '../../trade-ui/FormParts.js';
import { appLockErrorMessage } from '../../wallet-ui/security-model.js';

export type PassphraseField = 'current' | 'next' | 'again';
export type PassphraseValues = Readonly<Record<PassphraseField, string>>;

const LABELS: Readonly<Record<PassphraseField, string>> = {
  current: S.currentPassphrase,
  next: S.newPassphrase,
  again: S.repeatPassphrase,
};
const AUTOCOMPLETE: Readonly<Record<PassphraseField, string>> = {
  current: 'current-password',
  next: 'new-password',
  again: 'new-password',
};

export interface PassphraseFormProps {
  readonly fields: readonly PassphraseField[];
  readonly submitLabel: string;
  readonly busyLabel: string;
  readonly onSubmit: (values: PassphraseValues) => Promise<void>;
  readonly onCancel?: () => void;
  readonly testId: string;
}

export function PassphraseForm({
  fields,
  submitLabel,
  busyLabel,
  onSubmit,
  onCancel,
  testId,
}: PassphraseFormProps) {
  const inputs = useRef<Partial<Record<PassphraseField, HTMLInputElement | null>>>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    const read = (f: PassphraseField) => inputs.current[f]?.value ?? '';
    setBusy(true);
    setError(null);
    try {
      await onSubmit({ current: read('current'), next: read('next'), again: read('again') });
    } catch (e) {
      setError(appLockErrorMessage(e));
    } finally {
      fields.forEach((f) => {
        const input = inputs.current[f];
        if (input) input.value = '';
      });
      setBusy(false);
    }
  };

  return (
    <form
      className="security-form"
      data-testid={testId}
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      {fields.map((f) => (
        <label key={f} className="field">
          <span>{LABELS[f]}</span>
          <input
            ref={(el) => {
              inputs.current[f] = el;
            }}
            type="password"
            className="input"
            autoComplete={AUTOCOMPLETE[f]}
            data-testid={`passphrase-${f}`}
            required
          />
        </label>
      ))}
      <FormProblem text={error} />
      <div className="card-actions">
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {busy ? busyLabel : submitLabel}
        </button>
        {onCancel && (
          <button type="button" className="btn btn-secondary" onClick={onCancel} disabled={busy}>
            {S.cancel}
          </button>
        )}
      </div>
    </form>
  );
}
