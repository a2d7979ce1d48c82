/**
 * The app lock's passphrase prompt (wallets/unlock-prompt.ts): a wrong passphrase is said inline and the prompt
 * stays; the right one lets the waiting action continue; closing it stops that action. The passphrase stays in
 * the field and is cleared after each try.
 */
import { SECURITY_STRINGS as S } from '@horizon/core';
import { useEffect, useRef, useState } from 'react';
import { Modal } from '../../ui/Modal.js';
import { unlockAppLock } from '../../vault/index.js';
import { unlockPrompt, useWallets } from '../../wallets/index.js';
import { appLockErrorMessage } from '../security-model.js';

export default function UnlockModal() {
  const { service } = useWallets();
  const field = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // After the Modal's own focus on its panel (a child's effect runs first): the prompt exists for this field.
  useEffect(() => field.current?.focus(), []);

  const submit = async () => {
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      await unlockAppLock(service.vaultForLock, field.current?.value ?? '');
      await service.refreshLock();
      unlockPrompt.unlocked();
    } catch (e) {
      setError(appLockErrorMessage(e));
      field.current?.focus();
    } finally {
      if (field.current) field.current.value = '';
      setBusy(false);
    }
  };

  return (
    <Modal title={S.unlockTitle} onClose={() => !busy && unlockPrompt.cancelled()}>
      <form
        className="wallet-modal-section"
        data-testid="unlock-prompt"
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <p className="muted">{S.unlockIntro}</p>
        <label className="field">
          {S.passphrase}
          <input ref={field} type="password" className="input" autoComplete="current-password" />
        </label>
        {error !== null && (
          <p className="form-error" role="alert">
            {error}
          </p>
        )}
        <button type="submit" className="btn btn-primary btn-block" disabled={busy}>
          {busy ? S.unlocking : S.unlock}
        </button>
      </form>
    </Modal>
  );
}
