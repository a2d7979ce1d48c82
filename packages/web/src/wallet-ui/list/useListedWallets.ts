/** The wallets as the lists show them, and the service's actions on them (loaded with the wallet machinery). */
import { useMemo } from 'react';
import { browserStore } from '../../services/storage-keys.js';
import {
  type WalletService,
  isBackupPending,
  useWalletModal,
  useWallets,
  walletModals,
} from '../../wallets/index.js';
import type { ListedWallet, WalletListActions } from './wallet-list-model.js';

export function walletListActions(service: WalletService): WalletListActions {
  return {
    switchTo: (address) => service.switchTo(address),
    relabel: (address, label) => service.relabel(address, label),
    remove: (address) => service.remove(address),
    disconnectAll: () => service.disconnectAll(),
    backUp: (address) => walletModals.open({ kind: 'backup', address }),
  };
}

export function useListedWallets(): {
  readonly wallets: readonly ListedWallet[];
  readonly activeAddress: string | null;
  readonly actions: WalletListActions;
} {
  const { wallets, activeAddress, service } = useWallets();
  const modal = useWalletModal(); // confirming a backup changes what is pending
  const listed = useMemo(
    () =>
      wallets.map((w) => ({
        address: w.address,
        label: w.label,
        backupPending: isBackupPending(browserStore('local'), w.address),
      })),
    [wallets, modal],
  );
  const actions = useMemo(() => walletListActions(service), [service]);
  return { wallets: listed, activeAddress, actions };
}
