/**
 * The optional referral code of Add wallet (spec §5): prefilled with the code of a link the visitor opened,
 * checked as typed; a valid code is kept for the registration, an empty one forgets it, and a malformed one
 * is shown beside the field and reported so the dialog holds its buttons.
 */
import { REFERRAL_STRINGS as S, validateReferralCode } from '@horizon/core';
import { useId, useState } from 'react';
import { keepReferralCode, storedReferralCode } from '../../services/referral-capture.js';
import { browserStore } from '../../services/storage-keys.js';

export function ReferralCodeField({ onValidity }: { onValidity: (valid: boolean) => void }) {
  const [text, setText] = useState(() => storedReferralCode(browserStore('session')));
  const [error, setError] = useState<string | undefined>();
  const errorId = useId();

  const onChange = (next: string) => {
    setText(next);
    const checked = validateReferralCode(next);
    // A malformed code is never kept: the kept one always matches what the field shows, or is none.
    keepReferralCode(browserStore('session'), checked.ok ? checked.value : undefined);
    setError(checked.ok ? undefined : checked.error);
    onValidity(checked.ok);
  };

  return (
    <div className="referral-field">
      <label className="field">
        {S.fieldLabel}
        <input
          className="input mono"
          value={text}
          maxLength={64}
          placeholder={S.fieldPlaceholder}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          aria-invalid={error !== undefined}
          aria-describedby={error === undefined ? undefined : errorId}
          data-testid="referral-code-input"
          onChange={(e) => onChange(e.target.value)}
        />
      </label>
      {error !== undefined && (
        <p className="form-error" id={errorId} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
