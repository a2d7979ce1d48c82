/** Unlocking the wallets when the optional app lock is on; the passphrase stays in the field. */
import { useRef, useState } from 'react';
import { Modal } from '../../ui/Modal.js';
import { UnlockDelayedError, unlockAppLock } from '../../vault/index.js';
import { useWallets, walletModals } from '../../wallets/index.js';
import { WALLET_MODAL_TEXT as T } from './strings.js';

export function UnlockModal() {
  const { service } = useWallets();
  const field = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    setBusy(true);
    setError(null);
    try {
      await unlockAppLock(service.vaultForLock, field.current?.value ?? '');
      await service.refreshLock();
      walletModals.close();
    } catch (e) {
      const wait =
        e instanceof UnlockDelayedError ? ` (${Math.ceil((e.retryAt - Date.now()) / 1000)} s)` : '';
      setError(`${e instanceof Error ? e.message : String(e)}${wait}`);
    } finally {
      if (field.current) field.current.value = '';
      setBusy(false);
    }
  };

  return (
    <Modal title={T.unlockTitle} onClose={walletModals.close}>
      <form
        className="wallet-modal-section"
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <label className="field">
          {T.passphrase}
          <input ref={field} type="password" className="input" autoComplete="current-password" />
        </label>
        {error !== null && (
          <p className="form-error" role="alert">
            {error}
          </p>
        )}
        <button type="submit" className="btn btn-primary btn-block" disabled={busy}>
          {T.unlockButton}
        </button>
      </form>
    </Modal>
  );
}
