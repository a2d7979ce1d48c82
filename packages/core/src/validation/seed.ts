import { decodeSeed } from 'ripple-address-codec';
import { VALIDATION_ERRORS } from '../errors/catalogue.js';
import type { KeyAlgorithm } from '../constants/wallet.js';
import { type Validation, invalid, valid } from './result.js';

/** Spec §5: 's' followed by at least 20 letters or digits. */
export const SEED_PATTERN = /^s[A-Za-z0-9]{20,}$/;
/** The import form shows the seed message only when the input is over 10 characters. */
export const SEED_UI_MIN_LENGTH = 11;

export interface SeedInfo {
  readonly seed: string;
  /** Algorithms to try, the first preferred. One entry means the algorithm is selected and locked. */
  readonly algorithms: readonly KeyAlgorithm[];
}

/**
 * Algorithms a seed may use, by prefix (spec §5): sEd → ed25519; sn, sh, sp → secp256k1; otherwise both are
 * tried (secp256k1, the import default, first).
 */
export function seedAlgorithms(seed: string): readonly KeyAlgorithm[] {
  if (seed.startsWith('sEd')) return ['ed25519'];
  if (/^s[nhp]/.test(seed)) return ['secp256k1'];
  return ['secp256k1', 'ed25519'];
}

/** True when the seed has the pattern and a valid base58 checksum. */
export function isValidSeed(seed: string): boolean {
  if (!SEED_PATTERN.test(seed)) return false;
  try {
    decodeSeed(seed);
    return true;
  } catch {
    return false;
  }
}

/** An imported seed: pattern and checksum, with the algorithms to derive it with. */
export function validateSeed(input: string): Validation<SeedInfo> {
  const seed = input.trim();
  if (seed === '') return invalid(VALIDATION_ERRORS.emptySeed);
  if (!isValidSeed(seed)) return invalid(VALIDATION_ERRORS.invalidSeed);
  return valid({ seed, algorithms: seedAlgorithms(seed) });
}

/** The message under the import field while typing: shown when the input is over 10 characters. */
export function seedInputMessage(input: string): string | undefined {
  const seed = input.trim();
  if (seed.length < SEED_UI_MIN_LENGTH) return undefined;
  return isValidSeed(seed) ? undefined : VALIDATION_ERRORS.invalidSeedUi;
}
