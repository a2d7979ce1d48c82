/**
 * Spec §4: a response asking for verification clears the verified flag, stores the current path and
 * referral code, and redirects to /verify — once, however many calls fail together.
 */
import { ROUTES } from '@horizon/core';
import { rememberOrigin, rememberReferralCode } from './gate-rules.js';
import type { KeyValueStore } from './storage-keys.js';

export interface VerificationRedirectDeps {
  readonly session: KeyValueStore | undefined;
  /** The current location: pathname, search. */
  readonly location: () => { readonly pathname: string; readonly search: string };
  readonly clearVerified: () => void;
  readonly navigate: (to: string) => void;
}

export interface VerificationRedirect {
  /** Handles one 'verification required' answer. */
  readonly trigger: () => void;
  /** Re-arms after the visitor verified again. */
  readonly rearm: () => void;
}

export function createVerificationRedirect(deps: VerificationRedirectDeps): VerificationRedirect {
  let redirecting = false;
  return {
    trigger() {
      deps.clearVerified();
      if (redirecting) return;
      const { pathname, search } = deps.location();
      if (pathname === ROUTES.verify) return;
      redirecting = true;
      rememberOrigin(deps.session, pathname + search);
      rememberReferralCode(deps.session, search);
      deps.navigate(ROUTES.verify);
    },
    rearm() {
      redirecting = false;
    },
  };
}
