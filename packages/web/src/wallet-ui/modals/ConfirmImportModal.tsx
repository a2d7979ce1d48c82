/** Confirm Wallet Import (spec §2): the address and algorithm, the warning, Cancel / Confirm Import. */
import { CONFIRM_IMPORT_STRINGS as S, WALLET_ERRORS } from '@horizon/core';
import { useState } from 'react';
import { errorMessage } from '../../api/client.js';
import { Modal } from '../../ui/Modal.js';
import type { ImportPreview } from '../../vault/index.js';
import { useWallets, walletModals } from '../../wallets/index.js';
import { WALLET_MODAL_TEXT as T } from './strings.js';

export function ConfirmImportModal({ preview }: { preview: ImportPreview }) {
  const { service } = useWallets();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const cancel = () => {
    service.cancelImport();
    walletModals.open({ kind: 'add', tab: 'import' });
  };
  const confirm = async () => {
    setBusy(true);
    try {
      await service.confirmImport(preview);
      walletModals.close();
    } catch (e) {
      setError(errorMessage(e, WALLET_ERRORS.importFailed));
      setBusy(false);
    }
  };

  return (
    <Modal
      title={S.title}
      onClose={cancel}
      footer={
        <>
          <button type="button" className="btn btn-secondary" onClick={cancel}>
            {S.cancel}
          </button>
          <button type="button" className="btn btn-primary" disabled={busy} onClick={() => void confirm()}>
            {S.confirm}
          </button>
        </>
      }
    >
      <dl className="kv">
        <dt>{T.addressLabel}</dt>
        <dd className="mono" data-testid="confirm-address">
          {preview.address}
        </dd>
        <dt>{T.algorithm}</dt>
        <dd data-testid="confirm-algorithm">{preview.algorithm}</dd>
      </dl>
      <p className="wallet-warning">{S.algorithmWarning}</p>
      {error !== null && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
    </Modal>
  );
}
