/**
 * Known answers for key derivation: a phrase, seed or secret numbers typed into Horizon give the same
 * address as xrpl.js (the XRPL reference library), so a user's funds are where they expect.
 */
import { Account } from '@xrplf/secret-numbers';
import { deriveAddress, sign, verify } from 'ripple-keypairs';
import { ECDSA, Wallet, walletFromSecretNumbers } from 'xrpl';
import { describe, expect, it } from 'vitest';
import {
  keyFromMnemonic,
  keyFromSeed,
  newMnemonic,
  seedFromSecretNumbers,
} from '../../src/vault/keys/derive.js';

const PATH = "m/44'/144'/0'/0/0";
const M12 = 'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about';
const M24 =
  'legal winner thank year wave sausage worth useful legal winner thank year wave sausage worth useful legal winner thank year wave sausage worth title';

describe("mnemonic → key along m/44'/144'/0'/0/0", () => {
  it.each([M12, M24])('secp256k1 equals xrpl.js Wallet.fromMnemonic for "%s"', async (phrase) => {
    const ours = await keyFromMnemonic(phrase, 'secp256k1', PATH);
    const reference = Wallet.fromMnemonic(phrase);
    expect(ours.address).toBe(reference.classicAddress);
    expect(ours.publicKey).toBe(reference.publicKey);
    expect(ours.privateKey).toBe(reference.privateKey);
  });

  it('secp256k1 of the 12-word test phrase is the address xrpl.js gives for it, pinned', async () => {
    expect((await keyFromMnemonic(M12, 'secp256k1', PATH)).address).toBe(
      'rHsMGQEkVNJmpGWs8XUBoTBiAAbwxZN5v3',
    );
  });

  it('ed25519 uses the same BIP-32 node private key as its ed25519 secret', async () => {
    const ours = await keyFromMnemonic(M12, 'ed25519', PATH);
    const reference = Wallet.fromMnemonic(M12);
    expect(ours.privateKey.slice(2)).toBe(reference.privateKey.slice(2));
    expect(ours.address).toBe('rBo2fTwPahuUDZR5EzT4yGgpnqUjLUuutC');
    expect(ours.publicKey).toBe('ED7C8954FABFF012A38776AE6FF4BCEA6C9057639DAEFDEB62D6223FF5D470B399');
    // xrpl.js accepts the pair as an ed25519 wallet at the same address.
    expect(new Wallet(ours.publicKey, ours.privateKey).classicAddress).toBe(ours.address);
    expect(deriveAddress(ours.publicKey)).toBe(ours.address);
  });

  it('an ed25519 key from a mnemonic signs what ripple-keypairs verifies', async () => {
    const ours = await keyFromMnemonic(M24, 'ed25519', PATH);
    const message = 'DEADBEEF';
    expect(verify(message, sign(message, ours.privateKey), ours.publicKey)).toBe(true);
  });

  it('a generated mnemonic has 24 words and derives', async () => {
    const phrase = newMnemonic();
    expect(phrase.split(' ')).toHaveLength(24);
    expect((await keyFromMnemonic(phrase, 'ed25519', PATH)).address).toMatch(/^r/);
  });
});

describe('seed and secret numbers → key', () => {
  it.each(['ed25519', 'secp256k1'] as const)('a %s seed equals xrpl.js Wallet.fromSeed', (algorithm) => {
    const reference = Wallet.generate(algorithm === 'ed25519' ? ECDSA.ed25519 : ECDSA.secp256k1);
    const ours = keyFromSeed(reference.seed as string, algorithm);
    expect(ours.address).toBe(reference.classicAddress);
    expect(ours.privateKey).toBe(reference.privateKey);
  });

  it('a secp256k1-encoded seed read as ed25519 matches xrpl.js with the algorithm forced', () => {
    const seed = 'sp6JS7f14BuwFY8Mw6bTtLKWauoUs';
    const reference = Wallet.fromSeed(seed, { algorithm: ECDSA.ed25519 });
    expect(keyFromSeed(seed, 'ed25519').address).toBe(reference.classicAddress);
    expect(keyFromSeed(seed, 'secp256k1').address).toBe(Wallet.fromSeed(seed).classicAddress);
  });

  it('secret numbers equal xrpl.js walletFromSecretNumbers', () => {
    const numbers = new Account().getSecret();
    const ours = keyFromSeed(seedFromSecretNumbers(numbers), 'secp256k1');
    expect(ours.address).toBe(walletFromSecretNumbers(numbers).classicAddress);
  });

  it('secret numbers whose value exceeds 16 bits are refused rather than truncated', () => {
    // 70000 × 1 mod 9 = 7: a valid checksum for position 0, but not 2 bytes of entropy.
    expect(() => seedFromSecretNumbers(['700007', ...Array<string>(7).fill('000000')])).toThrow();
  });
});
