/** React's view of a wallet's premium state, and its refresh when the active wallet changes. */
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { appPremiumStatus } from './app-premium-status.js';
import { premiumOf } from './premium-status.js';
import { useWallets } from './useWallets.js';

/**
 * The active wallet's premium state as the UI goes by (premiumOf): false without a wallet, null while unknown,
 * including while the wallets load (no wallet yet is not the same as none).
 */
export function usePremium(address: string | null): boolean | null {
  const loaded = useWallets().status === 'ready';
  const status = appPremiumStatus();
  const read = useCallback(
    () => premiumOf(address, address === null ? null : status.get(address)),
    [status, address],
  );
  const premium = useSyncExternalStore(status.subscribe, read);
  return loaded ? premium : null;
}

/** Checks the active wallet again whenever it changes (the first load included). */
export function useRefreshPremiumOnSwitch(address: string | null): void {
  useEffect(() => {
    if (address !== null) void appPremiumStatus().refresh(address);
  }, [address]);
}
