/**
 * Wallets added whose background registration has not been answered yet, so that a reload during it resumes
 * the registration on the next load. Addresses only, in localStorage.
 */
import { type KeyValueStore, STORAGE_KEYS, safeGet, safeRemove, safeSet } from '../services/storage-keys.js';

const KEY = STORAGE_KEYS.registrationPending;

export function pendingRegistrations(store: KeyValueStore | undefined): string[] {
  try {
    const parsed: unknown = JSON.parse(safeGet(store, KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((a): a is string => typeof a === 'string') : [];
  } catch {
    return [];
  }
}

export function markRegistrationPending(store: KeyValueStore | undefined, address: string): void {
  const pending = pendingRegistrations(store);
  if (!pending.includes(address)) safeSet(store, KEY, JSON.stringify([...pending, address]));
}

export function markRegistrationDone(store: KeyValueStore | undefined, address: string): void {
  const rest = pendingRegistrations(store).filter((a) => a !== address);
  if (rest.length === 0) safeRemove(store, KEY);
  else safeSet(store, KEY, JSON.stringify(rest));
}

export function forgetPendingRegistrations(store: KeyValueStore | undefined): void {
  safeRemove(store, KEY);
}

/**
 * Each listed wallet's background registration, at most one at a time per wallet; the mark is cleared only by
 * a 'registered' answer, so a reload or a failure leaves it for the next load.
 */
export class BackgroundRegistrations {
  private readonly running = new Set<string>();

  constructor(
    private readonly store: () => KeyValueStore | undefined,
    private readonly register: ((address: string, resumed: boolean) => Promise<unknown>) | undefined,
  ) {}

  /** A wallet just added. */
  start(address: string): void {
    markRegistrationPending(this.store(), address);
    this.run(address, false);
  }

  /** The marks left by an earlier load, for the wallets still listed; the others are dropped. */
  resume(isListed: (address: string) => boolean): void {
    for (const address of pendingRegistrations(this.store())) {
      if (isListed(address)) this.run(address, true);
      else markRegistrationDone(this.store(), address);
    }
  }

  private run(address: string, resumed: boolean): void {
    if (!this.register || this.running.has(address)) return;
    this.running.add(address);
    void this.register(address, resumed)
      .then((outcome) => outcome === 'registered' && markRegistrationDone(this.store(), address))
      .catch(() => undefined)
      .finally(() => this.running.delete(address));
  }
}
