/** The verification status for React: subscribes to the shared store and asks the server once. */
import { useEffect, useSyncExternalStore } from 'react';
import { verificationStore } from './app-services.js';
import type { VerificationSnapshot } from './verification-store.js';

let asked = false;

export function useVerification(): VerificationSnapshot {
  const store = verificationStore();
  const snapshot = useSyncExternalStore(store.subscribe, store.getSnapshot);
  useEffect(() => {
    if (asked) return;
    asked = true;
    void store.refresh();
  }, [store]);
  return snapshot;
}
