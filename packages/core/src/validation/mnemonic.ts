import { validateMnemonic } from '@scure/bip39';
import { wordlist } from '@scure/bip39/wordlists/english.js';
import { VALIDATION_ERRORS } from '../errors/catalogue.js';
import { IMPORT_MNEMONIC_WORD_COUNTS } from '../constants/wallet.js';
import { type Validation, invalid, valid } from './result.js';

/** Below this many words the import form is still being typed and shows no error. */
export const MNEMONIC_UI_MIN_WORDS = 12;

/** The phrase as bip39 expects it: trimmed, lower case, single spaces. */
export function normalizeMnemonic(input: string): string {
  return input.trim().toLowerCase().split(/\s+/).filter(Boolean).join(' ');
}

export function mnemonicWordCount(input: string): number {
  const normalized = normalizeMnemonic(input);
  return normalized === '' ? 0 : normalized.split(' ').length;
}

/** True for a valid English bip39 phrase of any standard length (12, 15, 18, 21 or 24 words). */
export function isValidMnemonic(input: string): boolean {
  return validateMnemonic(normalizeMnemonic(input), wordlist);
}

/** An imported phrase: 12 or 24 words with a valid bip39 checksum (spec §5). */
export function validateImportMnemonic(input: string): Validation<string> {
  const phrase = normalizeMnemonic(input);
  if (phrase === '') return invalid(VALIDATION_ERRORS.emptyMnemonic);
  const words = phrase.split(' ').length;
  if (!IMPORT_MNEMONIC_WORD_COUNTS.includes(words) || !validateMnemonic(phrase, wordlist)) {
    return invalid(VALIDATION_ERRORS.invalidMnemonic);
  }
  return valid(phrase);
}

/** The message under the import field while typing: shown once 12 or more words are entered. */
export function mnemonicInputMessage(input: string): string | undefined {
  if (mnemonicWordCount(input) < MNEMONIC_UI_MIN_WORDS) return undefined;
  return validateImportMnemonic(input).ok ? undefined : VALIDATION_ERRORS.invalidMnemonicUi;
}
