/** The optional app lock: a passphrase wraps the master key; wrong guesses are slowed, even across reloads. */
import { describe, expect, it } from 'vitest';
import {
  LOCK_MIN_ITERATIONS,
  MemoryVaultStore,
  UnlockDelayedError,
  Vault,
  VaultLockedError,
  WrongPassphraseError,
  disableAppLock,
  enableAppLock,
  lockStatus,
  lockVault,
  unlockAppLock,
  unlockDelayMs,
  watchIdle,
} from '../../src/vault/index.js';

const M12 = 'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about';

async function vaultWithWallet() {
  const store = new MemoryVaultStore();
  const vault = new Vault({ store });
  const preview = await vault.prepareImport({ kind: 'mnemonic', phrase: M12 });
  await vault.commitImport(preview.id, 'A');
  return { store, vault, address: preview.address };
}

describe('unlock delays', () => {
  it('lets 4 wrong attempts through, then waits 30 s and doubles up to an hour', () => {
    expect([0, 1, 4].map(unlockDelayMs)).toEqual([0, 0, 0]);
    expect([5, 6, 7].map(unlockDelayMs)).toEqual([30_000, 60_000, 120_000]);
    expect(unlockDelayMs(40)).toBe(3_600_000);
  });
});

describe('the app lock', () => {
  it('wraps the master key with PBKDF2 parameters stored, keeps wallets usable while unlocked, and locks', async () => {
    const { store, vault, address } = await vaultWithWallet();
    await enableAppLock(vault, 'correct horse');
    const master = await store.getMaster();
    expect(master?.kind).toBe('wrapped');
    if (master?.kind === 'wrapped') {
      expect(master.params).toMatchObject({
        kdf: 'PBKDF2',
        hash: 'SHA-256',
        iterations: LOCK_MIN_ITERATIONS,
      });
      expect(master.params.salt).toHaveLength(16);
      expect(master.iv).toHaveLength(12);
    }
    expect(await lockStatus(vault)).toMatchObject({ enabled: true, unlocked: true });
    expect(await vault.withSigner(address, (s) => s.address)).toBe(address);

    lockVault(vault);
    await expect(vault.withSigner(address, () => 1)).rejects.toBeInstanceOf(VaultLockedError);
    await unlockAppLock(vault, 'correct horse');
    expect(await vault.withSigner(address, (s) => s.address)).toBe(address);

    // A reload: a new Vault over the same records starts locked.
    const reloaded = new Vault({ store });
    await expect(reloaded.revealForBackup(address)).rejects.toBeInstanceOf(VaultLockedError);
    await unlockAppLock(reloaded, 'correct horse');
    expect((await reloaded.revealForBackup(address)).mnemonic).toBe(M12);

    await disableAppLock(reloaded);
    expect((await store.getMaster())?.kind).toBe('plain');
    expect(await new Vault({ store }).withSigner(address, (s) => s.address)).toBe(address);
  });

  it('counts wrong passphrases across reloads and delays the sixth attempt', async () => {
    const { store, vault } = await vaultWithWallet();
    await enableAppLock(vault, 'right');
    lockVault(vault);
    const t0 = 1_000_000;
    for (let i = 0; i < 5; i += 1) {
      await expect(unlockAppLock(new Vault({ store }), 'wrong', t0)).rejects.toBeInstanceOf(
        WrongPassphraseError,
      );
    }
    expect(await store.getAttempts()).toEqual({ failures: 5, notBefore: t0 + 30_000 });
    const early = unlockAppLock(new Vault({ store }), 'right', t0 + 29_999);
    await expect(early).rejects.toBeInstanceOf(UnlockDelayedError);
    await unlockAppLock(vault, 'right', t0 + 30_000);
    expect(await store.getAttempts()).toEqual({ failures: 0, notBefore: 0 });
  }, 30_000);
});

describe('idle auto-lock', () => {
  it('fires after the idle time and restarts on activity', () => {
    const target = new EventTarget();
    const timers: { fn: () => void; ms: number; live: boolean }[] = [];
    let idle = 0;
    const stop = watchIdle(target, 600_000, () => (idle += 1), {
      set: (fn, ms) => timers.push({ fn, ms, live: true }) - 1,
      clear: (h) => {
        const t = timers[h as number];
        if (t) t.live = false;
      },
    });
    target.dispatchEvent(new Event('keydown'));
    expect(timers.map((t) => t.live)).toEqual([false, true]);
    expect(timers[1]?.ms).toBe(600_000);
    timers[1]?.fn();
    expect(idle).toBe(1);
    stop();
    expect(timers.every((t) => !t.live)).toBe(true);
  });
});
