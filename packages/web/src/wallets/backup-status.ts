/**
 * Wallets whose backup was never confirmed ('I've Saved My Credentials' not pressed), so the dashboard can
 * remind before the first funding. Addresses only, in localStorage.
 */
import { type KeyValueStore, safeGet, safeSet } from '../services/storage-keys.js';

export const BACKUP_PENDING_KEY = 'horizon:backup_pending';

function read(store: KeyValueStore | undefined): string[] {
  try {
    const parsed: unknown = JSON.parse(safeGet(store, BACKUP_PENDING_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((a): a is string => typeof a === 'string') : [];
  } catch {
    return [];
  }
}

export function markBackupPending(store: KeyValueStore | undefined, address: string): void {
  const pending = read(store);
  if (!pending.includes(address)) safeSet(store, BACKUP_PENDING_KEY, JSON.stringify([...pending, address]));
}

export function markBackupDone(store: KeyValueStore | undefined, address: string): void {
  safeSet(store, BACKUP_PENDING_KEY, JSON.stringify(read(store).filter((a) => a !== address)));
}

export function isBackupPending(store: KeyValueStore | undefined, address: string): boolean {
  return read(store).includes(address);
}
