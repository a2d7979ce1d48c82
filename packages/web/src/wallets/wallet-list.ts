/**
 * The wallet list (spec §3, §4): entries with addresses and labels only, the active address kept
 * separately. Pure rules on a state value; `wallet-list-store.ts` reads and writes it.
 */
import {
  type CredentialType,
  HorizonError,
  type KeyAlgorithm,
  LOCAL_CREDENTIALS,
  MAX_WALLETS,
  WALLET_LABEL_MAX_LENGTH,
  defaultWalletLabel,
  isValidStoredCredentials,
  isValidWalletAddress,
} from '@horizon/core';

export interface WalletListEntry {
  readonly classic_address: string;
  /** The literal LOCAL for a wallet whose keys are in this browser's vault. */
  readonly encrypted_credentials: string;
  readonly label: string;
  /** Epoch milliseconds. */
  readonly addedAt: number;
  readonly credentialType: CredentialType;
  readonly cryptoAlgorithm: KeyAlgorithm;
}

export interface WalletListState {
  readonly entries: readonly WalletListEntry[];
  readonly active: string | null;
}

export const EMPTY_WALLET_LIST: WalletListState = { entries: [], active: null };

export interface NewWallet {
  readonly address: string;
  readonly credentialType: CredentialType;
  readonly cryptoAlgorithm: KeyAlgorithm;
  readonly label?: string;
  readonly encryptedCredentials?: string;
}

export function findEntry(state: WalletListState, address: string): WalletListEntry | undefined {
  return state.entries.find((e) => e.classic_address === address);
}

/** Why a wallet cannot be added, checked before any key is made: max 5, duplicate, bad address. */
export function checkCanAdd(state: WalletListState, address?: string): void {
  if (state.entries.length >= MAX_WALLETS) throw new HorizonError('wallet.maxWallets');
  if (address === undefined) return;
  if (!isValidWalletAddress(address)) throw new HorizonError('wallet.invalidAddress');
  if (findEntry(state, address)) throw new HorizonError('wallet.duplicate');
}

/** Adds a wallet; the first one added becomes active. */
export function addWallet(state: WalletListState, wallet: NewWallet, now: number): WalletListState {
  checkCanAdd(state, wallet.address);
  const credentials = wallet.encryptedCredentials ?? LOCAL_CREDENTIALS;
  if (!isValidStoredCredentials(credentials)) throw new HorizonError('wallet.invalidCredentials');
  const label = wallet.label?.trim() || nextDefaultLabel(state);
  const entry: WalletListEntry = {
    classic_address: wallet.address,
    encrypted_credentials: credentials,
    label,
    addedAt: now,
    credentialType: wallet.credentialType,
    cryptoAlgorithm: wallet.cryptoAlgorithm,
  };
  return { entries: [...state.entries, entry], active: state.active ?? wallet.address };
}

/** 'Wallet N' for the next wallet, N past any name still in use (after a removal, 'Wallet 5' may remain). */
function nextDefaultLabel(state: WalletListState): string {
  const taken = new Set(state.entries.map((e) => e.label));
  let n = state.entries.length + 1;
  while (taken.has(defaultWalletLabel(n))) n += 1;
  return defaultWalletLabel(n);
}

/** Removes a wallet; an active one falls back to the first remaining (the caller clears its caches). */
export function removeWallet(state: WalletListState, address: string): WalletListState {
  if (!findEntry(state, address)) throw new HorizonError('wallet.notFound');
  const entries = state.entries.filter((e) => e.classic_address !== address);
  const active = state.active === address ? (entries[0]?.classic_address ?? null) : state.active;
  return { entries, active };
}

/** Makes a wallet active after checking it exists and its credentials are sound. */
export function switchWallet(state: WalletListState, address: string): WalletListState {
  const entry = findEntry(state, address);
  if (!entry) throw new HorizonError('wallet.notFound');
  if (!isValidStoredCredentials(entry.encrypted_credentials)) {
    throw new HorizonError('wallet.invalidCredentialsReconnect');
  }
  return { ...state, active: address };
}

/** Renames a wallet; an empty name shows as 'Unnamed Wallet'. */
export function relabelWallet(state: WalletListState, address: string, label: string): WalletListState {
  if (!findEntry(state, address)) throw new HorizonError('wallet.notFound');
  const trimmed = label.trim();
  if (trimmed.length > WALLET_LABEL_MAX_LENGTH) throw new HorizonError('wallet.labelTooLong');
  const entries = state.entries.map((e) => (e.classic_address === address ? { ...e, label: trimmed } : e));
  return { ...state, entries };
}

export function remainingSlots(state: WalletListState): number {
  return Math.max(0, MAX_WALLETS - state.entries.length);
}
