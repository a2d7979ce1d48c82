/** The wallet list in localStorage: reading defensively, writing, and the legacy single-wallet migration. */
import { describe, expect, it } from 'vitest';
import { EMPTY_WALLET_LIST, addWallet } from '../../src/wallets/wallet-list.js';
import {
  WALLET_LIST_KEYS,
  migrateLegacyWallet,
  readWalletList,
  writeWalletList,
} from '../../src/wallets/wallet-list-store.js';
import { MemoryStore } from '../memory-store.js';

const A = 'rHsMGQEkVNJmpGWs8XUBoTBiAAbwxZN5v3';
const B = 'rBo2fTwPahuUDZR5EzT4yGgpnqUjLUuutC';

describe('reading and writing the list', () => {
  it('round-trips entries and the active address under horizon: keys', () => {
    const store = new MemoryStore();
    let state = addWallet(
      EMPTY_WALLET_LIST,
      { address: A, credentialType: 'seed', cryptoAlgorithm: 'secp256k1' },
      5,
    );
    state = addWallet(state, { address: B, credentialType: 'mnemonic', cryptoAlgorithm: 'ed25519' }, 6);
    writeWalletList(store, { ...state, active: B });
    expect(store.keys()).toEqual([WALLET_LIST_KEYS.active, WALLET_LIST_KEYS.list]);
    expect(readWalletList(store)).toEqual({ ...state, active: B });
  });

  it('drops malformed and duplicate entries and repairs an active address not in the list', () => {
    const good = {
      classic_address: A,
      encrypted_credentials: 'LOCAL',
      label: 'x',
      addedAt: 1,
      credentialType: 'seed',
      cryptoAlgorithm: 'ed25519',
    };
    const store = new MemoryStore({
      [WALLET_LIST_KEYS.list]: JSON.stringify([
        good,
        { ...good, classic_address: 'bad' },
        good,
        'junk',
        null,
      ]),
      [WALLET_LIST_KEYS.active]: B,
    });
    expect(readWalletList(store)).toEqual({ entries: [good], active: A });
  });

  it('treats unreadable JSON as an empty list', () => {
    expect(readWalletList(new MemoryStore({ [WALLET_LIST_KEYS.list]: '{oops' }))).toEqual(EMPTY_WALLET_LIST);
  });

  it('a storage that throws on read reports "Failed to load wallets"', () => {
    const store = new MemoryStore();
    store.getItem = () => {
      throw new Error('SecurityError');
    };
    expect(() => readWalletList(store)).toThrow('Failed to load wallets');
  });
});

describe('legacy single-wallet migration', () => {
  it("moves the old wallet into an empty list as the active 'Main Wallet' and removes the old keys", () => {
    const store = new MemoryStore({
      classic_address: A,
      encrypted_credentials: 'LOCAL',
      cryptoAlgorithm: 'ed25519',
    });
    const state = migrateLegacyWallet(store, EMPTY_WALLET_LIST, 77);
    expect(state.active).toBe(A);
    expect(state.entries[0]).toMatchObject({
      classic_address: A,
      label: 'Main Wallet',
      addedAt: 77,
      cryptoAlgorithm: 'ed25519',
    });
    expect(store.keys()).toEqual([WALLET_LIST_KEYS.active, WALLET_LIST_KEYS.list]);
    expect(readWalletList(store)).toEqual(state);
  });

  it('leaves an existing list untouched and nothing happens without legacy data', () => {
    const existing = addWallet(
      EMPTY_WALLET_LIST,
      { address: B, credentialType: 'seed', cryptoAlgorithm: 'ed25519' },
      1,
    );
    expect(migrateLegacyWallet(new MemoryStore({ classic_address: A }), existing, 2)).toBe(existing);
    expect(migrateLegacyWallet(new MemoryStore(), EMPTY_WALLET_LIST, 2)).toBe(EMPTY_WALLET_LIST);
  });
});
