/** React's view of the wallets: the snapshot (addresses and labels only) and the service's actions. */
import { useEffect, useSyncExternalStore } from 'react';
import { appWalletService } from './app-wallet-service.js';
import { type WalletModal, walletModals } from './modal-store.js';
import type { WalletsSnapshot } from './snapshot.js';
import type { WalletService } from './wallet-service.js';

export function useWallets(): WalletsSnapshot & { readonly service: WalletService } {
  const service = appWalletService();
  const snapshot = useSyncExternalStore(service.subscribe, service.getSnapshot);
  useEffect(() => void service.start(), [service]);
  return { ...snapshot, service };
}

export function useWalletModal(): WalletModal {
  return useSyncExternalStore(walletModals.subscribe, walletModals.get);
}
