/**
 * What the Security card does with the app lock: turn it on with a passphrase typed twice, change it, turn it
 * off, each with the current passphrase checked by the vault (wrong ones counted and delayed as at unlock).
 * Passphrases pass straight through to the vault: nothing here keeps them.
 */
import { APP_LOCK_MIN_PASSPHRASE_LENGTH, SECURITY_STRINGS as S, unlockWaitText } from '@horizon/core';
import {
  UnlockDelayedError,
  type Vault,
  VaultLockedError,
  WrongPassphraseError,
  disableAppLock,
  enableAppLock,
  unlockAppLock,
} from '../vault/index.js';

/** A problem the user can fix before anything runs (shown as typed, never thrown to the vault). */
export class PassphraseProblem extends Error {
  override readonly name = 'PassphraseProblem';
}

/** Why a new passphrase is refused, or null: too short, or the two entries differ. */
export function newPassphraseProblem(next: string, again: string): string | null {
  if ([...next].length < APP_LOCK_MIN_PASSPHRASE_LENGTH) return S.tooShort;
  if (next !== again) return S.mismatch;
  return null;
}

function requireNew(next: string, again: string): void {
  const problem = newPassphraseProblem(next, again);
  if (problem !== null) throw new PassphraseProblem(problem);
}

/** Turns the lock on: every record is re-encrypted under a key only the passphrase unwraps. */
export async function turnOnAppLock(vault: Vault, next: string, again: string): Promise<void> {
  requireNew(next, again);
  await enableAppLock(vault, next);
}

/** Checks the current passphrase (a wrong one counts as a failed unlock), then wraps under the new one. */
export async function changeAppLockPassphrase(
  vault: Vault,
  current: string,
  next: string,
  again: string,
  now = Date.now(),
): Promise<void> {
  requireNew(next, again);
  await unlockAppLock(vault, current, now);
  await enableAppLock(vault, next);
}

/** Checks the current passphrase, then stores the master key unwrapped again. */
export async function turnOffAppLock(vault: Vault, current: string, now = Date.now()): Promise<void> {
  await unlockAppLock(vault, current, now);
  await disableAppLock(vault);
}

/** The message for a failed action: the problem, the wrong passphrase, or the wait still imposed. */
export function appLockErrorMessage(error: unknown, now = Date.now()): string {
  if (error instanceof PassphraseProblem) return error.message;
  if (error instanceof WrongPassphraseError) return S.wrongPassphrase;
  if (error instanceof UnlockDelayedError) return unlockWaitText(Math.ceil((error.retryAt - now) / 1000));
  if (error instanceof VaultLockedError) return error.message;
  return S.failed;
}
