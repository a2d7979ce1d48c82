/** One wallet-list action at a time: busy while it runs (a second click does nothing), its error in words. */
import { WALLET_LIST_STRINGS, isHorizonError } from '@horizon/core';
import { useCallback, useRef, useState } from 'react';

export interface WalletAction {
  readonly busy: boolean;
  readonly error: string | null;
  /** Runs `work` unless one is running; answers whether it succeeded. */
  readonly run: (work: () => Promise<void>) => Promise<boolean>;
  readonly clearError: () => void;
}

export function useWalletAction(): WalletAction {
  const running = useRef(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = useCallback(async (work: () => Promise<void>) => {
    if (running.current) return false;
    running.current = true;
    setBusy(true);
    setError(null);
    try {
      await work();
      return true;
    } catch (cause) {
      setError(isHorizonError(cause) ? cause.message : WALLET_LIST_STRINGS.failed);
      return false;
    } finally {
      running.current = false;
      setBusy(false);
    }
  }, []);
  const clearError = useCallback(() => setError(null), []);
  return { busy, error, run, clearError };
}
