/** Wallets, keys and the browser vault (spec §3, §9). */

export type KeyAlgorithm = 'ed25519' | 'secp256k1';
export type CredentialType = 'mnemonic' | 'seed';

/** At most 5 wallets per browser. */
export const MAX_WALLETS = 5;
/** Version of the browser wallet database schema. */
export const WALLET_DB_SCHEMA_VERSION = 7;
/** BIP-44 path for XRP (coin type 144). */
export const DEFAULT_DERIVATION_PATH = "m/44'/144'/0'/0/0";
/** A generated mnemonic has 24 words (256-bit entropy). */
export const GENERATED_MNEMONIC_WORDS = 24;
export const GENERATED_MNEMONIC_ENTROPY_BITS = 256;
/** Word counts accepted on import. */
export const IMPORT_MNEMONIC_WORD_COUNTS: readonly number[] = [12, 24];
/** Generated wallets are ED25519; the import default is secp256k1. */
export const GENERATED_WALLET_ALGORITHM: KeyAlgorithm = 'ed25519';
export const DEFAULT_IMPORT_ALGORITHM: KeyAlgorithm = 'secp256k1';
/** AES-GCM with a 256-bit key and a 12-byte IV. */
export const AES_GCM_KEY_BITS = 256;
export const AES_GCM_IV_BYTES = 12;
/** The id under which the non-exportable master key is stored. */
export const MASTER_KEY_ID = 'master';
/** encrypted_credentials of a wallet whose keys live in this browser. */
export const LOCAL_CREDENTIALS = 'LOCAL';
/** The longest wallet name the list keeps (Horizon: it shows in the header's menu). */
export const WALLET_LABEL_MAX_LENGTH = 32;
/** Label of a wallet migrated from the legacy single-wallet storage. */
export const MIGRATED_WALLET_LABEL = 'Main Wallet';

/** Default label of the n-th wallet (1-based): 'Wallet N'. */
export function defaultWalletLabel(n: number): string {
  return `Wallet ${n}`;
}
