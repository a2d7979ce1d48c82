/**
 * The journeys' own key material, derived here without the web app's code: the address a wallet generated or
 * imported in the browser must come out at, and every form of its secrets the secret scan searches for.
 */
import { ed25519 } from '@noble/curves/ed25519.js';
import { HDKey } from '@scure/bip32';
import { generateMnemonic, mnemonicToSeedSync } from '@scure/bip39';
import { wordlist } from '@scure/bip39/wordlists/english.js';
import { Account } from '@xrplf/secret-numbers';
import { ECDSA, Wallet, decodeSeed, deriveAddress } from 'xrpl';

/** Spec §4: every phrase is derived along m/44'/144'/0'/0/0. */
const PATH = "m/44'/144'/0'/0/0";

export type Algorithm = 'ed25519' | 'secp256k1';

export interface TestKey {
  readonly address: string;
  readonly algorithm: Algorithm;
  /** What the user types or is shown: the phrase, the family seed, or the secret numbers. */
  readonly typed: string;
  /** The recovery phrase, when there is one (the scan also looks for any 4 consecutive words of it). */
  readonly phrase?: string;
  /** The secret numbers' 8 blocks, when there are some (the scan also looks for any 4 consecutive ones). */
  readonly numbers?: readonly string[];
  /** Exact strings that must never leave: the typed secret and encodings of the keys (base58, base64). */
  readonly texts: readonly string[];
  /** Key bytes in hex (private key, BIP-39 seed, seed entropy): searched in either case. */
  readonly hex: readonly string[];
}

const toHex = (bytes: Uint8Array): string => Buffer.from(bytes).toString('hex');
const toBase64 = (hex: string): string => Buffer.from(hex, 'hex').toString('base64');

/** A fresh bip39 phrase of 12 (128-bit), 15 (160-bit) or 24 (256-bit) words. */
export function newPhrase(words: 12 | 15 | 24): string {
  return generateMnemonic(wordlist, (words / 3) * 32);
}

/** A fresh family seed of the given algorithm ('sEd…' for ed25519). */
export function newSeed(algorithm: Algorithm): string {
  const wallet = Wallet.generate(algorithm === 'ed25519' ? ECDSA.ed25519 : ECDSA.secp256k1);
  if (!wallet.seed) throw new Error('xrpl.js generated a wallet without a seed');
  return wallet.seed;
}

/** An imported phrase: secp256k1 (the import default) along the default path, as xrpl.js derives it. */
export function phraseKey(phrase: string): TestKey {
  const wallet = Wallet.fromMnemonic(phrase, { mnemonicEncoding: 'bip39', derivationPath: PATH });
  const node = HDKey.fromMasterSeed(mnemonicToSeedSync(phrase)).derive(PATH);
  const privateKey = wallet.privateKey.slice(2);
  return {
    address: wallet.classicAddress,
    algorithm: 'secp256k1',
    typed: phrase,
    phrase,
    texts: [phrase, node.privateExtendedKey, toBase64(privateKey)],
    hex: [privateKey, toHex(mnemonicToSeedSync(phrase))],
  };
}

/** A generated wallet's phrase: ed25519, the BIP-32 node's private key taken as the ed25519 secret. */
export function generatedPhraseKey(phrase: string): TestKey {
  const bip39Seed = mnemonicToSeedSync(phrase);
  const node = HDKey.fromMasterSeed(bip39Seed).derive(PATH);
  if (!node.privateKey) throw new Error('BIP-32 node without a private key');
  const privateKey = toHex(node.privateKey);
  const publicKey = `ED${toHex(ed25519.getPublicKey(node.privateKey))}`.toUpperCase();
  return {
    address: deriveAddress(publicKey),
    algorithm: 'ed25519',
    typed: phrase,
    phrase,
    texts: [phrase, node.privateExtendedKey, toBase64(privateKey)],
    hex: [privateKey, toHex(bip39Seed)],
  };
}

/** A family seed: its algorithm read from its prefix, as xrpl.js `Wallet.fromSeed` does. */
export function seedKey(seed: string): TestKey {
  const wallet = Wallet.fromSeed(seed);
  const decoded = decodeSeed(seed);
  const privateKey = wallet.privateKey.slice(2);
  return {
    address: wallet.classicAddress,
    algorithm: decoded.type === 'ed25519' ? 'ed25519' : 'secp256k1',
    typed: seed,
    texts: [seed, toBase64(privateKey)],
    hex: [privateKey, toHex(decoded.bytes)],
  };
}

/** Fresh secret numbers (XLS-12: 8 blocks of 6 digits), secp256k1 as the import defaults to. */
export function newSecretNumbersKey(): TestKey {
  const account = new Account(undefined, 'ecdsa-secp256k1');
  const privateKey = account.getKeypair().privateKey.slice(2);
  const typed = account.getSecret().join(' ');
  return {
    address: account.getAddress(),
    algorithm: 'secp256k1',
    typed,
    numbers: account.getSecret(),
    texts: [typed, account.getSecret().join(''), account.getFamilySeed(), toBase64(privateKey)],
    hex: [privateKey],
  };
}
