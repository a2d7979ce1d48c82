/**
 * The app lock's passphrase prompt, asked for by the vault when an action needs a key while locked (and by the
 * header's Unlock). Every request made while it is open shares it: one passphrase lets them all continue, and
 * closing it stops them all. It stacks over any open dialog (the trade review, the backup) instead of
 * replacing it, so the action resumes where it was.
 */
import { UnlockCancelledError, VaultLockedError } from '../vault/index.js';

interface Pending {
  readonly promise: Promise<void>;
  readonly resolve: () => void;
  readonly reject: (error: Error) => void;
}

let pending: Pending | undefined;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((l) => l());

function settle(outcome: (p: Pending) => void): void {
  const current = pending;
  if (!current) return;
  pending = undefined;
  outcome(current);
  notify();
}

export const unlockPrompt = {
  /** Subscribed by the dialog host that shows the prompt. */
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  isOpen(): boolean {
    return pending !== undefined;
  },
  /** Resolves once unlocked; rejects UnlockCancelledError when closed, VaultLockedError when no host shows it. */
  request(): Promise<void> {
    if (listeners.size === 0) return Promise.reject(new VaultLockedError());
    if (!pending) {
      let resolve: () => void = () => undefined;
      let reject: (error: Error) => void = () => undefined;
      const promise = new Promise<void>((res, rej) => {
        resolve = res;
        reject = rej;
      });
      pending = { promise, resolve, reject };
      notify();
    }
    return pending.promise;
  },
  /** The vault is unlocked: every waiting action continues. */
  unlocked(): void {
    settle((p) => p.resolve());
  },
  /** The prompt was closed: every waiting action stops. */
  cancelled(): void {
    settle((p) => p.reject(new UnlockCancelledError()));
  },
};

/** Opens the prompt with no action waiting (the header's and the Security card's Unlock); closing it is fine. */
export function openUnlockPrompt(): void {
  unlockPrompt.request().catch(() => undefined);
}
