/** The app lock's passphrase prompt: one prompt for every action waiting at once, each told how it ended. */
import { afterEach, describe, expect, it } from 'vitest';
import { UnlockCancelledError, VaultLockedError } from '../../src/vault/index.js';
import { openUnlockPrompt, unlockPrompt } from '../../src/wallets/unlock-prompt.js';

let unsubscribe: () => void = () => undefined;
afterEach(() => {
  unlockPrompt.cancelled();
  unsubscribe();
});

/** A host showing the prompt: counts the changes it is told about. */
function host() {
  const seen = { changes: 0 };
  unsubscribe = unlockPrompt.subscribe(() => (seen.changes += 1));
  return seen;
}

describe('the passphrase prompt', () => {
  it('refuses with the locked message when no host can show it', async () => {
    await expect(unlockPrompt.request()).rejects.toBeInstanceOf(VaultLockedError);
    expect(unlockPrompt.isOpen()).toBe(false);
  });

  it('opens once for every action waiting, and lets them all continue when unlocked', async () => {
    const seen = host();
    const first = unlockPrompt.request();
    const second = unlockPrompt.request();
    expect(unlockPrompt.isOpen()).toBe(true);
    expect(seen.changes).toBe(1);
    unlockPrompt.unlocked();
    await expect(Promise.all([first, second])).resolves.toEqual([undefined, undefined]);
    expect(unlockPrompt.isOpen()).toBe(false);
    expect(seen.changes).toBe(2);
  });

  it('stops every waiting action when closed, and a later action opens it again', async () => {
    host();
    const first = unlockPrompt.request();
    const second = unlockPrompt.request();
    unlockPrompt.cancelled();
    await expect(first).rejects.toBeInstanceOf(UnlockCancelledError);
    await expect(second).rejects.toThrow('Wallets still locked: nothing was signed or sent.');
    const third = unlockPrompt.request();
    expect(unlockPrompt.isOpen()).toBe(true);
    unlockPrompt.unlocked();
    await expect(third).resolves.toBeUndefined();
  });

  it('opens from the header with nothing waiting, and closing it is no failure', async () => {
    host();
    openUnlockPrompt();
    expect(unlockPrompt.isOpen()).toBe(true);
    unlockPrompt.cancelled();
    expect(unlockPrompt.isOpen()).toBe(false);
    await Promise.resolve(); // an unhandled rejection would fail the run
  });
});
