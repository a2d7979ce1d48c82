/**
 * The launch in progress, remembered in localStorage so that a reload or a closed tab resumes it: ids,
 * addresses and terms only (the issuer's key stays in the vault).
 */
import { type KeyValueStore, STORAGE_KEYS } from '../../services/storage-keys.js';
import type { LaunchTerms } from '@horizon/core';

// Beside the app's other keys: disconnect all forgets it too.
export const PENDING_LAUNCH_KEY = STORAGE_KEYS.pendingLaunch;

export interface PendingLaunch {
  readonly launchId: string;
  readonly ticker: string;
  readonly terms: LaunchTerms;
}

function isPending(value: unknown): value is PendingLaunch {
  const v = value as Partial<PendingLaunch> | null;
  const t = v?.terms as Partial<LaunchTerms> | undefined;
  return (
    typeof v?.launchId === 'string' &&
    typeof v.ticker === 'string' &&
    typeof t?.creator === 'string' &&
    typeof t.issuer === 'string' &&
    typeof t.currency === 'string' &&
    typeof t.supply === 'string' &&
    typeof t.initialXrp === 'string' &&
    typeof t.initialTokens === 'string' &&
    typeof t.tradingFeeUnits === 'number'
  );
}

/** The creator's launch in progress; a malformed entry is dropped. */
export function readPendingLaunch(store: KeyValueStore, creator: string): PendingLaunch | null {
  const text = store.getItem(PENDING_LAUNCH_KEY);
  if (text === null) return null;
  try {
    const value: unknown = JSON.parse(text);
    if (isPending(value)) return value.terms.creator === creator ? value : null;
  } catch {
    // fall through: a corrupt entry is cleared
  }
  store.removeItem(PENDING_LAUNCH_KEY);
  return null;
}

export function savePendingLaunch(store: KeyValueStore, launch: PendingLaunch): void {
  store.setItem(PENDING_LAUNCH_KEY, JSON.stringify(launch));
}

export function clearPendingLaunch(store: KeyValueStore): void {
  store.removeItem(PENDING_LAUNCH_KEY);
}
