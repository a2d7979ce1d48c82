import { describe, expect, it } from 'vitest';
import { entropyToMnemonic, generateMnemonic } from '@scure/bip39';
import { wordlist } from '@scure/bip39/wordlists/english.js';
import {
  isValidMnemonic,
  mnemonicInputMessage,
  mnemonicWordCount,
  normalizeMnemonic,
  validateImportMnemonic,
} from '../../src/validation/mnemonic.js';

const TWELVE = generateMnemonic(wordlist, 128);
const TWENTY_FOUR = generateMnemonic(wordlist, 256);
// All-zero entropy: the last word carries the checksum, 'about' for 12 words and 'art' for 24.
const ZERO_12 = entropyToMnemonic(new Uint8Array(16), wordlist);
const UI_MESSAGE = 'Invalid mnemonic phrase. Please check your input.';

describe('mnemonic import', () => {
  it('accepts a real 12- or 24-word phrase, however it is spaced or cased', () => {
    expect(validateImportMnemonic(TWELVE)).toEqual({ ok: true, value: TWELVE });
    expect(validateImportMnemonic(TWENTY_FOUR)).toEqual({ ok: true, value: TWENTY_FOUR });
    const messy = `  ${TWELVE.toUpperCase().split(' ').join('   \n')} `;
    expect(validateImportMnemonic(messy)).toEqual({ ok: true, value: TWELVE });
    expect(ZERO_12.endsWith(' about')).toBe(true);
  });

  it('refuses a phrase whose checksum word is wrong', () => {
    const broken = ZERO_12.replace(/about$/, 'abandon');
    expect(validateImportMnemonic(broken)).toEqual({ ok: false, error: 'Invalid mnemonic phrase' });
  });

  it('refuses valid bip39 lengths other than 12 and 24', () => {
    const fifteen = generateMnemonic(wordlist, 160);
    expect(isValidMnemonic(fifteen)).toBe(true);
    expect(validateImportMnemonic(fifteen)).toEqual({ ok: false, error: 'Invalid mnemonic phrase' });
  });

  it('refuses words outside the list', () => {
    const words = TWELVE.split(' ');
    words[3] = 'xrpl';
    expect(validateImportMnemonic(words.join(' ')).ok).toBe(false);
  });

  it('asks for a mnemonic when the input is empty', () => {
    expect(validateImportMnemonic('  ')).toEqual({ ok: false, error: 'Please enter your mnemonic' });
  });

  it('counts and normalises words', () => {
    expect(mnemonicWordCount('')).toBe(0);
    expect(mnemonicWordCount(' a  b\tc ')).toBe(3);
    expect(normalizeMnemonic(' A  B ')).toBe('a b');
  });
});

describe('mnemonic message while typing', () => {
  it('stays silent below 12 words, even when they are wrong', () => {
    expect(mnemonicInputMessage('')).toBeUndefined();
    expect(mnemonicInputMessage('zzz '.repeat(11))).toBeUndefined();
  });

  it('shows the UI message once 12 or more words are typed and the phrase is invalid', () => {
    expect(mnemonicInputMessage('zzz '.repeat(12))).toBe(UI_MESSAGE);
    expect(mnemonicInputMessage(TWENTY_FOUR.split(' ').slice(0, 13).join(' '))).toBe(UI_MESSAGE);
  });

  it('clears once the phrase is valid', () => {
    expect(mnemonicInputMessage(TWELVE)).toBeUndefined();
    expect(mnemonicInputMessage(TWENTY_FOUR)).toBeUndefined();
  });
});
