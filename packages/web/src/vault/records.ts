/** What the vault stores (spec §3), in IndexedDB or, in a session-only vault, in memory. */
import type { CredentialType, KeyAlgorithm } from '@horizon/core';

/** Stored wallet, by address. The private key is ripple-keypairs' hex, encrypted. */
export interface StoredWallet {
  readonly address: string;
  readonly publicKey: string;
  readonly encryptedPrivateKey: Uint8Array;
  readonly iv: Uint8Array;
  readonly algorithm: KeyAlgorithm;
  readonly createdAt: number;
  readonly label: string;
  /** The BIP-44 path of a mnemonic wallet; null for a seed. */
  readonly derivationPath: string | null;
  readonly hasMnemonic: boolean;
  /** Horizon: how the wallet came in, and its family seed (encrypted) for a later backup. */
  readonly credentialType: CredentialType;
  readonly encryptedSeed?: Uint8Array;
  readonly seedIv?: Uint8Array;
}

/** Mnemonic record, by address. */
export interface MnemonicRecord {
  readonly address: string;
  readonly encryptedMnemonic: Uint8Array;
  readonly iv: Uint8Array;
  readonly algorithm: KeyAlgorithm;
  readonly derivationPath: string;
}

/** The key-derivation parameters of the app lock, stored so that they can be raised later. */
export interface LockParameters {
  readonly kdf: 'PBKDF2';
  readonly hash: 'SHA-256';
  readonly iterations: number;
  readonly salt: Uint8Array;
}

/** The master key under 'master': the key itself, or (app lock on) the key wrapped by a passphrase. */
export type MasterRecord =
  | { readonly id: 'master'; readonly kind: 'plain'; readonly key: CryptoKey }
  | {
      readonly id: 'master';
      readonly kind: 'wrapped';
      readonly wrappedKey: Uint8Array;
      readonly iv: Uint8Array;
      readonly params: LockParameters;
    };

/** Wrong-passphrase bookkeeping, kept across reloads. */
export interface LockAttempts {
  readonly failures: number;
  /** Epoch ms before which no attempt is accepted. */
  readonly notBefore: number;
}

/** Credentials record context strings bound into each ciphertext. */
export const sealContext = {
  privateKey: (address: string) => `${address}:private-key`,
  mnemonic: (address: string) => `${address}:mnemonic`,
  seed: (address: string) => `${address}:seed`,
  masterKey: 'master-key',
} as const;
