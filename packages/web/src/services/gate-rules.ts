/**
 * The verification gate's rules (spec §2 "Gate behaviour", §4 "Verification"), free of React and the
 * DOM: which paths are gated, where to go, and the remembered origin.
 */
import {
  DEFAULT_POST_VERIFY_PATH,
  GATED_ROUTES,
  REFERRAL_CODE_PATTERN,
  REFERRAL_QUERY_PARAM,
  ROUTES,
} from '@horizon/core';
import { type KeyValueStore, STORAGE_KEYS, safeGet, safeRemove, safeSet } from './storage-keys.js';

export type VerificationStatus = 'checking' | 'verified' | 'unverified';

/** True for a gated route and anything below it (/wallet, /wallet/…). */
export function isGatedPath(pathname: string): boolean {
  return GATED_ROUTES.some((route) => pathname === route || pathname.startsWith(`${route}/`));
}

export type GateDecision = 'wait' | 'allow' | 'redirect-to-verify';

/** What a gated page does for a verification status. */
export function gateDecision(status: VerificationStatus): GateDecision {
  if (status === 'checking') return 'wait';
  return status === 'verified' ? 'allow' : 'redirect-to-verify';
}

/**
 * A same-app path worth returning to: starts with one '/', is not /verify itself, and has no
 * scheme or backslash tricks (never an open redirect).
 */
export function isSafeReturnPath(path: string): boolean {
  if (!path.startsWith('/') || path.startsWith('//') || path.includes('\\')) return false;
  const pathname = path.split(/[?#]/)[0] ?? '';
  return pathname !== ROUTES.verify && ![...path].some((c) => c.charCodeAt(0) < 0x20);
}

/** Remembers where the visitor was going (path and query) before being sent to /verify. */
export function rememberOrigin(session: KeyValueStore | undefined, pathAndQuery: string): void {
  if (isSafeReturnPath(pathAndQuery)) safeSet(session, STORAGE_KEYS.redirectAfterVerify, pathAndQuery);
}

/** Where to go after verification (or when already verified on /verify): the remembered path, else /wallet. */
export function originAfterVerify(session: KeyValueStore | undefined): string {
  const saved = safeGet(session, STORAGE_KEYS.redirectAfterVerify);
  return saved !== null && isSafeReturnPath(saved) ? saved : DEFAULT_POST_VERIFY_PATH;
}

/** Reads and forgets the remembered origin. */
export function takeOriginAfterVerify(session: KeyValueStore | undefined): string {
  const origin = originAfterVerify(session);
  safeRemove(session, STORAGE_KEYS.redirectAfterVerify);
  return origin;
}

/** The query parameters a referral code arrives in: `?ref=` (the shared link's) or `?referral=`. */
export const REFERRAL_QUERY_PARAMS: readonly string[] = [REFERRAL_QUERY_PARAM, 'referral'];

/** The referral code in a query string (`?ref=` or `?referral=`), kept across the verification detour. */
export function referralCodeFromQuery(search: string): string | undefined {
  const params = new URLSearchParams(search);
  const code = params.get(REFERRAL_QUERY_PARAM) ?? params.get('referral');
  return code !== null && REFERRAL_CODE_PATTERN.test(code) ? code : undefined;
}

export function rememberReferralCode(session: KeyValueStore | undefined, search: string): void {
  const code = referralCodeFromQuery(search);
  if (code !== undefined) safeSet(session, STORAGE_KEYS.referralCode, code);
}
