// Server-held hot wallets: the master key, sealed seeds, and relaying what they sign.
export { loadMasterKey, masterKeyBytes, MasterKeyError } from './master-key.js';
export { openSeed, sealSeed, SealError, type SealedSeed } from './sealed-seed.js';
export { HotWallets, OPERATOR, type HotWallet, type HotWalletPurpose } from './hot-wallets.js';
export { HOT_RELAY_MESSAGES, relayAsHotWallet } from './hot-relay.js';
