/**
 * The app's single instances, wired together: the API client, the verification status, and the
 * redirect to /verify. Navigation reaches React Router through a bridge set once the router mounts.
 */
import { createApiClient } from '../api/client.js';
import { takeEarly } from '../shell/early-fetch.js';
import { responseChecker } from '../api/response-checker.js';
import { createVerificationRedirect } from './verification-required.js';
import { browserStore } from './storage-keys.js';
import { VerificationStore } from './verification-store.js';

let navigator: ((to: string) => void) | undefined;

/** Called by the router's bridge component; before it mounts, navigation is a full page load. */
export function setNavigator(navigate: (to: string) => void): void {
  navigator = navigate;
}

export function navigateTo(to: string): void {
  if (navigator) navigator(to);
  else window.location.assign(to);
}

// Built lazily so that nothing runs at import time (tests import modules that import this file).
let verification: VerificationStore | undefined;
const redirect = createVerificationRedirect({
  session: browserStore('session'),
  location: () => window.location,
  clearVerified: () => verificationStore().clearVerified(),
  navigate: (to) => navigateTo(to),
});

export const api = createApiClient({
  // Looked up per call so the blocked-host guard installed at startup applies.
  fetch: (input, init) => window.fetch(input, init),
  onVerificationRequired: () => redirect.trigger(),
  takeEarly,
  checker: responseChecker,
});

export function verificationStore(): VerificationStore {
  verification ??= new VerificationStore({
    fetchStatus: () => api.call('GET /api/verify_status'),
    now: () => Date.now(),
    setTimer: (fn, ms) => window.setTimeout(fn, ms),
    clearTimer: (handle) => window.clearTimeout(handle as number | undefined),
  });
  return verification;
}

/** After a successful verification: the next 'verification required' redirects again. */
export function rearmVerificationRedirect(): void {
  redirect.rearm();
}
