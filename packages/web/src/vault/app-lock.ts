/**
 * The optional app lock (Horizon, beyond the spec; off by default): a passphrase, stretched with
 * PBKDF2-SHA256, wraps the master key, which is then held unwrapped only in memory. After 5 wrong
 * attempts each further one waits longer, and the count survives reloads.
 */
import { AES_GCM_IV_BYTES, AES_GCM_KEY_BITS, APP_LOCK_DEFAULT_IDLE_MINUTES } from '@horizon/core';
import { createMasterKey } from './aes.js';
import { UnlockDelayedError, WrongPassphraseError } from './errors.js';
import type { LockParameters, MasterRecord } from './records.js';
import { rekeyRecords } from './sealed-records.js';
import { NO_ATTEMPTS } from './store.js';
import type { Vault } from './vault.js';

/** At least this many PBKDF2 iterations (OWASP's 2023 figure for PBKDF2-HMAC-SHA256 is 600,000). */
export const LOCK_MIN_ITERATIONS = 900_000;
export const LOCK_FREE_ATTEMPTS = 5;
const BASE_DELAY_MS = 30_000;
const MAX_DELAY_MS = 60 * 60_000;
/** Idle time before the vault locks itself, when the lock is on. */
export const DEFAULT_IDLE_LOCK_MS = APP_LOCK_DEFAULT_IDLE_MINUTES * 60_000;

/** The wait imposed after `failures` wrong attempts: none for the first 4, then 30 s doubling, at most 1 h. */
export function unlockDelayMs(failures: number): number {
  if (failures < LOCK_FREE_ATTEMPTS) return 0;
  return Math.min(BASE_DELAY_MS * 2 ** (failures - LOCK_FREE_ATTEMPTS), MAX_DELAY_MS);
}

async function wrappingKey(
  subtle: SubtleCrypto,
  passphrase: string,
  params: LockParameters,
): Promise<CryptoKey> {
  const material = await subtle.importKey('raw', new TextEncoder().encode(passphrase), 'PBKDF2', false, [
    'deriveKey',
  ]);
  const pbkdf2 = {
    name: 'PBKDF2',
    hash: params.hash,
    iterations: params.iterations,
    salt: new Uint8Array(params.salt),
  };
  return subtle.deriveKey(pbkdf2, material, { name: 'AES-GCM', length: AES_GCM_KEY_BITS }, false, [
    'wrapKey',
    'unwrapKey',
  ]);
}

async function unwrap(
  subtle: SubtleCrypto,
  record: Extract<MasterRecord, { kind: 'wrapped' }>,
  passphrase: string,
) {
  const kek = await wrappingKey(subtle, passphrase, record.params);
  return subtle.unwrapKey(
    'raw',
    new Uint8Array(record.wrappedKey),
    kek,
    { name: 'AES-GCM', iv: new Uint8Array(record.iv) },
    { name: 'AES-GCM', length: AES_GCM_KEY_BITS },
    false,
    ['encrypt', 'decrypt'],
  );
}

export interface LockStatus {
  readonly enabled: boolean;
  readonly unlocked: boolean;
  readonly params?: LockParameters;
}

export async function lockStatus(vault: Vault): Promise<LockStatus> {
  const record = await vault.master.record();
  if (record?.kind !== 'wrapped') return { enabled: false, unlocked: true };
  return { enabled: true, unlocked: vault.master.isUnlockedInMemory, params: record.params };
}

/** Turns the lock on: every record is re-encrypted under a new master key, stored only wrapped. */
export function enableAppLock(
  vault: Vault,
  passphrase: string,
  iterations = LOCK_MIN_ITERATIONS,
): Promise<void> {
  return vault.mutex.run(async () => {
    if (passphrase.length === 0) throw new WrongPassphraseError();
    const { subtle, store } = vault;
    const current = await vault.master.get();
    const next = await createMasterKey(subtle, true);
    const params: LockParameters = {
      kdf: 'PBKDF2',
      hash: 'SHA-256',
      iterations: Math.max(iterations, LOCK_MIN_ITERATIONS),
      salt: crypto.getRandomValues(new Uint8Array(16)),
    };
    const iv = crypto.getRandomValues(new Uint8Array(AES_GCM_IV_BYTES));
    const wrapped = await subtle.wrapKey('raw', next, await wrappingKey(subtle, passphrase, params), {
      name: 'AES-GCM',
      iv,
    });
    const record: MasterRecord = {
      id: 'master',
      kind: 'wrapped',
      wrappedKey: new Uint8Array(wrapped),
      iv,
      params,
    };
    const rekeyed = await rekeyRecords(
      subtle,
      current,
      next,
      await store.listWallets(),
      await allMnemonics(vault),
    );
    await store.replaceAll(record, rekeyed.wallets, rekeyed.mnemonics);
    // Keep a non-extractable copy in memory, not the extractable key used for wrapping.
    vault.master.setUnlocked(await unwrap(subtle, record, passphrase));
  });
}

/** Unlocks with the passphrase; wrong ones are counted and delayed (UnlockDelayedError, WrongPassphraseError). */
export function unlockAppLock(vault: Vault, passphrase: string, now = Date.now()): Promise<void> {
  return vault.mutex.run(async () => {
    const record = await vault.master.record();
    if (record?.kind !== 'wrapped') return;
    const attempts = await vault.store.getAttempts();
    if (now < attempts.notBefore) throw new UnlockDelayedError(attempts.notBefore);
    try {
      vault.master.setUnlocked(await unwrap(vault.subtle, record, passphrase));
    } catch {
      const failures = attempts.failures + 1;
      await vault.store.putAttempts({ failures, notBefore: now + unlockDelayMs(failures) });
      throw new WrongPassphraseError();
    }
    await vault.store.putAttempts(NO_ATTEMPTS);
  });
}

/** Locks now: the unwrapped key is forgotten (a no-op when the lock is off). */
export function lockVault(vault: Vault): void {
  vault.discardImport();
  vault.master.setUnlocked(undefined);
}

/** Turns the lock off (needs the vault unlocked): a new non-extractable master key, stored as is. */
export function disableAppLock(vault: Vault): Promise<void> {
  return vault.mutex.run(async () => {
    const record = await vault.master.record();
    if (record?.kind !== 'wrapped') return;
    const current = await vault.master.get();
    const next = await createMasterKey(vault.subtle);
    const rekeyed = await rekeyRecords(
      vault.subtle,
      current,
      next,
      await vault.store.listWallets(),
      await allMnemonics(vault),
    );
    await vault.store.replaceAll(
      { id: 'master', kind: 'plain', key: next },
      rekeyed.wallets,
      rekeyed.mnemonics,
    );
    vault.master.setUnlocked(undefined);
  });
}

async function allMnemonics(vault: Vault) {
  const wallets = await vault.store.listWallets();
  const records = await Promise.all(wallets.map((w) => vault.store.getMnemonic(w.address)));
  return records.filter((r) => r !== undefined);
}

/** Calls `onIdle` after `idleMs` (read again at each activity) without user activity; returns a stop function. */
export function watchIdle(
  target: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>,
  idleMs: number | (() => number),
  onIdle: () => void,
  timers: { set: (fn: () => void, ms: number) => unknown; clear: (handle: unknown) => void },
): () => void {
  // 'change' too: choosing a shorter idle time (a select's change) applies from that moment.
  const events = ['pointerdown', 'keydown', 'wheel', 'touchstart', 'change'];
  const wait = typeof idleMs === 'number' ? () => idleMs : idleMs;
  let handle = timers.set(onIdle, wait());
  const reset = () => {
    timers.clear(handle);
    handle = timers.set(onIdle, wait());
  };
  events.forEach((e) => target.addEventListener(e, reset, { passive: true }));
  return () => {
    timers.clear(handle);
    events.forEach((e) => target.removeEventListener(e, reset));
  };
}
