/** The Security card's model: the app lock turned on, changed and off only with the right passphrases. */
import { describe, expect, it } from 'vitest';
import {
  PassphraseProblem,
  appLockErrorMessage,
  changeAppLockPassphrase,
  newPassphraseProblem,
  turnOffAppLock,
  turnOnAppLock,
} from '../../src/wallet-ui/security-model.js';
import {
  IDLE_LOCK_KEY,
  LOCK_MIN_ITERATIONS,
  MemoryVaultStore,
  UnlockDelayedError,
  Vault,
  VaultLockedError,
  WrongPassphraseError,
  idleLockMinutes,
  idleLockMs,
  lockStatus,
  lockVault,
  setIdleLockMinutes,
  unlockAppLock,
  watchIdle,
} from '../../src/vault/index.js';

const M12 = 'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about';
const FIRST = 'correct horse battery';
const SECOND = 'staple tuning fork 42';

async function vaultWithWallet() {
  const store = new MemoryVaultStore();
  const vault = new Vault({ store });
  const preview = await vault.prepareImport({ kind: 'mnemonic', phrase: M12 });
  await vault.commitImport(preview.id, 'A');
  return { store, vault, address: preview.address };
}

/** A reload: a new vault over the same records, unlocked with `passphrase`. */
async function opensWith(store: MemoryVaultStore, address: string, passphrase: string) {
  const reloaded = new Vault({ store });
  await unlockAppLock(reloaded, passphrase);
  return (await reloaded.revealForBackup(address)).mnemonic;
}

describe('a new passphrase', () => {
  it('needs 12 characters (counted as characters, not bytes) and the same text twice', () => {
    expect(newPassphraseProblem('elevenchars', 'elevenchars')).toBe(
      'The passphrase must be at least 12 characters.',
    );
    expect(newPassphraseProblem('🔒🔒🔒🔒🔒🔒🔒🔒🔒🔒🔒', '🔒🔒🔒🔒🔒🔒🔒🔒🔒🔒🔒')).toBe(
      'The passphrase must be at least 12 characters.',
    );
    expect(newPassphraseProblem('twelve chars', 'twelve charz')).toBe('The two passphrases do not match.');
    expect(newPassphraseProblem('twelve chars', 'twelve chars')).toBeNull();
  });
});

describe('turning the app lock on', () => {
  it('refuses a short or mismatched passphrase and leaves the lock off', async () => {
    const { vault } = await vaultWithWallet();
    await expect(turnOnAppLock(vault, 'short', 'short')).rejects.toBeInstanceOf(PassphraseProblem);
    await expect(turnOnAppLock(vault, FIRST, `${FIRST}!`)).rejects.toThrow(
      'The two passphrases do not match.',
    );
    expect(await lockStatus(vault)).toEqual({ enabled: false, unlocked: true });
  });

  it('wraps the key with 900,000 PBKDF2 iterations; Lock now then needs the passphrase', async () => {
    const { store, vault, address } = await vaultWithWallet();
    await turnOnAppLock(vault, FIRST, FIRST);
    const status = await lockStatus(vault);
    expect(status).toMatchObject({ enabled: true, unlocked: true });
    expect(status.params?.iterations).toBe(LOCK_MIN_ITERATIONS);
    expect(LOCK_MIN_ITERATIONS).toBe(900_000);

    lockVault(vault);
    expect(await lockStatus(vault)).toMatchObject({ enabled: true, unlocked: false });
    await expect(vault.withSigner(address, () => 1)).rejects.toBeInstanceOf(VaultLockedError);
    expect(await opensWith(store, address, FIRST)).toBe(M12);
  });
});

describe('changing the passphrase', () => {
  it('refuses a wrong current passphrase, counts it, and keeps the old one working', async () => {
    const { store, vault, address } = await vaultWithWallet();
    await turnOnAppLock(vault, FIRST, FIRST);
    await expect(changeAppLockPassphrase(vault, 'not the one', SECOND, SECOND)).rejects.toBeInstanceOf(
      WrongPassphraseError,
    );
    expect((await store.getAttempts()).failures).toBe(1);
    expect(await opensWith(store, address, FIRST)).toBe(M12);
  });

  it('checks the new passphrase before the current one, so a typo costs no attempt', async () => {
    const { store, vault } = await vaultWithWallet();
    await turnOnAppLock(vault, FIRST, FIRST);
    await expect(changeAppLockPassphrase(vault, 'wrong', SECOND, 'different')).rejects.toThrow(
      'The two passphrases do not match.',
    );
    expect((await store.getAttempts()).failures).toBe(0);
  });

  it('re-wraps under the new passphrase, even from the locked state; the old one no longer opens', async () => {
    const { store, vault, address } = await vaultWithWallet();
    await turnOnAppLock(vault, FIRST, FIRST);
    lockVault(vault);
    await changeAppLockPassphrase(vault, FIRST, SECOND, SECOND);
    expect(await lockStatus(vault)).toMatchObject({ enabled: true, unlocked: true });
    expect(await opensWith(store, address, SECOND)).toBe(M12);
    await expect(unlockAppLock(new Vault({ store }), FIRST)).rejects.toBeInstanceOf(WrongPassphraseError);
  });
});

describe('turning the app lock off', () => {
  it('needs the current passphrase; a wrong one leaves it on', async () => {
    const { vault } = await vaultWithWallet();
    await turnOnAppLock(vault, FIRST, FIRST);
    await expect(turnOffAppLock(vault, SECOND)).rejects.toBeInstanceOf(WrongPassphraseError);
    expect((await lockStatus(vault)).enabled).toBe(true);
  });

  it('with the right one, stores the key unwrapped: a reload signs without a passphrase', async () => {
    const { store, vault, address } = await vaultWithWallet();
    await turnOnAppLock(vault, FIRST, FIRST);
    lockVault(vault);
    await turnOffAppLock(vault, FIRST);
    expect(await lockStatus(vault)).toEqual({ enabled: false, unlocked: true });
    expect(await new Vault({ store }).withSigner(address, (s) => s.address)).toBe(address);
  });

  it('is delayed after 5 wrong attempts, and says how long to wait', async () => {
    const { store, vault } = await vaultWithWallet();
    await turnOnAppLock(vault, FIRST, FIRST);
    const t0 = 5_000_000;
    for (let i = 0; i < 5; i += 1) {
      await expect(turnOffAppLock(vault, 'guess', t0)).rejects.toBeInstanceOf(WrongPassphraseError);
    }
    const delayed = await turnOffAppLock(vault, FIRST, t0 + 1_000).catch((e: unknown) => e);
    expect(delayed).toBeInstanceOf(UnlockDelayedError);
    expect(appLockErrorMessage(delayed, t0 + 1_000)).toBe('Too many wrong attempts: try again in 29 s.');
    expect((await store.getAttempts()).notBefore).toBe(t0 + 30_000);
    expect((await lockStatus(vault)).enabled).toBe(true);
  });
});

describe('error messages', () => {
  it('maps each failure to the card’s wording, and hides unexpected errors', () => {
    expect(appLockErrorMessage(new WrongPassphraseError())).toBe('Wrong passphrase.');
    expect(appLockErrorMessage(new PassphraseProblem('The two passphrases do not match.'))).toBe(
      'The two passphrases do not match.',
    );
    expect(appLockErrorMessage(new Error('IDB exploded'))).toBe(
      'Could not change the app lock. Please try again.',
    );
  });
});

describe('the idle time setting', () => {
  it('defaults to 10 minutes, keeps an offered value, and ignores anything else', () => {
    const map = new Map<string, string>();
    const store = {
      getItem: (k: string) => map.get(k) ?? null,
      setItem: (k: string, v: string) => map.set(k, v),
    };
    expect(idleLockMinutes(store)).toBe(10);
    expect(idleLockMs(store)).toBe(600_000);
    setIdleLockMinutes(store, 5);
    expect(map.get(IDLE_LOCK_KEY)).toBe('5');
    expect(idleLockMs(store)).toBe(300_000);
    expect(() => setIdleLockMinutes(store, 7)).toThrow(RangeError);
    map.set(IDLE_LOCK_KEY, '0');
    expect(idleLockMinutes(store)).toBe(10);
    expect(idleLockMinutes(undefined)).toBe(10);
    const broken = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => undefined,
    };
    expect(idleLockMinutes(broken)).toBe(10);
  });
});

describe('the idle lock with the chosen time', () => {
  it('reads the setting again at each activity, so a new choice applies without a reload', () => {
    const map = new Map<string, string>();
    const store = {
      getItem: (k: string) => map.get(k) ?? null,
      setItem: (k: string, v: string) => map.set(k, v),
    };
    const target = new EventTarget();
    const waits: number[] = [];
    const stop = watchIdle(
      target,
      () => idleLockMs(store),
      () => undefined,
      {
        set: (_fn, ms) => waits.push(ms),
        clear: () => undefined,
      },
    );
    setIdleLockMinutes(store, 1);
    target.dispatchEvent(new Event('pointerdown'));
    setIdleLockMinutes(store, 30);
    target.dispatchEvent(new Event('keydown'));
    stop();
    expect(waits).toEqual([600_000, 60_000, 1_800_000]);
  });
});
