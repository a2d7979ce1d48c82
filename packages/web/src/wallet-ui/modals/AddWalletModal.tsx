/** Add New Wallet / Import Wallet (spec §2 "Modals"): two tabs, the session state and the remaining slots. */
import { ADD_WALLET_STRINGS as S, MAX_WALLETS, WALLET_ERRORS, remainingSlotsText } from '@horizon/core';
import { useState } from 'react';
import { errorMessage } from '../../api/client.js';
import { browserStore } from '../../services/storage-keys.js';
import { useVerification } from '../../services/useVerification.js';
import { Modal } from '../../ui/Modal.js';
import { markBackupPending, useWallets, walletModals } from '../../wallets/index.js';
import { ImportForm } from './ImportForm.js';
import { ReferralCodeField } from './ReferralCodeField.js';
import { WALLET_MODAL_TEXT as T } from './strings.js';

export function AddWalletModal({ tab }: { tab: 'generate' | 'import' }) {
  const { wallets, service } = useWallets();
  const verification = useVerification();
  const remaining = Math.max(0, MAX_WALLETS - wallets.length);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [referralValid, setReferralValid] = useState(true);

  const generate = async () => {
    setBusy(true);
    setError(null);
    try {
      const address = await service.generate();
      markBackupPending(browserStore('local'), address);
      walletModals.open({ kind: 'backup', address });
    } catch (e) {
      setError(errorMessage(e, WALLET_ERRORS.generateFailed));
    } finally {
      setBusy(false);
    }
  };

  const verified = verification.status === 'verified';
  return (
    <Modal title={tab === 'generate' ? S.titleAdd : S.titleImport} onClose={walletModals.close}>
      <div className="tabs" role="tablist">
        {(['generate', 'import'] as const).map((t) => (
          <button
            key={t}
            type="button"
            role="tab"
            aria-selected={t === tab}
            className={t === tab ? 'active' : ''}
            onClick={() => walletModals.open({ kind: 'add', tab: t })}
          >
            {t === 'generate' ? S.tabGenerate : S.tabImport}
          </button>
        ))}
      </div>
      <p className="wallet-modal-status">
        <span>
          {T.session}:{' '}
          <span className={`tag ${verified ? 'tag-token' : 'tag-premium'}`} data-testid="session-state">
            {verified ? S.verified : S.notVerified}
          </span>
        </span>
        <span className="muted" data-testid="remaining-slots">
          {remainingSlotsText(remaining)}
        </span>
      </p>
      {remaining === 0 ? (
        <p className="form-error" role="alert">
          {WALLET_ERRORS.maxWallets}
        </p>
      ) : (
        <ReferralCodeField onValidity={setReferralValid} />
      )}
      {remaining === 0 ? null : tab === 'generate' ? (
        <div className="wallet-modal-section">
          <p className="muted">{T.generateIntro}</p>
          <button
            type="button"
            className="btn btn-primary btn-block"
            disabled={busy || !referralValid}
            onClick={() => void generate()}
          >
            {busy ? T.generating : T.generateButton}
          </button>
          {error !== null && (
            <p className="form-error" role="alert">
              {error}
            </p>
          )}
        </div>
      ) : (
        <ImportForm service={service} blocked={!referralValid} />
      )}
    </Modal>
  );
}
