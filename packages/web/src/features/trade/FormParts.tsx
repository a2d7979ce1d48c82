/** The trade forms' shared parts: a decimal amount field, and the line that says what stops the form. */
import { amountInput } from './amount-rules.js';

export interface AmountFieldProps {
  readonly label: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly testId?: string;
  readonly placeholder?: string;
}

export function AmountField({ label, value, onChange, testId, placeholder = '0.00' }: AmountFieldProps) {
  return (
    <label className="field">
      <span>{label}</span>
      <input
        className="input mono"
        inputMode="decimal"
        placeholder={placeholder}
        data-testid={testId}
        value={value}
        onChange={(e) => onChange(amountInput(e.target.value))}
      />
    </label>
  );
}

export function FormProblem({ text }: { text: string | null | undefined }) {
  return text ? (
    <p role="alert" className="error-text small">
      {text}
    </p>
  ) : null;
}
