/**
 * The verify page's states and messages (spec §2 "Verify page", §4 "Verification", §8), free of React:
 * loading the challenge, the widget, 'Verifying…' while posting, success, and every failure's text.
 */
import { VERIFICATION_ERRORS, VERIFY_STRINGS, challengeCodeMessage } from '@horizon/core';

export type VerifyPhase = 'loading' | 'ready' | 'posting' | 'success' | 'fatal';

export interface VerifyState {
  readonly phase: VerifyPhase;
  /** The error or notice under the widget; null when there is none. */
  readonly message: string | null;
  /** Bumped whenever the widget must start over (failure, expiry). */
  readonly resets: number;
}

export type VerifyAction =
  | { readonly type: 'widget-ready' }
  | { readonly type: 'init-failed' }
  | { readonly type: 'widget-load-failed' }
  | { readonly type: 'solved' }
  | { readonly type: 'post-succeeded' }
  | { readonly type: 'post-failed'; readonly message: string | null }
  | { readonly type: 'expired' }
  | { readonly type: 'widget-error'; readonly code: string | null };

export const initialVerifyState: VerifyState = { phase: 'loading', message: null, resets: 0 };

function retry(state: VerifyState, message: string): VerifyState {
  return { phase: 'ready', message, resets: state.resets + 1 };
}

export function verifyReducer(state: VerifyState, action: VerifyAction): VerifyState {
  switch (action.type) {
    case 'widget-ready':
      return state.phase === 'loading' ? { ...state, phase: 'ready' } : state;
    case 'init-failed':
      return { ...state, phase: 'fatal', message: VERIFICATION_ERRORS.initFailed };
    case 'widget-load-failed':
      return { ...state, phase: 'fatal', message: VERIFICATION_ERRORS.widgetLoadFailed };
    case 'solved':
      return state.phase === 'ready' ? { ...state, phase: 'posting', message: null } : state;
    case 'post-succeeded':
      return { ...state, phase: 'success', message: null };
    case 'post-failed':
      // The server's detail when it gave one, else the catalogue's default; the widget starts over.
      return retry(state, action.message ?? VERIFICATION_ERRORS.failed);
    case 'expired':
      return retry(state, VERIFICATION_ERRORS.expired);
    case 'widget-error':
      return retry(
        state,
        action.code === null ? VERIFICATION_ERRORS.failed : challengeCodeMessage(action.code),
      );
  }
}

/** The status line for a phase (spec §2 texts). */
export function verifyStatusText(phase: VerifyPhase): string | null {
  if (phase === 'posting') return VERIFY_STRINGS.verifying;
  if (phase === 'success') return VERIFY_STRINGS.success;
  return null;
}

/** How long the success message stays before the redirect. */
export const SUCCESS_REDIRECT_MS = 1500;
