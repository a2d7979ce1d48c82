/** The vault in Node's WebCrypto with the session store: what it stores, signs, and refuses. */
import { verify } from 'ripple-keypairs';
import { ECDSA, Wallet, hashes, verifySignature } from 'xrpl';
import { describe, expect, it } from 'vitest';
import { MemoryVaultStore, Vault } from '../../src/vault/index.js';
import { challengeMessageHex } from '../../src/vault/keys/sign.js';

const M12 = 'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about';
const DEST = 'rPT1Sjq2YGrBMTttX4GZHjKu9dyfzbpAYe';

function newVault(store = new MemoryVaultStore()) {
  const reveals: string[] = [];
  return {
    vault: new Vault({ store, now: () => 1_700_000_000_000, onReveal: (a) => reveals.push(a) }),
    store,
    reveals,
  };
}

function payment(account: string) {
  return {
    TransactionType: 'Payment',
    Account: account,
    Destination: DEST,
    Amount: '1000000',
    Fee: '12',
    Sequence: 5,
    LastLedgerSequence: 100,
  };
}

describe('generating a wallet', () => {
  it('stores an ed25519 key and its 24-word mnemonic encrypted under a non-extractable master key', async () => {
    const { vault, store, reveals } = newVault();
    const wallet = await vault.generate('Wallet 1');
    expect(wallet.algorithm).toBe('ed25519');
    expect(wallet.credentialType).toBe('mnemonic');
    expect(wallet.publicKey.startsWith('ED')).toBe(true);
    const master = await store.getMaster();
    expect(master?.kind).toBe('plain');
    if (master?.kind === 'plain') {
      expect(master.key.extractable).toBe(false);
      expect(master.key.algorithm).toMatchObject({ name: 'AES-GCM', length: 256 });
    }
    const record = await store.getWallet(wallet.address);
    expect(record?.iv).toHaveLength(12);
    expect(record?.derivationPath).toBe("m/44'/144'/0'/0/0");
    expect(record?.hasMnemonic).toBe(true);
    const backup = await vault.revealForBackup(wallet.address);
    expect(backup.mnemonic?.split(' ')).toHaveLength(24);
    expect(reveals).toEqual([wallet.address]);
    const mnemonicRecord = await store.getMnemonic(wallet.address);
    expect(mnemonicRecord?.iv).toHaveLength(12);
    expect(new TextDecoder().decode(mnemonicRecord?.encryptedMnemonic)).not.toContain(
      backup.mnemonic?.split(' ')[0],
    );
  });

  it('uses a fresh IV for every record', async () => {
    const { vault, store } = newVault();
    const a = await vault.generate('A');
    const b = await vault.generate('B');
    const [ra, rb] = [await store.getWallet(a.address), await store.getWallet(b.address)];
    expect(ra?.iv).not.toEqual(rb?.iv);
  });
});

describe('importing', () => {
  it("a mnemonic defaults to secp256k1 and gives xrpl.js's address, stored only when confirmed", async () => {
    const { vault, store } = newVault();
    const preview = await vault.prepareImport({ kind: 'mnemonic', phrase: `  ${M12.toUpperCase()} ` });
    expect(preview).toMatchObject({
      address: Wallet.fromMnemonic(M12).classicAddress,
      algorithm: 'secp256k1',
    });
    expect(await store.listWallets()).toEqual([]);
    await vault.commitImport(preview.id, 'Wallet 1');
    expect((await vault.list()).map((w) => w.address)).toEqual([preview.address]);
  });

  it('a seed with the sEd prefix is ed25519 and locked, whatever was asked', async () => {
    const reference = Wallet.generate(ECDSA.ed25519);
    const { vault } = newVault();
    const preview = await vault.prepareImport({
      kind: 'seed',
      seed: reference.seed as string,
      algorithm: 'secp256k1',
    });
    expect(preview).toMatchObject({
      address: reference.classicAddress,
      algorithm: 'ed25519',
      algorithmLocked: true,
    });
    const stored = await vault.commitImport(preview.id, 'Imported');
    expect(stored.credentialType).toBe('seed');
    expect((await vault.revealForBackup(stored.address)).seed).toBe(reference.seed);
  });

  it.each([
    [{ kind: 'mnemonic', phrase: '' } as const, 'Please enter your mnemonic'],
    [{ kind: 'mnemonic', phrase: 'abandon '.repeat(12) } as const, 'Invalid mnemonic phrase'],
    [{ kind: 'seed', seed: '' } as const, 'Please enter your seed'],
    [{ kind: 'seed', seed: 'sNotARealSeedAtAll12345' } as const, 'Invalid seed format'],
    [
      { kind: 'secretNumbers', numbers: '123456' } as const,
      'Invalid secret numbers. Please check your input.',
    ],
  ])('refuses %o with "%s"', async (input, message) => {
    await expect(newVault().vault.prepareImport(input)).rejects.toThrow(message);
  });

  it('a confirmed import already in the vault is refused as a duplicate', async () => {
    const { vault } = newVault();
    await vault.commitImport((await vault.prepareImport({ kind: 'mnemonic', phrase: M12 })).id, 'A');
    const again = await vault.prepareImport({ kind: 'mnemonic', phrase: M12 });
    await expect(vault.commitImport(again.id, 'B')).rejects.toThrow('This wallet is already added');
  });

  it('a discarded import can no longer be committed', async () => {
    const { vault } = newVault();
    const preview = await vault.prepareImport({ kind: 'mnemonic', phrase: M12 });
    vault.discardImport();
    await expect(vault.commitImport(preview.id, 'A')).rejects.toThrow('Failed to import wallet');
  });
});

describe('withSigner', () => {
  async function imported() {
    const env = newVault();
    const preview = await env.vault.prepareImport({ kind: 'mnemonic', phrase: M12 });
    await env.vault.commitImport(preview.id, 'A');
    return { ...env, address: preview.address };
  }

  it('signs a payment that verifies, with the hash xrpl.js computes, Account forced to the wallet', async () => {
    const { vault, address } = await imported();
    const signed = await vault.withSigner(address, (s) => s.signTransaction(payment(DEST), 'buy'));
    expect(verifySignature(signed.txBlob)).toBe(true);
    expect(signed.hash).toBe(hashes.hashSignedTx(signed.txBlob));
    const reference = Wallet.fromMnemonic(M12).sign({
      ...payment(address),
      TransactionType: 'Payment',
    } as never);
    expect(signed.txBlob).toBe(reference.tx_blob);
  });

  it('signs the wallet-proof challenge the way the server checks it', async () => {
    const { vault, address } = await imported();
    const challenge = 'a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5c6d7e8f90';
    const { signature, publicKey } = await vault.withSigner(address, (s) => ({
      signature: s.signChallenge(challenge),
      publicKey: s.publicKey,
    }));
    expect(verify(challengeMessageHex(challenge), signature, publicKey)).toBe(true);
    expect(challengeMessageHex('ab')).toBe('6162');
  });

  it('hands out a signer that stops working when the callback ends', async () => {
    const { vault, address } = await imported();
    const leaked = await vault.withSigner(address, (s) => s);
    expect(() => leaked.signChallenge('00')).toThrow();
    expect(() => leaked.signTransaction(payment(address))).toThrow();
  });

  it('refuses an unknown address with "Wallet not found for address"', async () => {
    await expect(newVault().vault.withSigner(DEST, () => 1)).rejects.toThrow('Wallet not found for address');
  });

  it('a corrupt stored key gives "Failed to decrypt data"', async () => {
    const { vault, store, address } = await imported();
    const record = await store.getWallet(address);
    if (!record) throw new Error('stored');
    const broken = new Uint8Array(record.encryptedPrivateKey);
    broken[0] = (broken[0] ?? 0) ^ 0xff;
    await store.putWallet({ ...record, encryptedPrivateKey: broken });
    await expect(vault.withSigner(address, () => 1)).rejects.toThrow('Failed to decrypt data');
  });

  it('a key moved to another address does not decrypt (records are bound to their address)', async () => {
    const { vault, store, address } = await imported();
    const record = await store.getWallet(address);
    if (!record) throw new Error('stored');
    await store.putWallet({ ...record, address: DEST });
    await expect(vault.withSigner(DEST, () => 1)).rejects.toThrow('Failed to decrypt data');
  });

  it('a transaction core refuses is not signed', async () => {
    const { vault, address } = await imported();
    const bad = { TransactionType: 'Payment', Account: address, Amount: '1' };
    await expect(vault.withSigner(address, (s) => s.signTransaction(bad, 'send'))).rejects.toThrow(
      'Missing required fields',
    );
  });

  it('never runs two operations at once', async () => {
    const { vault, address } = await imported();
    const log: string[] = [];
    const slow = vault.withSigner(address, async () => {
      log.push('a start');
      await new Promise((r) => setTimeout(r, 20));
      log.push('a end');
    });
    const fast = vault.withSigner(address, () => void log.push('b'));
    await Promise.all([slow, fast]);
    expect(log).toEqual(['a start', 'a end', 'b']);
  });
});
