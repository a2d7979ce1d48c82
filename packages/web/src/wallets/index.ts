/** Wallets: the list rules, the service tying vault, list and cache, and React's hooks (addresses only). */
export * from './wallet-list.js';
export * from './wallet-list-store.js';
export { type WalletInfo, type WalletsSnapshot, INITIAL_SNAPSHOT } from './snapshot.js';
export { WalletService, type WalletServiceDeps } from './wallet-service.js';
export { ISSUER_LABEL_PREFIX } from './issuer-keys.js';
export { type RegistrationDeps, type RegistrationOutcome, registerWallet } from './registration.js';
export { type WalletModal, walletModals } from './modal-store.js';
export { openUnlockPrompt, unlockPrompt } from './unlock-prompt.js';
export { BACKUP_PENDING_KEY, isBackupPending, markBackupDone, markBackupPending } from './backup-status.js';
export { appWalletService } from './app-wallet-service.js';
export { useWalletModal, useWallets } from './useWallets.js';
export { type ProofDeps, proveWallet } from './wallet-proof.js';
export { PremiumStatus, type PremiumStatusDeps, premiumOf } from './premium-status.js';
export { appPremiumStatus } from './app-premium-status.js';
export { usePremium, useRefreshPremiumOnSwitch } from './usePremium.js';
