/**
 * The wallet list in localStorage (addresses and labels only, never a secret), read defensively:
 * malformed entries are dropped, an active address not in the list falls back to the first, and the
 * legacy single-wallet storage is migrated to a 'Main Wallet'.
 */
import {
  HorizonError,
  LOCAL_CREDENTIALS,
  MAX_WALLETS,
  MIGRATED_WALLET_LABEL,
  isValidStoredCredentials,
  isValidWalletAddress,
} from '@horizon/core';
import type { KeyValueStore } from '../services/storage-keys.js';
import { EMPTY_WALLET_LIST, type WalletListEntry, type WalletListState, addWallet } from './wallet-list.js';

export const WALLET_LIST_KEYS = {
  list: 'horizon:wallets',
  active: 'horizon:active_wallet',
} as const;

/** The earlier single-wallet storage: one address and its credentials, under their field names. */
export const LEGACY_WALLET_KEYS = {
  address: 'classic_address',
  credentials: 'encrypted_credentials',
  credentialType: 'credentialType',
  algorithm: 'cryptoAlgorithm',
} as const;

function isEntry(value: unknown): value is WalletListEntry {
  if (typeof value !== 'object' || value === null) return false;
  const e = value as Record<string, unknown>;
  return (
    isValidWalletAddress(e['classic_address']) &&
    isValidStoredCredentials(e['encrypted_credentials']) &&
    typeof e['label'] === 'string' &&
    typeof e['addedAt'] === 'number' &&
    (e['credentialType'] === 'mnemonic' || e['credentialType'] === 'seed') &&
    (e['cryptoAlgorithm'] === 'ed25519' || e['cryptoAlgorithm'] === 'secp256k1')
  );
}

function parseEntries(text: string | null): WalletListEntry[] {
  if (text === null) return [];
  try {
    const parsed: unknown = JSON.parse(text);
    if (!Array.isArray(parsed)) return [];
    const seen = new Set<string>();
    return parsed.filter(isEntry).filter((e) => !seen.has(e.classic_address) && seen.add(e.classic_address));
  } catch {
    return [];
  }
}

export function readWalletList(store: KeyValueStore): WalletListState {
  try {
    const entries = parseEntries(store.getItem(WALLET_LIST_KEYS.list)).slice(0, MAX_WALLETS);
    const stored = store.getItem(WALLET_LIST_KEYS.active);
    const active = entries.some((e) => e.classic_address === stored)
      ? stored
      : (entries[0]?.classic_address ?? null);
    return { entries, active };
  } catch (cause) {
    throw new HorizonError('wallet.loadFailed', { cause });
  }
}

export function writeWalletList(store: KeyValueStore, state: WalletListState): void {
  store.setItem(WALLET_LIST_KEYS.list, JSON.stringify(state.entries));
  if (state.active === null) store.removeItem(WALLET_LIST_KEYS.active);
  else store.setItem(WALLET_LIST_KEYS.active, state.active);
}

/** Moves a legacy single wallet into an empty list as 'Main Wallet' (active); the legacy keys go. */
export function migrateLegacyWallet(
  store: KeyValueStore,
  state: WalletListState,
  now: number,
): WalletListState {
  const address = store.getItem(LEGACY_WALLET_KEYS.address);
  if (address === null) return state;
  let next = state;
  if (state.entries.length === 0 && isValidWalletAddress(address)) {
    const type = store.getItem(LEGACY_WALLET_KEYS.credentialType);
    const algorithm = store.getItem(LEGACY_WALLET_KEYS.algorithm);
    try {
      next = addWallet(
        EMPTY_WALLET_LIST,
        {
          address,
          label: MIGRATED_WALLET_LABEL,
          encryptedCredentials: store.getItem(LEGACY_WALLET_KEYS.credentials) ?? LOCAL_CREDENTIALS,
          credentialType: type === 'seed' ? 'seed' : 'mnemonic',
          cryptoAlgorithm: algorithm === 'ed25519' ? 'ed25519' : 'secp256k1',
        },
        now,
      );
      writeWalletList(store, next);
    } catch {
      // Unusable legacy credentials: nothing to migrate, the keys are still removed below.
    }
  }
  Object.values(LEGACY_WALLET_KEYS).forEach((key) => store.removeItem(key));
  return next;
}
