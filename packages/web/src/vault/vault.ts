/**
 * The browser vault (STYLE.md, MetaMask's model): the only place a seed, mnemonic or private key exists.
 * Callers get addresses, `withSigner(address, fn)` and, for the backup modal only, `revealForBackup`.
 */
import {
  GENERATED_WALLET_ALGORITHM,
  HorizonError,
  type CredentialType,
  type KeyAlgorithm,
} from '@horizon/core';
import { open } from './aes.js';
import { VaultLockedError } from './errors.js';
import type { DerivedWallet, ImportInput } from './keys/index.js';
import { loadKeys } from './load-keys.js';
import { MasterKeyHolder } from './master-key.js';
import { Mutex } from './mutex.js';
import { type StoredWallet, sealContext } from './records.js';
import { openPrivateKey, sealWallet } from './sealed-records.js';
import { type Signer, createSigner } from './signer.js';
import type { VaultPersistence, VaultStore } from './store.js';

/** What anyone outside the vault may know about a wallet. */
export interface VaultWallet {
  readonly address: string;
  readonly publicKey: string;
  readonly algorithm: KeyAlgorithm;
  readonly credentialType: CredentialType;
  readonly hasMnemonic: boolean;
  readonly label: string;
  readonly createdAt: number;
}

/** An import derived but not yet stored, shown in the Confirm Wallet Import modal. */
export interface ImportPreview {
  readonly id: number;
  readonly address: string;
  readonly algorithm: KeyAlgorithm;
  readonly credentialType: CredentialType;
  readonly algorithmLocked: boolean;
}

/** The secrets the backup modal shows, and nothing else may ask for. */
export interface BackupCredentials {
  readonly address: string;
  readonly mnemonic?: string;
  readonly seed?: string;
}

export interface VaultDeps {
  readonly store: VaultStore;
  readonly subtle?: SubtleCrypto;
  readonly now?: () => number;
  /** Told (address and time, never a secret) each time credentials are revealed. */
  readonly onReveal?: (address: string, at: number) => void;
  /**
   * Asked when an operation needs the key while the app lock holds it: resolves once the vault is unlocked (the
   * operation then runs), rejects to stop it (UnlockCancelledError). Without it, VaultLockedError is thrown.
   */
  readonly onLocked?: () => Promise<void>;
}

function publicView(w: StoredWallet): VaultWallet {
  const { address, publicKey, algorithm, credentialType, hasMnemonic, label, createdAt } = w;
  return { address, publicKey, algorithm, credentialType, hasMnemonic, label, createdAt };
}

export class Vault {
  readonly store: VaultStore;
  readonly subtle: SubtleCrypto;
  readonly master: MasterKeyHolder;
  readonly mutex = new Mutex();
  private readonly now: () => number;
  private readonly onReveal: (address: string, at: number) => void;
  private readonly onLocked: () => Promise<void>;
  private pending: { preview: ImportPreview; derived: DerivedWallet } | undefined;
  private nextImportId = 1;

  constructor(deps: VaultDeps) {
    this.store = deps.store;
    this.subtle = deps.subtle ?? globalThis.crypto.subtle;
    this.now = deps.now ?? Date.now;
    this.onReveal = deps.onReveal ?? (() => undefined);
    this.onLocked = deps.onLocked ?? (() => Promise.reject(new VaultLockedError()));
    this.master = new MasterKeyHolder(this.store, this.subtle);
  }

  get persistence(): VaultPersistence {
    return this.store.persistence;
  }

  async list(): Promise<VaultWallet[]> {
    return (await this.store.listWallets()).map(publicView);
  }

  async get(address: string): Promise<VaultWallet | undefined> {
    const wallet = await this.store.getWallet(address);
    return wallet && publicView(wallet);
  }

  /** Generates a 24-word ed25519 wallet and stores it encrypted (spec §4 "Wallet creation" 1–2). */
  generate(label: string): Promise<VaultWallet> {
    return this.whenUnlocked(() =>
      this.mutex.run(async () => {
        const key = await this.master.get();
        const derived = await (await loadKeys()).deriveGenerated(GENERATED_WALLET_ALGORITHM);
        return this.storeDerived(key, derived, label);
      }),
    );
  }

  /** Derives an import without storing it; only one import is pending at a time. */
  async prepareImport(input: ImportInput): Promise<ImportPreview> {
    const derived = await (await loadKeys()).deriveImport(input);
    const { address, algorithm } = derived.key;
    const { credentialType, algorithmLocked } = derived;
    const preview = { id: this.nextImportId++, address, algorithm, credentialType, algorithmLocked };
    this.pending = { preview, derived };
    return preview;
  }

  /** Stores the pending import the user confirmed. */
  commitImport(id: number, label: string): Promise<VaultWallet> {
    return this.whenUnlocked(() =>
      this.mutex.run(async () => {
        const key = await this.master.get(); // before the pending import is taken: a locked vault keeps it
        const pending = this.pending;
        if (!pending || pending.preview.id !== id) throw new HorizonError('wallet.importFailed');
        this.pending = undefined;
        if (await this.store.getWallet(pending.preview.address)) throw new HorizonError('wallet.duplicate');
        return this.storeDerived(key, pending.derived, label);
      }),
    );
  }

  discardImport(): void {
    this.pending = undefined;
  }

  remove(address: string): Promise<void> {
    return this.mutex.run(() => this.store.deleteWallet(address));
  }

  relabel(address: string, label: string): Promise<void> {
    return this.mutex.run(async () => {
      const wallet = await this.store.getWallet(address);
      if (wallet) await this.store.putWallet({ ...wallet, label });
    });
  }

  /**
   * Runs `fn` with a signer for `address` under the vault's lock; the key never leaves this call. While the app
   * lock holds the key, `fn` waits for the unlock (onLocked) and never runs if it is refused.
   */
  withSigner<T>(address: string, fn: (signer: Signer) => Promise<T> | T): Promise<T> {
    return this.whenUnlocked(() =>
      this.mutex.run(async () => {
        const wallet = await this.store.getWallet(address);
        if (!wallet) throw new HorizonError('signing.walletNotFoundForAddress', { detail: address });
        const key = await this.master.get();
        const [privateKey, keys] = await Promise.all([openPrivateKey(this.subtle, key, wallet), loadKeys()]);
        const scoped = createSigner(keys, wallet, privateKey);
        try {
          return await fn(scoped.signer);
        } finally {
          scoped.revoke();
        }
      }),
    );
  }

  /** Resolves once the key is at hand: at once when unlocked (or with no lock), else after onLocked. */
  ensureUnlocked(): Promise<void> {
    return this.whenUnlocked(() => this.mutex.run(async () => void (await this.master.get())));
  }

  /** The one audited way out for a secret: the backup modal's mnemonic and seed. */
  revealForBackup(address: string): Promise<BackupCredentials> {
    return this.whenUnlocked(() => this.revealUnderLock(address));
  }

  private revealUnderLock(address: string): Promise<BackupCredentials> {
    return this.mutex.run(async () => {
      const wallet = await this.store.getWallet(address);
      if (!wallet) throw new HorizonError('signing.walletNotFoundForAddress', { detail: address });
      const key = await this.master.get();
      const record = wallet.hasMnemonic ? await this.store.getMnemonic(address) : undefined;
      const mnemonic = record
        ? await open(
            this.subtle,
            key,
            { ciphertext: record.encryptedMnemonic, iv: record.iv },
            sealContext.mnemonic(address),
          )
        : undefined;
      const seed =
        wallet.encryptedSeed && wallet.seedIv
          ? await open(
              this.subtle,
              key,
              { ciphertext: wallet.encryptedSeed, iv: wallet.seedIv },
              sealContext.seed(address),
            )
          : undefined;
      this.onReveal(address, this.now());
      return { address, ...(mnemonic ? { mnemonic } : {}), ...(seed ? { seed } : {}) };
    });
  }

  /**
   * Runs `operation`; when it meets the app lock (VaultLockedError, thrown before the key is used), waits for
   * onLocked outside the mutex, so the unlock itself can run, then runs it again.
   */
  private async whenUnlocked<T>(operation: () => Promise<T>): Promise<T> {
    for (;;) {
      try {
        return await operation();
      } catch (error) {
        if (!(error instanceof VaultLockedError)) throw error;
      }
      await this.onLocked();
    }
  }

  private async storeDerived(key: CryptoKey, derived: DerivedWallet, label: string): Promise<VaultWallet> {
    const sealed = await sealWallet(this.subtle, key, derived, { label, createdAt: this.now() });
    await this.store.putWallet(sealed.wallet, sealed.mnemonic);
    return publicView(sealed.wallet);
  }
}
