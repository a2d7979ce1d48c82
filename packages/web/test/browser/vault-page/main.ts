/**
 * The vault in a real browser, for test/browser/vault.test.ts: each probe runs against the real
 * IndexedDB and WebCrypto and returns plain JSON (never a key object) to the test.
 */
import { open, seal } from '../../../src/vault/aes.js';
import { VAULT_DB_NAME, openVault } from '../../../src/vault/index.js';

const PAYMENT = {
  TransactionType: 'Payment',
  Destination: 'rPT1Sjq2YGrBMTttX4GZHjKu9dyfzbpAYe',
  Amount: '1000000',
  Fee: '12',
  Sequence: 7,
  LastLedgerSequence: 1000,
};

function rawDb(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const req = indexedDB.open(VAULT_DB_NAME);
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });
}

function rawGet<T>(db: IDBDatabase, store: string, key: string): Promise<T> {
  return new Promise((resolve, reject) => {
    const req = db.transaction(store).objectStore(store).get(key);
    req.onsuccess = () => resolve(req.result as T);
    req.onerror = () => reject(req.error);
  });
}

function rawPut(db: IDBDatabase, store: string, value: unknown): Promise<void> {
  return new Promise((resolve, reject) => {
    const tx = db.transaction(store, 'readwrite');
    tx.objectStore(store).put(value);
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(tx.error);
  });
}

async function message(work: () => Promise<unknown>): Promise<string> {
  try {
    await work();
    return 'no error';
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

const probes = {
  async masterKey() {
    const { vault, sessionOnlyReason } = await openVault(indexedDB);
    const wallet = await vault.generate('Wallet 1');
    const db = await rawDb();
    const master = await rawGet<{ kind: string; key: CryptoKey }>(db, 'keys', 'master');
    const record = await rawGet<{ iv: Uint8Array; encryptedPrivateKey: Uint8Array }>(
      db,
      'wallets',
      wallet.address,
    );
    const exportError = await message(() => crypto.subtle.exportKey('raw', master.key));
    return {
      sessionOnlyReason: sessionOnlyReason ?? null,
      dbVersion: db.version,
      stores: [...db.objectStoreNames].sort(),
      kind: master.kind,
      isCryptoKey: master.key instanceof CryptoKey,
      extractable: master.key.extractable,
      algorithm: master.key.algorithm,
      usages: [...master.key.usages].sort(),
      exportRefused: exportError !== 'no error',
      ivLength: record.iv.length,
      ciphertextIsBytes: record.encryptedPrivateKey instanceof Uint8Array,
    };
  },

  async roundTrip() {
    const key = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, [
      'encrypt',
      'decrypt',
    ]);
    const sealed = await seal(crypto.subtle, key, 'top secret ✓', 'rAddress:test');
    const a = await seal(crypto.subtle, key, 'same', 'ctx');
    const b = await seal(crypto.subtle, key, 'same', 'ctx');
    return {
      plain: await open(crypto.subtle, key, sealed, 'rAddress:test'),
      ivLength: sealed.iv.length,
      freshIvs: a.iv.join() !== b.iv.join(),
      wrongContext: await message(() => open(crypto.subtle, key, sealed, 'rOther:test')),
    };
  },

  async corruptRecord() {
    const { vault } = await openVault(indexedDB);
    const wallet = await vault.generate('Wallet 2');
    const db = await rawDb();
    const record = await rawGet<Record<string, unknown> & { encryptedPrivateKey: Uint8Array }>(
      db,
      'wallets',
      wallet.address,
    );
    const broken = new Uint8Array(record.encryptedPrivateKey);
    broken[3] = (broken[3] ?? 0) ^ 0x01;
    await rawPut(db, 'wallets', { ...record, encryptedPrivateKey: broken });
    return {
      sign: await message(() => vault.withSigner(wallet.address, () => 1)),
      unknown: await message(() => vault.withSigner('rPT1Sjq2YGrBMTttX4GZHjKu9dyfzbpAYe', () => 1)),
    };
  },

  async sign() {
    const { vault } = await openVault(indexedDB);
    const preview = await vault.prepareImport({
      kind: 'mnemonic',
      phrase: 'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about',
    });
    const wallet = await vault.commitImport(preview.id, 'Imported');
    const signed = await vault.withSigner(wallet.address, (s) =>
      s.signTransaction({ ...PAYMENT, Account: wallet.address }, 'send'),
    );
    const challenge = 'c0ffee00c0ffee00c0ffee00c0ffee00';
    const signature = await vault.withSigner(wallet.address, (s) => s.signChallenge(challenge));
    const loadedScripts = performance.getEntriesByType('resource').map((e) => e.name.split('/').pop() ?? '');
    return {
      address: wallet.address,
      publicKey: wallet.publicKey,
      ...signed,
      challenge,
      signature,
      loadedScripts,
    };
  },

  async nothingInWebStorage() {
    const { vault } = await openVault(indexedDB);
    const wallet = await vault.generate('Wallet 3');
    const seedWallet = await vault.commitImport(
      (await vault.prepareImport({ kind: 'seed', seed: 'sEdTM1uX8pu2do5XvTnutH6HsouMaM2' })).id,
      'Seed',
    );
    const backup = await vault.revealForBackup(wallet.address);
    const seedBackup = await vault.revealForBackup(seedWallet.address);
    const stored: string[] = [];
    for (const store of [localStorage, sessionStorage]) {
      for (let i = 0; i < store.length; i += 1) {
        const key = store.key(i) ?? '';
        stored.push(key, store.getItem(key) ?? '');
      }
    }
    const everything = stored.join('\n');
    const words = backup.mnemonic?.split(' ') ?? [];
    return {
      mnemonicWords: words.length,
      seedRevealed: seedBackup.seed === 'sEdTM1uX8pu2do5XvTnutH6HsouMaM2',
      mnemonicInStorage: everything.includes(backup.mnemonic ?? '@@'),
      seedInStorage: everything.includes('sEdTM1uX8pu2do5XvTnutH6HsouMaM2'),
      storedKeys: stored.filter((_, i) => i % 2 === 0),
    };
  },

  async sessionOnly() {
    const { vault, sessionOnlyReason } = await openVault(indexedDB);
    const wallet = await vault.generate('Session');
    const signed = await vault.withSigner(wallet.address, (s) =>
      s.signTransaction({ ...PAYMENT, Account: wallet.address }),
    );
    return {
      sessionOnlyReason: sessionOnlyReason ?? null,
      persistence: vault.persistence,
      signed: signed.txBlob.length > 0,
    };
  },
};

export type ProbeName = keyof typeof probes;

declare global {
  interface Window {
    runVaultProbe: (name: ProbeName) => Promise<unknown>;
  }
}

window.runVaultProbe = (name) => probes[name]();
const status = document.getElementById('status');
if (status) status.textContent = 'ready';
