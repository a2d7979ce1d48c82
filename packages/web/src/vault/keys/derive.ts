/**
 * Key derivation (loaded lazily with the signing code): bip39 mnemonics along the BIP-44 path, family
 * seeds, and secret numbers, giving ripple-keypairs' key format ('00…' secp256k1, 'ED…' ed25519).
 */
import { ed25519 } from '@noble/curves/ed25519.js';
import { bytesToHex, hexToBytes } from '@noble/hashes/utils.js';
import { HDKey } from '@scure/bip32';
import { generateMnemonic, mnemonicToSeed } from '@scure/bip39';
import { wordlist } from '@scure/bip39/wordlists/english.js';
import { encodeSeed } from 'ripple-address-codec';
import { deriveAddress, deriveKeypair } from 'ripple-keypairs';
import { GENERATED_MNEMONIC_ENTROPY_BITS, type KeyAlgorithm } from '@horizon/core';

export interface KeyMaterial {
  readonly address: string;
  readonly publicKey: string;
  /** ripple-keypairs format: '00' + 32 bytes (secp256k1) or 'ED' + 32 bytes (ed25519), hex. */
  readonly privateKey: string;
  readonly algorithm: KeyAlgorithm;
}

const hex = (bytes: Uint8Array): string => bytesToHex(bytes).toUpperCase();

function material(publicKey: string, privateKey: string, algorithm: KeyAlgorithm): KeyMaterial {
  return { address: deriveAddress(publicKey), publicKey, privateKey, algorithm };
}

/** A new 24-word phrase from 256 bits of the platform's secure randomness. */
export function newMnemonic(): string {
  return generateMnemonic(wordlist, GENERATED_MNEMONIC_ENTROPY_BITS);
}

/**
 * The key at `path` of a bip39 phrase. secp256k1 is xrpl.js `Wallet.fromMnemonic` exactly; ed25519 takes
 * the same BIP-32 node's private key as the ed25519 secret (as Exodus and Atomic derive ed25519 chains).
 */
export async function keyFromMnemonic(
  phrase: string,
  algorithm: KeyAlgorithm,
  path: string,
): Promise<KeyMaterial> {
  const node = HDKey.fromMasterSeed(await mnemonicToSeed(phrase)).derive(path);
  const secret = node.privateKey;
  if (!secret || !node.publicKey) throw new Error('BIP-32 node without a private key');
  if (algorithm === 'secp256k1') return material(hex(node.publicKey), `00${hex(secret)}`, algorithm);
  return material(`ED${hex(ed25519.getPublicKey(secret))}`, `ED${hex(secret)}`, algorithm);
}

/** The key of a family seed under the given algorithm (ripple-keypairs, as xrpl.js `Wallet.fromSeed`). */
export function keyFromSeed(seed: string, algorithm: KeyAlgorithm): KeyMaterial {
  const pair = deriveKeypair(seed, { algorithm: algorithm === 'ed25519' ? 'ed25519' : 'ecdsa-secp256k1' });
  return material(pair.publicKey, pair.privateKey, algorithm);
}

/** Secret numbers (XLS-12) → the 16-byte entropy → a secp256k1-encoded family seed (as xrpl.js). */
export function seedFromSecretNumbers(blocks: readonly string[]): string {
  const words = blocks.map((block) => Number(block.slice(0, 5)));
  if (words.length !== 8 || words.some((w) => !Number.isInteger(w) || w > 0xffff)) {
    throw new Error('Secret numbers out of range');
  }
  const entropy = hexToBytes(words.map((w) => w.toString(16).padStart(4, '0')).join(''));
  return encodeSeed(entropy, 'secp256k1');
}
