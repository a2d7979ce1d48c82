/** Whether the wallet's backup was never confirmed; read again whenever a wallet dialog opens or closes. */
import { useMemo } from 'react';
import { browserStore } from '../../services/storage-keys.js';
import { isBackupPending, useWalletModal } from '../../wallets/index.js';

export function useBackupPending(address: string): boolean {
  const modal = useWalletModal();
  // The backup dialog clears the flag: closing it changes `modal`, so the flag is read again.
  return useMemo(() => isBackupPending(browserStore('local'), address), [address, modal]);
}
