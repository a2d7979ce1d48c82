/** Before its first funding, a wallet whose backup was never confirmed is reminded, with the way to do it now. */
import { BACKUP_REMINDER_STRINGS as S } from '@horizon/core';
import { walletModals } from '../../wallets/index.js';
import './security.css';

export function BackupReminder({ address }: { address: string }) {
  return (
    <section className="card wide backup-reminder" role="alert" data-testid="backup-reminder">
      <h3>{S.title}</h3>
      <p>{S.body}</p>
      <div className="card-actions">
        <button
          type="button"
          className="btn btn-primary"
          onClick={() => walletModals.open({ kind: 'backup', address })}
        >
          {S.button}
        </button>
      </div>
    </section>
  );
}
