/** The trade forms' shared parts: a decimal amount field, and the line that says what stops the form. */
import type { AmountUnit } from '@horizon/core';
import { useId } from 'react';
import { amountFieldProblem, amountInput, typedAmount } from './amount-rules.js';
import { BalanceShares } from './BalanceShares.js';

export interface AmountFieldProps {
  readonly label: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly testId?: string;
  readonly placeholder?: string;
  /** The 25% / 50% / Max buttons: the amount for a share of the balance (see BalanceShares). */
  readonly shareOf?: ((percent: number) => string | null) | undefined;
  /** XRP or a token: the field then says beside itself what is wrong with the amount (core's words). */
  readonly unit?: AmountUnit;
}

export function AmountField({
  label,
  value,
  onChange,
  testId,
  placeholder = '0.00',
  shareOf,
  unit,
}: AmountFieldProps) {
  const id = useId();
  const problem = unit ? amountFieldProblem(value, unit) : null;
  const field = (
    <label className="field">
      <span id={`${id}-label`}>{label}</span>
      <input
        className="input mono"
        inputMode="decimal"
        placeholder={placeholder}
        data-testid={testId}
        value={value}
        aria-labelledby={`${id}-label`}
        aria-invalid={problem !== null}
        aria-describedby={problem === null ? undefined : `${id}-problem`}
        // With a unit, a minus sign or a comma stays to be refused in words, never silently dropped.
        onChange={(e) => onChange(unit ? typedAmount(e.target.value) : amountInput(e.target.value))}
      />
      {problem !== null && (
        <span id={`${id}-problem`} role="alert" className="error-text small" data-testid="field-problem">
          {problem}
        </span>
      )}
    </label>
  );
  if (!shareOf) return field;
  return (
    <>
      {field}
      <BalanceShares shareOf={shareOf} onPick={onChange} testId={testId && `${testId}-shares`} />
    </>
  );
}

export function FormProblem({ text }: { text: string | null | undefined }) {
  return text ? (
    <p role="alert" className="error-text small">
      {text}
    </p>
  ) : null;
}
