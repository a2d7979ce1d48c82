/** The header's wallet control model from the wallets (addresses and labels only). */
import { useMemo } from 'react';
import type { WalletControlModel } from '../header/wallet-control-model.js';
import { useWallets, walletModals } from '../../wallets/index.js';

export function useWalletControlModel(): WalletControlModel {
  const { wallets, activeAddress, service } = useWallets();
  return useMemo(
    () => ({
      wallets: wallets.map((w) => ({ address: w.address, label: w.label })),
      activeAddress,
      premium: false,
      onSwitch: (address: string) => {
        service.switchTo(address).catch((e: unknown) => console.warn(e));
      },
      onAddWallet: () => walletModals.open({ kind: 'add', tab: 'generate' }),
    }),
    [wallets, activeAddress, service],
  );
}
