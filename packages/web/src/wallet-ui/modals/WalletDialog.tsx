/** The open wallet dialog (its own chunk: validation and dialogs load on first use). */
import type { WalletModal } from '../../wallets/index.js';
import { AddWalletModal } from './AddWalletModal.js';
import { BackupModal } from './BackupModal.js';
import { ConfirmImportModal } from './ConfirmImportModal.js';

export default function WalletDialog({ modal }: { modal: WalletModal }) {
  if (modal.kind === 'add') return <AddWalletModal tab={modal.tab} />;
  if (modal.kind === 'backup') return <BackupModal address={modal.address} />;
  if (modal.kind === 'confirm-import') return <ConfirmImportModal preview={modal.preview} />;
  return null;
}
