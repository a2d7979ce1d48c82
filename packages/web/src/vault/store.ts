/** Where the vault keeps its records: IndexedDB, or memory for a session-only vault. */
import type { LockAttempts, MasterRecord, MnemonicRecord, StoredWallet } from './records.js';

export type VaultPersistence = 'indexeddb' | 'session';

export interface VaultStore {
  readonly persistence: VaultPersistence;
  getMaster(): Promise<MasterRecord | undefined>;
  putMaster(record: MasterRecord): Promise<void>;
  getWallet(address: string): Promise<StoredWallet | undefined>;
  listWallets(): Promise<StoredWallet[]>;
  getMnemonic(address: string): Promise<MnemonicRecord | undefined>;
  /** Stores a wallet and its mnemonic record together (one transaction). */
  putWallet(wallet: StoredWallet, mnemonic?: MnemonicRecord): Promise<void>;
  deleteWallet(address: string): Promise<void>;
  /** Replaces the master key and every record at once (re-encryption under a new key). */
  replaceAll(
    master: MasterRecord,
    wallets: readonly StoredWallet[],
    mnemonics: readonly MnemonicRecord[],
  ): Promise<void>;
  getAttempts(): Promise<LockAttempts>;
  putAttempts(attempts: LockAttempts): Promise<void>;
}

export const NO_ATTEMPTS: LockAttempts = { failures: 0, notBefore: 0 };

/** The session-only vault: records live as long as the page (private mode, blocked IndexedDB). */
export class MemoryVaultStore implements VaultStore {
  readonly persistence = 'session' as const;
  private master: MasterRecord | undefined;
  private readonly wallets = new Map<string, StoredWallet>();
  private readonly mnemonics = new Map<string, MnemonicRecord>();
  private attempts: LockAttempts = NO_ATTEMPTS;

  async getMaster() {
    return this.master;
  }
  async putMaster(record: MasterRecord) {
    this.master = record;
  }
  async getWallet(address: string) {
    return this.wallets.get(address);
  }
  async listWallets() {
    return [...this.wallets.values()];
  }
  async getMnemonic(address: string) {
    return this.mnemonics.get(address);
  }
  async putWallet(wallet: StoredWallet, mnemonic?: MnemonicRecord) {
    this.wallets.set(wallet.address, wallet);
    if (mnemonic) this.mnemonics.set(mnemonic.address, mnemonic);
  }
  async deleteWallet(address: string) {
    this.wallets.delete(address);
    this.mnemonics.delete(address);
  }
  async replaceAll(
    master: MasterRecord,
    wallets: readonly StoredWallet[],
    mnemonics: readonly MnemonicRecord[],
  ) {
    this.master = master;
    this.wallets.clear();
    this.mnemonics.clear();
    wallets.forEach((w) => this.wallets.set(w.address, w));
    mnemonics.forEach((m) => this.mnemonics.set(m.address, m));
  }
  async getAttempts() {
    return this.attempts;
  }
  async putAttempts(attempts: LockAttempts) {
    this.attempts = attempts;
  }
}
