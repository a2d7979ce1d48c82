/** The browser vault: the only module that ever holds a seed, mnemonic or private key. */
export {
  type BackupCredentials,
  type ImportPreview,
  Vault,
  type VaultDeps,
  type VaultWallet,
} from './vault.js';
export type { ImportInput } from './keys/index.js';
export type { Signer } from './signer.js';
export type { SignedTransaction } from './keys/index.js';
export { type OpenedVault, openVault, requestPersistentStorage } from './open-vault.js';
export { MemoryVaultStore, type VaultPersistence, type VaultStore } from './store.js';
export { VAULT_DB_NAME } from './idb-store.js';
export {
  UnlockCancelledError,
  UnlockDelayedError,
  VaultLockedError,
  WrongPassphraseError,
} from './errors.js';
export {
  DEFAULT_IDLE_LOCK_MS,
  LOCK_MIN_ITERATIONS,
  type LockStatus,
  disableAppLock,
  enableAppLock,
  lockStatus,
  lockVault,
  unlockAppLock,
  unlockDelayMs,
  watchIdle,
} from './app-lock.js';
export { IDLE_LOCK_KEY, idleLockMinutes, idleLockMs, setIdleLockMinutes } from './idle-lock.js';
