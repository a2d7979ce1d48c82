/**
 * A locked vault asks for its passphrase before the first action that needs a key (issue 17): signing, the
 * backup's reveal and storing a new wallet wait for the unlock and then continue; a refused prompt stops them
 * before any key is used; a wrong passphrase inside the prompt is still counted.
 */
import { describe, expect, it } from 'vitest';
import {
  MemoryVaultStore,
  UnlockCancelledError,
  Vault,
  WrongPassphraseError,
  enableAppLock,
  lockVault,
  unlockAppLock,
} from '../../src/vault/index.js';

const M12 = 'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about';
const M24 =
  'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon art';
const PASSPHRASE = 'correct horse battery';

/** A locked vault (as after a reload) whose prompt is answered by `answer`, counting the prompts. */
async function lockedVault(answer: (vault: Vault) => Promise<void>) {
  const store = new MemoryVaultStore();
  const setup = new Vault({ store });
  const preview = await setup.prepareImport({ kind: 'mnemonic', phrase: M12 });
  await setup.commitImport(preview.id, 'A');
  await enableAppLock(setup, PASSPHRASE);
  const prompts = { count: 0 };
  const vault: Vault = new Vault({
    store,
    onLocked: () => {
      prompts.count += 1;
      return answer(vault);
    },
  });
  return { store, vault, prompts, address: preview.address };
}

const unlockWith = (passphrase: string) => (vault: Vault) => unlockAppLock(vault, passphrase);
const refuse = () => Promise.reject(new UnlockCancelledError());

describe('a locked vault and the passphrase prompt', () => {
  it('asks once, then signs with the key the passphrase unwrapped', async () => {
    const { vault, prompts, address } = await lockedVault(unlockWith(PASSPHRASE));
    expect(await vault.withSigner(address, (s) => s.signChallenge('00'))).toMatch(/^[0-9A-F]+$/);
    expect(prompts.count).toBe(1);
    // Unlocked now: the next signature needs no prompt.
    await vault.withSigner(address, (s) => s.address);
    expect(prompts.count).toBe(1);
  }, 30_000);

  it('never runs the signing callback when the prompt is closed', async () => {
    const { vault, prompts, address } = await lockedVault(refuse);
    let ran = false;
    const signing = vault.withSigner(address, () => (ran = true));
    await expect(signing).rejects.toBeInstanceOf(UnlockCancelledError);
    await expect(signing).rejects.toThrow('Wallets still locked: nothing was signed or sent.');
    expect(ran).toBe(false);
    expect(prompts.count).toBe(1);
  }, 30_000);

  it('counts a wrong passphrase given in the prompt, and a later right one continues', async () => {
    const tries = ['not it', PASSPHRASE];
    const errors: unknown[] = [];
    const { vault, store, prompts, address } = await lockedVault(async (v) => {
      for (;;) {
        try {
          return await unlockAppLock(v, tries.shift() ?? '');
        } catch (error) {
          errors.push(error); // the prompt says so and stays open
          expect(await store.getAttempts()).toMatchObject({ failures: 1 });
        }
      }
    });
    expect(await vault.withSigner(address, (s) => s.address)).toBe(address);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toBeInstanceOf(WrongPassphraseError);
    expect(prompts.count).toBe(1);
    expect(await store.getAttempts()).toEqual({ failures: 0, notBefore: 0 });
  }, 30_000);

  it('asks again when the vault locked itself again before the action ran', async () => {
    let answers = 0;
    const { vault, prompts, address } = await lockedVault(async (v) => {
      answers += 1;
      await unlockAppLock(v, PASSPHRASE);
      if (answers === 1) lockVault(v); // the idle lock fired in between
    });
    expect(await vault.withSigner(address, (s) => s.address)).toBe(address);
    expect(prompts.count).toBe(2);
  }, 30_000);

  it('unlocks on request, before any action, and asks nothing when already unlocked', async () => {
    const { vault, prompts, address } = await lockedVault(unlockWith(PASSPHRASE));
    await vault.ensureUnlocked();
    expect(prompts.count).toBe(1);
    await vault.ensureUnlocked();
    await vault.withSigner(address, (s) => s.address);
    expect(prompts.count).toBe(1);
  }, 30_000);

  it('waits for the unlock before revealing a backup', async () => {
    const { vault, prompts, address } = await lockedVault(unlockWith(PASSPHRASE));
    expect((await vault.revealForBackup(address)).mnemonic).toBe(M12);
    expect(prompts.count).toBe(1);
  }, 30_000);

  it('keeps a pending import through the prompt and stores it once unlocked', async () => {
    const { vault, prompts } = await lockedVault(unlockWith(PASSPHRASE));
    const preview = await vault.prepareImport({ kind: 'mnemonic', phrase: M24 });
    const stored = await vault.commitImport(preview.id, 'B');
    expect(stored.address).toBe(preview.address);
    expect(prompts.count).toBe(1);
  }, 30_000);

  it('stores no generated wallet when the prompt is closed', async () => {
    const { vault, store } = await lockedVault(refuse);
    await expect(vault.generate('')).rejects.toBeInstanceOf(UnlockCancelledError);
    expect(await store.listWallets()).toHaveLength(1);
  }, 30_000);
});
