/** The wallet dialogs and the header's wallet-control model. */
export { WalletModalsHost } from './WalletModalsHost.js';
export { useWalletControlModel } from './useWalletControlModel.js';
