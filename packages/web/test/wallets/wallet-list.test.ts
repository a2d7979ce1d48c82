/** The wallet list rules of spec §3/§4, one by one. */
import { describe, expect, it } from 'vitest';
import {
  EMPTY_WALLET_LIST,
  type NewWallet,
  type WalletListState,
  addWallet,
  checkCanAdd,
  relabelWallet,
  remainingSlots,
  removeWallet,
  switchWallet,
} from '../../src/wallets/wallet-list.js';

const ADDRESSES = [
  'rHsMGQEkVNJmpGWs8XUBoTBiAAbwxZN5v3',
  'rBo2fTwPahuUDZR5EzT4yGgpnqUjLUuutC',
  'rPT1Sjq2YGrBMTttX4GZHjKu9dyfzbpAYe',
  'rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTh',
  'rGWrZyQqhTp9Xu7G5Pkayo7bXjH4k4QYpf',
  'r4GDFMLGJUKMjNEycBiGtfTp2AEcNuWbRX',
] as const;

const wallet = (i: number, extra: Partial<NewWallet> = {}): NewWallet => ({
  address: ADDRESSES[i] as string,
  credentialType: 'mnemonic',
  cryptoAlgorithm: 'ed25519',
  ...extra,
});

function listOf(n: number): WalletListState {
  let state = EMPTY_WALLET_LIST;
  for (let i = 0; i < n; i += 1) state = addWallet(state, wallet(i), 1000 + i);
  return state;
}

describe('adding a wallet', () => {
  it('records address, LOCAL credentials, the default label Wallet N, time, type and algorithm', () => {
    const state = addWallet(
      listOf(1),
      wallet(1, { cryptoAlgorithm: 'secp256k1', credentialType: 'seed' }),
      42,
    );
    expect(state.entries[1]).toEqual({
      classic_address: ADDRESSES[1],
      encrypted_credentials: 'LOCAL',
      label: 'Wallet 2',
      addedAt: 42,
      credentialType: 'seed',
      cryptoAlgorithm: 'secp256k1',
    });
  });

  it('makes the first wallet active and leaves the active one alone afterwards', () => {
    expect(listOf(1).active).toBe(ADDRESSES[0]);
    expect(listOf(3).active).toBe(ADDRESSES[0]);
  });

  it('keeps a label the user typed', () => {
    expect(addWallet(EMPTY_WALLET_LIST, wallet(0, { label: '  Trading ' }), 1).entries[0]?.label).toBe(
      'Trading',
    );
  });

  it('refuses a sixth wallet with "Maximum 5 wallets allowed"', () => {
    expect(() => addWallet(listOf(5), wallet(5), 1)).toThrow('Maximum 5 wallets allowed');
    expect(() => checkCanAdd(listOf(5))).toThrow('Maximum 5 wallets allowed');
    expect(remainingSlots(listOf(5))).toBe(0);
    expect(remainingSlots(listOf(2))).toBe(3);
  });

  it('refuses a duplicate with "This wallet is already added"', () => {
    expect(() => addWallet(listOf(2), wallet(1), 1)).toThrow('This wallet is already added');
  });

  it('refuses a malformed address and bad credentials', () => {
    const badAddress = { ...wallet(0), address: 'rNotAnAddress' };
    expect(() => addWallet(EMPTY_WALLET_LIST, badAddress, 1)).toThrow('Invalid wallet address');
    const badChecksum = { ...wallet(0), address: 'rHsMGQEkVNJmpGWs8XUBoTBiAAbwxZN5v4' };
    expect(() => addWallet(EMPTY_WALLET_LIST, badChecksum, 1)).toThrow('Invalid wallet address');
    for (const encryptedCredentials of [
      'short',
      'undefinedundefinedundefined',
      'has spaces in it, twenty+',
    ]) {
      expect(() => addWallet(EMPTY_WALLET_LIST, wallet(0, { encryptedCredentials }), 1)).toThrow(
        'Invalid wallet credentials',
      );
    }
  });
});

describe('removing, switching, relabelling', () => {
  it('removing the active wallet falls back to the first remaining', () => {
    const state = switchWallet(listOf(3), ADDRESSES[1]);
    const after = removeWallet(state, ADDRESSES[1]);
    expect(after.entries.map((e) => e.classic_address)).toEqual([ADDRESSES[0], ADDRESSES[2]]);
    expect(after.active).toBe(ADDRESSES[0]);
  });

  it('removing another wallet keeps the active one; removing the last leaves none', () => {
    expect(removeWallet(listOf(3), ADDRESSES[2]).active).toBe(ADDRESSES[0]);
    expect(removeWallet(listOf(1), ADDRESSES[0])).toEqual({ entries: [], active: null });
  });

  it('switching to an unknown wallet says "Wallet not found"', () => {
    expect(() => switchWallet(listOf(2), ADDRESSES[4])).toThrow('Wallet not found');
  });

  it('switching to a wallet whose stored credentials are broken asks to reconnect it', () => {
    const state = listOf(2);
    const broken = {
      ...state,
      entries: state.entries.map((e, i) => (i === 1 ? { ...e, encrypted_credentials: 'null' } : e)),
    };
    expect(() => switchWallet(broken, ADDRESSES[1])).toThrow(
      'Invalid wallet credentials. Please reconnect this wallet.',
    );
  });

  it('relabels one wallet only', () => {
    const state = relabelWallet(listOf(2), ADDRESSES[1], ' Savings ');
    expect(state.entries.map((e) => e.label)).toEqual(['Wallet 1', 'Savings']);
  });

  it('refuses a name past 32 characters, and an empty name is kept empty (shown as Unnamed Wallet)', () => {
    expect(() => relabelWallet(listOf(2), ADDRESSES[1], 'x'.repeat(33))).toThrow(
      'A wallet name can be at most 32 characters.',
    );
    expect(relabelWallet(listOf(2), ADDRESSES[1], ` ${'x'.repeat(32)} `).entries[1]?.label).toBe(
      'x'.repeat(32),
    );
    expect(relabelWallet(listOf(2), ADDRESSES[1], '   ').entries[1]?.label).toBe('');
  });

  it('after a removal at 5 wallets, a new wallet fits again and takes a name no other wallet has', () => {
    const full = listOf(5);
    expect(() => checkCanAdd(full)).toThrow('Maximum 5 wallets allowed');
    const after = removeWallet(full, ADDRESSES[1]);
    expect(remainingSlots(after)).toBe(1);
    const added = addWallet(
      after,
      { address: ADDRESSES[1], credentialType: 'seed', cryptoAlgorithm: 'secp256k1' },
      0,
    );
    expect(added.entries.map((e) => e.label)).toEqual([
      'Wallet 1',
      'Wallet 3',
      'Wallet 4',
      'Wallet 5',
      'Wallet 6',
    ]);
  });
});
