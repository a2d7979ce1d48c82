/**
 * The wallets as the app sees them: the vault, the wallet list and the cache tied together, exposed as a
 * snapshot of addresses and labels (never a secret) for React's useSyncExternalStore.
 */
import { HorizonError, WALLET_SWITCH_INDICATOR_MS, isHorizonError } from '@horizon/core';
import { type KeyValueStore, STORAGE_KEYS, safeRemove } from '../services/storage-keys.js';
import { MemoryStorage, type WalletCache } from '../cache/index.js';
import {
  type BackupCredentials,
  type ImportInput,
  type ImportPreview,
  type OpenedVault,
  type Signer,
  type Vault,
  lockStatus,
  requestPersistentStorage,
} from '../vault/index.js';
import { BACKUP_PENDING_KEY, markBackupDone } from './backup-status.js';
import { IssuerKeys } from './issuer-keys.js';
import type { RegistrationOutcome } from './registration.js';
import {
  BackgroundRegistrations,
  forgetPendingRegistrations,
  markRegistrationDone,
} from './registration-pending.js';
import { type WalletsSnapshot, INITIAL_SNAPSHOT } from './snapshot.js';
import {
  EMPTY_WALLET_LIST,
  type WalletListState,
  addWallet,
  checkCanAdd,
  findEntry,
  relabelWallet,
  removeWallet,
  switchWallet,
} from './wallet-list.js';
import { migrateLegacyWallet, readWalletList, writeWalletList } from './wallet-list-store.js';

export interface WalletServiceDeps {
  readonly openVault: () => Promise<OpenedVault>;
  readonly listStore: KeyValueStore | undefined;
  readonly cache: WalletCache;
  readonly storageManager?: StorageManager;
  /**
   * Registers a new wallet with the server (failure tolerated); `resumed` when a load takes up a registration
   * that a reload interrupted. Until it answers 'registered', the next load tries again.
   */
  readonly register?: (
    vault: Vault,
    address: string,
    resumed: boolean,
  ) => Promise<RegistrationOutcome | undefined>;
  readonly now?: () => number;
  readonly sleep?: (ms: number) => Promise<void>;
}

export class WalletService {
  private snapshot: WalletsSnapshot = INITIAL_SNAPSHOT;
  private readonly listeners = new Set<() => void>();
  private vaultRef: Vault | undefined;
  private listStore: KeyValueStore;
  private list: WalletListState = EMPTY_WALLET_LIST;
  private readonly now: () => number;
  private readonly sleep: (ms: number) => Promise<void>;
  private ready: Promise<void> | undefined;
  private readonly registrations: BackgroundRegistrations;
  /** A launch's issuer keys (issuer-keys.ts): in the vault, never in the list. */
  readonly issuerKeys = new IssuerKeys({
    vault: async () => {
      await this.start();
      return this.vault();
    },
    isListed: (address) => findEntry(this.list, address) !== undefined,
  });

  constructor(private readonly deps: WalletServiceDeps) {
    this.listStore = deps.listStore ?? new MemoryStorage();
    this.now = deps.now ?? Date.now;
    this.sleep = deps.sleep ?? ((ms) => new Promise((r) => setTimeout(r, ms)));
    const register = deps.register;
    this.registrations = new BackgroundRegistrations(
      () => this.listStore,
      register && ((address, resumed) => register(this.vault(), address, resumed)),
    );
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): WalletsSnapshot => this.snapshot;

  /** Opens the vault and reads the list once; later calls wait for the same start. */
  start(): Promise<void> {
    this.ready ??= this.load();
    return this.ready;
  }

  private async load(): Promise<void> {
    try {
      const opened = await this.deps.openVault();
      this.vaultRef = opened.vault;
      // A session-only vault keeps its list in memory too: no address without its keys after a reload.
      if (opened.sessionOnlyReason !== undefined) this.listStore = new MemoryStorage();
      this.list = migrateLegacyWallet(this.listStore, readWalletList(this.listStore), this.now());
      await this.publish({ sessionOnlyReason: opened.sessionOnlyReason ?? null });
      void this.resumeRegistrations();
    } catch (cause) {
      const error = isHorizonError(cause) ? cause.message : new HorizonError('wallet.loadFailed').message;
      this.set({ ...this.snapshot, status: 'error', error });
    }
  }

  private vault(): Vault {
    if (!this.vaultRef) throw new HorizonError('wallet.loadFailed');
    return this.vaultRef;
  }

  /** Generates a wallet (the caller then opens the backup modal for it). */
  async generate(): Promise<string> {
    await this.start();
    checkCanAdd(this.list);
    const created = await this.vault().generate('');
    return this.afterAdd(created.address, created.credentialType, created.algorithm);
  }

  /** Derives an import for the Confirm Wallet Import modal; refused early when full or a duplicate. */
  async prepareImport(input: ImportInput): Promise<ImportPreview> {
    await this.start();
    checkCanAdd(this.list);
    const preview = await this.vault().prepareImport(input);
    try {
      checkCanAdd(this.list, preview.address);
    } catch (error) {
      this.vault().discardImport();
      throw error;
    }
    return preview;
  }

  async confirmImport(preview: ImportPreview): Promise<string> {
    checkCanAdd(this.list, preview.address);
    const stored = await this.vault().commitImport(preview.id, '');
    return this.afterAdd(stored.address, stored.credentialType, stored.algorithm);
  }

  cancelImport(): void {
    this.vaultRef?.discardImport();
  }

  private async afterAdd(
    address: string,
    credentialType: 'mnemonic' | 'seed',
    algorithm: 'ed25519' | 'secp256k1',
  ) {
    try {
      this.commit(addWallet(this.list, { address, credentialType, cryptoAlgorithm: algorithm }, this.now()));
    } catch (error) {
      await this.vault().remove(address); // never keep keys the list does not show
      throw error;
    }
    const label = findEntry(this.list, address)?.label ?? '';
    await this.vault().relabel(address, label);
    this.deps.cache.setCredentials(address, 'LOCAL');
    void requestPersistentStorage(this.deps.storageManager);
    this.registrations.start(address);
    await this.publish();
    return address;
  }

  /** Registrations a reload interrupted, for listed wallets; while the app lock holds the keys, after its unlock. */
  private async resumeRegistrations(): Promise<void> {
    if (!this.vaultRef) return;
    const lock = await lockStatus(this.vaultRef);
    // Registration proves the wallet with its key: an unprompted passphrase dialog on load would surprise.
    if (lock.enabled && !lock.unlocked) return;
    this.registrations.resume((address) => findEntry(this.list, address) !== undefined);
  }

  /**
   * Removes a wallet: its keys first (a crash then leaves a listed wallet without keys, which can be removed
   * again, never keys the list does not show), then the list (the active one falls back to the first
   * remaining), then its caches and backup reminder.
   */
  async remove(address: string): Promise<void> {
    const next = removeWallet(this.list, address);
    await this.vault().remove(address);
    this.commit(next);
    this.forgetCaches(address);
    await this.publish();
  }

  /** Switches the active wallet after validating it, with the brief 300 ms switching state. */
  async switchTo(address: string): Promise<void> {
    if (address === this.list.active) return;
    const next = switchWallet(this.list, address);
    if (!(await this.vault().get(address))) throw new HorizonError('wallet.invalidCredentialsReconnect');
    this.set({ ...this.snapshot, switching: true });
    await this.sleep(WALLET_SWITCH_INDICATOR_MS);
    this.commit(next);
    await this.publish({ switching: false });
  }

  async relabel(address: string, label: string): Promise<void> {
    this.commit(relabelWallet(this.list, address, label));
    await this.vault().relabel(address, label.trim());
    await this.publish();
  }

  /**
   * Forgets every wallet: keys, list, caches, backup reminders and pending registrations, and an unfinished
   * token launch with its issuer keys (no wallet is left to finish it).
   */
  async disconnectAll(): Promise<void> {
    for (const entry of this.list.entries) await this.vault().remove(entry.classic_address);
    await this.issuerKeys.removeAll();
    this.commit(EMPTY_WALLET_LIST);
    this.deps.cache.clearAll();
    safeRemove(this.deps.listStore, BACKUP_PENDING_KEY);
    safeRemove(this.deps.listStore, STORAGE_KEYS.pendingLaunch);
    forgetPendingRegistrations(this.listStore);
    await this.publish();
  }

  /** Asks for the passphrase now when the app lock holds the keys; resolves once they can sign. */
  async ensureUnlocked(): Promise<void> {
    await this.start();
    await this.vault().ensureUnlocked();
  }

  /** The backup reminders sit beside the list, in the same localStorage. */
  private forgetCaches(address: string): void {
    this.deps.cache.clear(address);
    markBackupDone(this.deps.listStore, address);
    markRegistrationDone(this.listStore, address);
  }

  /** Signing for the trade flows: only wallets in the list, through the vault. */
  withSigner<T>(address: string, fn: (signer: Signer) => Promise<T> | T): Promise<T> {
    if (!findEntry(this.list, address))
      return Promise.reject(new HorizonError('signing.walletNotFoundForAddress'));
    return this.vault().withSigner(address, fn);
  }

  /** For the credentials backup modal only. */
  revealForBackup(address: string): Promise<BackupCredentials> {
    return this.vault().revealForBackup(address);
  }

  get vaultForLock(): Vault {
    return this.vault();
  }

  /** Re-reads the lock state after a lock, unlock or setting change. */
  async refreshLock(): Promise<void> {
    await this.publish();
    void this.resumeRegistrations();
  }

  private commit(state: WalletListState): void {
    writeWalletList(this.listStore, state);
    this.list = state;
  }

  private async publish(extra: Partial<WalletsSnapshot> = {}): Promise<void> {
    const lock = this.vaultRef ? await lockStatus(this.vaultRef) : { enabled: false, unlocked: true };
    this.set({
      ...this.snapshot,
      status: 'ready',
      wallets: this.list.entries.map((e) => ({
        address: e.classic_address,
        label: e.label,
        credentialType: e.credentialType,
        algorithm: e.cryptoAlgorithm,
        addedAt: e.addedAt,
      })),
      activeAddress: this.list.active,
      persistence: this.vaultRef?.persistence ?? null,
      lockEnabled: lock.enabled,
      locked: lock.enabled && !lock.unlocked,
      ...extra,
    });
  }

  private set(next: WalletsSnapshot): void {
    this.snapshot = next;
    this.listeners.forEach((l) => l());
  }
}
