/**
 * Startup rules (spec §4 "App version on startup"): a changed app-version marker removes old
 * wallet-related data; legacy cache entries and the old local database are deleted on every start.
 */
import { APP_VERSION } from '@horizon/core';
import {
  type KeyValueStore,
  STORAGE_KEYS,
  safeGet,
  safeRemove,
  safeSet,
  storeKeys,
} from '../services/storage-keys.js';

/** Wallet data of earlier versions, removed when the marker differs from APP_VERSION. */
export const VERSION_CLEANUP_KEYS: readonly string[] = [
  'wallet',
  'address',
  'type',
  'selectedWallet',
  'selected_wallet',
  'walletToken',
  'providerToken',
  'connected',
  'isConnected',
  'walletConnected',
  'publicKey',
  'public_key',
  'network',
];
export const VERSION_CLEANUP_PREFIXES: readonly string[] = ['wallet_', 'xumm_', 'crossmark_'];

/** Legacy caches: wallet cache versions, holdings, transactions, trustlines, refresh times, api trades,
 *  send transactions, dex balances, api cache, enhanced wallet (each alone or with a `_suffix`). */
export const LEGACY_CACHE_KEY =
  /^(walletCacheVersion|wallet_cache_v\d+|holdings|transactions|trustlines|refresh_times?|api_trades|send_transactions|dex_balances|api_cache|enhanced_wallet)(_.*)?$/;

/** The old local database (IndexedDB) of the earlier start of the product. */
export const LEGACY_DATABASE_NAME = 'WalletCache';

export interface StartupEnvironment {
  readonly local: KeyValueStore | undefined;
  readonly session: KeyValueStore | undefined;
  /** Deletes an IndexedDB database by name; absent where IndexedDB is unavailable. */
  readonly deleteDatabase?: (name: string) => void;
}

export interface StartupReport {
  readonly versionChanged: boolean;
  /** Every removed key, as `local:key` or `session:key`. */
  readonly removed: readonly string[];
}

function isVersionCleanupKey(key: string): boolean {
  return VERSION_CLEANUP_KEYS.includes(key) || VERSION_CLEANUP_PREFIXES.some((p) => key.startsWith(p));
}

function removeMatching(
  store: KeyValueStore | undefined,
  label: string,
  matches: (key: string) => boolean,
): string[] {
  if (!store) return [];
  let keys: string[];
  try {
    keys = storeKeys(store);
  } catch {
    return [];
  }
  const removed = keys.filter(matches);
  removed.forEach((key) => safeRemove(store, key));
  return removed.map((key) => `${label}:${key}`);
}

/** Applies the startup rules once; call before the app renders. */
export function runStartupRules(env: StartupEnvironment): StartupReport {
  const removed: string[] = [];
  const versionChanged = safeGet(env.local, STORAGE_KEYS.appVersion) !== APP_VERSION;
  if (versionChanged) {
    removed.push(...removeMatching(env.local, 'local', isVersionCleanupKey));
    removed.push(...removeMatching(env.session, 'session', isVersionCleanupKey));
    safeSet(env.local, STORAGE_KEYS.appVersion, APP_VERSION);
  }
  const isLegacy = (key: string) => LEGACY_CACHE_KEY.test(key);
  removed.push(...removeMatching(env.local, 'local', isLegacy));
  removed.push(...removeMatching(env.session, 'session', isLegacy));
  try {
    env.deleteDatabase?.(LEGACY_DATABASE_NAME);
  } catch {
    // A browser refusing the deletion keeps an unused database; nothing reads it.
  }
  return { versionChanged, removed };
}
