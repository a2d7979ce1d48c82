/**
 * Turning what the user typed into key material (in the lazy key chunk) (spec §5, §9): a 12/24-word mnemonic (secp256k1 by
 * default), a family seed (algorithm detected, locked when the prefix says), or secret numbers.
 */
import {
  type CredentialType,
  DEFAULT_DERIVATION_PATH,
  DEFAULT_IMPORT_ALGORITHM,
  type KeyAlgorithm,
  validateImportMnemonic,
  validateSecretNumbers,
  validateSeed,
} from '@horizon/core';
import { mapFailure, validationError } from '../errors.js';
import {
  type KeyMaterial,
  keyFromMnemonic,
  keyFromSeed,
  newMnemonic,
  seedFromSecretNumbers,
} from './derive.js';

export type ImportInput =
  | { readonly kind: 'mnemonic'; readonly phrase: string; readonly algorithm?: KeyAlgorithm }
  | { readonly kind: 'seed'; readonly seed: string; readonly algorithm?: KeyAlgorithm }
  | { readonly kind: 'secretNumbers'; readonly numbers: string; readonly algorithm?: KeyAlgorithm };

/** Everything the vault stores for a new wallet, before encryption. */
export interface DerivedWallet {
  readonly key: KeyMaterial;
  readonly credentialType: CredentialType;
  readonly mnemonic?: string;
  readonly seed?: string;
  readonly derivationPath: string | null;
  /** True when the seed's prefix fixed the algorithm (the form shows it locked). */
  readonly algorithmLocked: boolean;
}

export async function deriveImport(input: ImportInput): Promise<DerivedWallet> {
  const algorithm = input.algorithm ?? DEFAULT_IMPORT_ALGORITHM;
  if (input.kind === 'mnemonic') {
    const checked = validateImportMnemonic(input.phrase);
    if (!checked.ok) throw validationError(checked.error);
    const path = DEFAULT_DERIVATION_PATH;
    const key = await mapFailure('signing.deriveKeyFailed', () =>
      keyFromMnemonic(checked.value, algorithm, path),
    );
    return {
      key,
      credentialType: 'mnemonic',
      mnemonic: checked.value,
      derivationPath: path,
      algorithmLocked: false,
    };
  }
  let seed: string;
  let algorithms: readonly KeyAlgorithm[];
  if (input.kind === 'seed') {
    const checked = validateSeed(input.seed);
    if (!checked.ok) throw validationError(checked.error);
    ({ seed, algorithms } = checked.value);
  } else {
    const checked = validateSecretNumbers(input.numbers);
    if (!checked.ok) throw validationError(checked.error);
    seed = await mapFailure('wallet.importFailed', async () => seedFromSecretNumbers(checked.value));
    algorithms = ['secp256k1', 'ed25519'];
  }
  const locked = algorithms.length === 1;
  const chosen = locked || !algorithms.includes(algorithm) ? (algorithms[0] as KeyAlgorithm) : algorithm;
  const key = await mapFailure('wallet.importFailed', async () => keyFromSeed(seed, chosen));
  return { key, credentialType: 'seed', seed, derivationPath: null, algorithmLocked: locked };
}

/** A new wallet (spec §4 "Wallet creation"): a 24-word mnemonic, ed25519, along the default path. */
export async function deriveGenerated(algorithm: KeyAlgorithm): Promise<DerivedWallet> {
  return mapFailure('wallet.generateFailed', async () => {
    const mnemonic = newMnemonic();
    const path = DEFAULT_DERIVATION_PATH;
    const key = await mapFailure('signing.deriveKeyFailed', () => keyFromMnemonic(mnemonic, algorithm, path));
    return { key, credentialType: 'mnemonic', mnemonic, derivationPath: path, algorithmLocked: true };
  });
}
