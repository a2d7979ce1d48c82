/** The header's wallet control model from the wallets (addresses and labels only) and the premium state. */
import { useMemo } from 'react';
import type { WalletControlModel } from '../wallet-control-model.js';
import { useListedWallets } from '../list/useListedWallets.js';
import {
  openUnlockPrompt,
  usePremium,
  useRefreshPremiumOnSwitch,
  useWallets,
  walletModals,
} from '../../wallets/index.js';

export function useWalletControlModel(): WalletControlModel {
  const { wallets, activeAddress, actions } = useListedWallets();
  const { locked } = useWallets();
  const premium = usePremium(activeAddress);
  useRefreshPremiumOnSwitch(activeAddress);
  return useMemo(
    () => ({
      wallets,
      activeAddress,
      premium,
      onSwitch: (address: string) => {
        if (address !== activeAddress) actions.switchTo(address).catch((e: unknown) => console.warn(e));
      },
      onAddWallet: () => walletModals.open({ kind: 'add', tab: 'generate' }),
      locked: locked && activeAddress !== null, // with no wallet there is nothing to unlock for yet
      onUnlock: openUnlockPrompt,
      actions,
    }),
    [wallets, activeAddress, premium, locked, actions],
  );
}
