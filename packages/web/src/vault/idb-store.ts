/** The vault's IndexedDB database (schema version 7, spec §9), one object store per record kind. */
import { WALLET_DB_SCHEMA_VERSION } from '@horizon/core';
import type { LockAttempts, MasterRecord, MnemonicRecord, StoredWallet } from './records.js';
import { NO_ATTEMPTS, type VaultStore } from './store.js';

/** Horizon's own name (never the legacy 'WalletCache' that startup deletes). */
export const VAULT_DB_NAME = 'horizon-vault';
const WALLETS = 'wallets';
const MNEMONICS = 'mnemonics';
const KEYS = 'keys';
const META = 'meta';
const ATTEMPTS_KEY = 'lock-attempts';

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error ?? new Error('IndexedDB request failed'));
  });
}

function done(tx: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(tx.error ?? new Error('IndexedDB transaction failed'));
    tx.onabort = () => reject(tx.error ?? new Error('IndexedDB transaction aborted'));
  });
}

/** Opens (and creates or upgrades) the database; rejects where IndexedDB is missing or blocked. */
export function openVaultDatabase(
  factory: IDBFactory | undefined,
  name = VAULT_DB_NAME,
): Promise<IDBDatabase> {
  if (!factory) return Promise.reject(new Error('IndexedDB is not available'));
  return new Promise((resolve, reject) => {
    let req: IDBOpenDBRequest;
    try {
      req = factory.open(name, WALLET_DB_SCHEMA_VERSION);
    } catch (error) {
      reject(error instanceof Error ? error : new Error('IndexedDB refused to open'));
      return;
    }
    req.onupgradeneeded = () => {
      const db = req.result;
      if (!db.objectStoreNames.contains(WALLETS)) db.createObjectStore(WALLETS, { keyPath: 'address' });
      if (!db.objectStoreNames.contains(MNEMONICS)) db.createObjectStore(MNEMONICS, { keyPath: 'address' });
      if (!db.objectStoreNames.contains(KEYS)) db.createObjectStore(KEYS, { keyPath: 'id' });
      if (!db.objectStoreNames.contains(META)) db.createObjectStore(META);
    };
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error ?? new Error('IndexedDB refused to open'));
    req.onblocked = () => reject(new Error('IndexedDB upgrade blocked by another tab'));
  });
}

export class IndexedDbVaultStore implements VaultStore {
  readonly persistence = 'indexeddb' as const;
  constructor(private readonly db: IDBDatabase) {}

  private async read<T>(store: string, key: IDBValidKey): Promise<T | undefined> {
    const tx = this.db.transaction(store, 'readonly');
    return (await request(tx.objectStore(store).get(key))) as T | undefined;
  }

  getMaster() {
    return this.read<MasterRecord>(KEYS, 'master');
  }
  async putMaster(record: MasterRecord) {
    const tx = this.db.transaction(KEYS, 'readwrite');
    tx.objectStore(KEYS).put(record);
    await done(tx);
  }
  getWallet(address: string) {
    return this.read<StoredWallet>(WALLETS, address);
  }
  async listWallets() {
    const tx = this.db.transaction(WALLETS, 'readonly');
    return (await request(tx.objectStore(WALLETS).getAll())) as StoredWallet[];
  }
  getMnemonic(address: string) {
    return this.read<MnemonicRecord>(MNEMONICS, address);
  }
  async putWallet(wallet: StoredWallet, mnemonic?: MnemonicRecord) {
    const tx = this.db.transaction([WALLETS, MNEMONICS], 'readwrite');
    tx.objectStore(WALLETS).put(wallet);
    if (mnemonic) tx.objectStore(MNEMONICS).put(mnemonic);
    await done(tx);
  }
  async deleteWallet(address: string) {
    const tx = this.db.transaction([WALLETS, MNEMONICS], 'readwrite');
    tx.objectStore(WALLETS).delete(address);
    tx.objectStore(MNEMONICS).delete(address);
    await done(tx);
  }
  async replaceAll(
    master: MasterRecord,
    wallets: readonly StoredWallet[],
    mnemonics: readonly MnemonicRecord[],
  ) {
    const tx = this.db.transaction([KEYS, WALLETS, MNEMONICS], 'readwrite');
    tx.objectStore(KEYS).put(master);
    tx.objectStore(WALLETS).clear();
    tx.objectStore(MNEMONICS).clear();
    wallets.forEach((w) => tx.objectStore(WALLETS).put(w));
    mnemonics.forEach((m) => tx.objectStore(MNEMONICS).put(m));
    await done(tx);
  }
  async getAttempts() {
    return (await this.read<LockAttempts>(META, ATTEMPTS_KEY)) ?? NO_ATTEMPTS;
  }
  async putAttempts(attempts: LockAttempts) {
    const tx = this.db.transaction(META, 'readwrite');
    tx.objectStore(META).put(attempts, ATTEMPTS_KEY);
    await done(tx);
  }
}
