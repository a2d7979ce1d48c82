/** What React sees of the wallets: addresses, labels and states, never a secret. */
import type { CredentialType, KeyAlgorithm } from '@horizon/core';
import type { VaultPersistence } from '../vault/index.js';

export interface WalletInfo {
  readonly address: string;
  readonly label: string;
  readonly credentialType: CredentialType;
  readonly algorithm: KeyAlgorithm;
  readonly addedAt: number;
}

export interface WalletsSnapshot {
  readonly status: 'loading' | 'ready' | 'error';
  readonly wallets: readonly WalletInfo[];
  readonly activeAddress: string | null;
  /** True for the brief 300 ms switching state. */
  readonly switching: boolean;
  readonly persistence: VaultPersistence | null;
  /** Why wallets live only in this tab (private mode, blocked IndexedDB); null when they persist. */
  readonly sessionOnlyReason: string | null;
  readonly lockEnabled: boolean;
  readonly locked: boolean;
  readonly error: string | null;
}

export const INITIAL_SNAPSHOT: WalletsSnapshot = {
  status: 'loading',
  wallets: [],
  activeAddress: null,
  switching: false,
  persistence: null,
  sessionOnlyReason: null,
  lockEnabled: false,
  locked: false,
  error: null,
};
