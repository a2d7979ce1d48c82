/**
 * Opening the vault: IndexedDB when it works; otherwise (private mode, storage blocked) a session-only
 * vault, reported so the app can show a banner rather than lose wallets silently.
 */
import { IndexedDbVaultStore, openVaultDatabase } from './idb-store.js';
import { MemoryVaultStore, type VaultStore } from './store.js';
import { Vault, type VaultDeps } from './vault.js';

export interface OpenedVault {
  readonly vault: Vault;
  /** Why the vault is session-only; undefined when it persists. */
  readonly sessionOnlyReason?: string;
}

async function probe(store: VaultStore): Promise<void> {
  // Some private modes open the database but refuse writes; one read proves the store answers.
  await store.getAttempts();
}

export async function openVault(
  factory: IDBFactory | undefined,
  deps: Omit<VaultDeps, 'store'> = {},
): Promise<OpenedVault> {
  try {
    const store = new IndexedDbVaultStore(await openVaultDatabase(factory));
    await probe(store);
    return { vault: new Vault({ ...deps, store }) };
  } catch (error) {
    const reason = error instanceof Error ? error.message : 'IndexedDB is not available';
    return { vault: new Vault({ ...deps, store: new MemoryVaultStore() }), sessionOnlyReason: reason };
  }
}

/** Asks the browser to keep our storage under pressure (once a wallet exists); true when granted. */
export async function requestPersistentStorage(storage: StorageManager | undefined): Promise<boolean> {
  try {
    if (!storage?.persist) return false;
    if (await storage.persisted()) return true;
    return await storage.persist();
  } catch {
    return false;
  }
}
