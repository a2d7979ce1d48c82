/**
 * The master key under 'master' (spec §3): created on first use as a non-extractable AES-GCM key. With the
 * app lock on, the stored record is the key wrapped by the passphrase, and the key lives only in memory.
 */
import { createMasterKey } from './aes.js';
import { VaultLockedError } from './errors.js';
import type { MasterRecord } from './records.js';
import type { VaultStore } from './store.js';

export class MasterKeyHolder {
  /** The unwrapped key while unlocked (app lock on); never stored. */
  private unlocked: CryptoKey | undefined;

  constructor(
    private readonly store: VaultStore,
    private readonly subtle: SubtleCrypto,
  ) {}

  /** The key for an operation: created on first use; VaultLockedError while locked. */
  async get(): Promise<CryptoKey> {
    const record = await this.store.getMaster();
    if (!record) {
      const key = await createMasterKey(this.subtle);
      await this.store.putMaster({ id: 'master', kind: 'plain', key });
      return key;
    }
    if (record.kind === 'plain') return record.key;
    if (!this.unlocked) throw new VaultLockedError();
    return this.unlocked;
  }

  async record(): Promise<MasterRecord | undefined> {
    return this.store.getMaster();
  }

  setUnlocked(key: CryptoKey | undefined): void {
    this.unlocked = key;
  }

  get isUnlockedInMemory(): boolean {
    return this.unlocked !== undefined;
  }
}
