/**
 * Credentials backup (spec §2): the mnemonic (and a seed where there is one), the address, reminders and
 * 'I've Saved My Credentials'. The secret is written straight into the DOM from the vault's one audited
 * reveal, never into React state, and wiped when the dialog closes.
 */
import { CREDENTIALS_BACKUP_STRINGS as S } from '@horizon/core';
import { useEffect, useRef, useState } from 'react';
import { errorMessage } from '../../api/client.js';
import { browserStore } from '../../services/storage-keys.js';
import { Modal } from '../../ui/Modal.js';
import type { BackupCredentials } from '../../vault/index.js';
import { markBackupDone, useWallets, walletModals } from '../../wallets/index.js';
import { WALLET_MODAL_TEXT as T } from './strings.js';

function render(target: HTMLElement, secrets: BackupCredentials): void {
  const doc = target.ownerDocument;
  const section = (label: string, build: (el: HTMLElement) => void) => {
    const title = doc.createElement('p');
    title.className = 'field';
    title.textContent = label;
    const body = doc.createElement('div');
    build(body);
    target.append(title, body);
  };
  if (secrets.mnemonic !== undefined) {
    const words = secrets.mnemonic.split(' ');
    section(T.mnemonicLabel, (el) => {
      el.className = 'mnemonic-grid mono';
      el.setAttribute('data-testid', 'backup-mnemonic');
      words.forEach((word, i) => {
        const item = doc.createElement('span');
        item.textContent = `${i + 1}. ${word}`;
        el.append(item);
      });
    });
  }
  if (secrets.seed !== undefined) {
    const seed = secrets.seed;
    section(T.seedLabel, (el) => {
      el.className = 'secret-box mono';
      el.textContent = seed;
    });
  }
}

export function BackupModal({ address }: { address: string }) {
  const { service } = useWallets();
  const secretsRef = useRef<HTMLDivElement>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    const target = secretsRef.current;
    let live = true;
    service
      .revealForBackup(address)
      .then((secrets) => {
        if (live && target) render(target, secrets);
      })
      .catch((e: unknown) => live && setError(errorMessage(e)));
    return () => {
      live = false;
      target?.replaceChildren();
    };
  }, [service, address]);

  const done = () => {
    markBackupDone(browserStore('local'), address);
    walletModals.close();
  };

  return (
    <Modal
      title={T.backupTitle}
      onClose={walletModals.close}
      footer={
        <button type="button" className="btn btn-primary btn-block" onClick={done}>
          {S.savedButton}
        </button>
      }
    >
      <div ref={secretsRef} className="backup-secrets" />
      {error !== null && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <p className="field">{T.addressLabel}</p>
      <p className="secret-box mono" data-testid="backup-address">
        {address}
      </p>
      <ul className="wallet-reminders">
        {T.reminders.map((r) => (
          <li key={r}>{r}</li>
        ))}
      </ul>
    </Modal>
  );
}
