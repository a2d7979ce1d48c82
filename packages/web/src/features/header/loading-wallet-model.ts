/**
 * The wallet control's model until the wallet machinery has loaded (WalletBinding): no wallet yet, as the
 * service's own first state, and no premium label (it may turn out premium). Adding a wallet already works:
 * the request waits in the modal store (a tiny module) until the dialogs' host mounts.
 */
import { walletModals } from '../../wallets/modal-store.js';
import type { WalletControlModel } from '../../wallet-ui/wallet-control-model.js';

export const LOADING_WALLET_MODEL: WalletControlModel = {
  wallets: [],
  activeAddress: null,
  premium: null,
  onSwitch: () => undefined,
  onAddWallet: () => walletModals.open({ kind: 'add', tab: 'generate' }),
  actions: null,
};
