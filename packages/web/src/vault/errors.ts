/** Vault failures: catalogue errors (HorizonError) plus the two states of the vault itself. */
import {
  type ErrorCode,
  HorizonError,
  SECURITY_STRINGS,
  VALIDATION_ERRORS,
  isHorizonError,
} from '@horizon/core';

/** The app lock is on and the vault has not been unlocked (Horizon, beyond the spec). */
export class VaultLockedError extends Error {
  override readonly name = 'VaultLockedError';
  constructor() {
    super(SECURITY_STRINGS.locked);
  }
}

/** The user closed the passphrase prompt: the action that needed a key stopped before using it. */
export class UnlockCancelledError extends Error {
  override readonly name = 'UnlockCancelledError';
  constructor() {
    super(SECURITY_STRINGS.unlockCancelled);
  }
}

/** Too many wrong passphrases: the next attempt is accepted only after `retryAt` (epoch ms). */
export class UnlockDelayedError extends Error {
  override readonly name = 'UnlockDelayedError';
  constructor(readonly retryAt: number) {
    super('Too many wrong attempts. Please wait before trying again.');
  }
}

export class WrongPassphraseError extends Error {
  override readonly name = 'WrongPassphraseError';
  constructor() {
    super('Wrong passphrase');
  }
}

/** A core validation message as the catalogue error carrying it. */
export function validationError(message: string): HorizonError {
  const entry = Object.entries(VALIDATION_ERRORS).find(([, text]) => text === message);
  return new HorizonError(entry ? (`validation.${entry[0]}` as ErrorCode) : 'wallet.invalidCredentials');
}

/** Runs `work`; an unexpected failure becomes `code`, while catalogue and vault-state errors pass through. */
export async function mapFailure<T>(code: ErrorCode, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (cause) {
    if (isHorizonError(cause) || cause instanceof VaultLockedError) throw cause;
    throw new HorizonError(code, { cause });
  }
}
