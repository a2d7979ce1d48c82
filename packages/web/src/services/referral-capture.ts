/**
 * The referral code of a shared link (`/?ref=CODE` on any route), kept in session storage (spec §4) until a
 * wallet registers with it, then forgotten 3 s later (spec §9); free of React and the DOM.
 */
import { REFERRAL_KEYS_CLEAR_MS, validateReferralCode } from '@horizon/core';
import { REFERRAL_QUERY_PARAMS, rememberReferralCode } from './gate-rules.js';
import { type KeyValueStore, STORAGE_KEYS, safeGet, safeRemove, safeSet } from './storage-keys.js';

/**
 * Keeps a valid code of the query (a hostile or malformed one is ignored) and answers the query without
 * the referral parameters, for the address bar; undefined when the query had none.
 */
export function captureReferralCode(session: KeyValueStore | undefined, search: string): string | undefined {
  const params = new URLSearchParams(search);
  if (!REFERRAL_QUERY_PARAMS.some((name) => params.has(name))) return undefined;
  rememberReferralCode(session, search);
  REFERRAL_QUERY_PARAMS.forEach((name) => params.delete(name));
  const rest = params.toString();
  return rest === '' ? '' : `?${rest}`;
}

/** The kept code, or '' when there is none (or storage holds something that is not a code). */
export function storedReferralCode(session: KeyValueStore | undefined): string {
  const checked = validateReferralCode(safeGet(session, STORAGE_KEYS.referralCode));
  return checked.ok ? (checked.value ?? '') : '';
}

/** Keeps a typed code; undefined (no code) forgets the kept one. */
export function keepReferralCode(session: KeyValueStore | undefined, code: string | undefined): void {
  if (code === undefined) safeRemove(session, STORAGE_KEYS.referralCode);
  else safeSet(session, STORAGE_KEYS.referralCode, code);
}

/**
 * After a registration that sent `sent`: forgets the code 3 s later, unless another code was kept since
 * (a new link opened or a code typed meanwhile is for the next wallet).
 */
export function forgetReferralCodeLater(
  session: KeyValueStore | undefined,
  sent: string,
  schedule: (run: () => void, ms: number) => void = (run, ms) => void setTimeout(run, ms),
): void {
  schedule(() => {
    if (safeGet(session, STORAGE_KEYS.referralCode) === sent) safeRemove(session, STORAGE_KEYS.referralCode);
  }, REFERRAL_KEYS_CLEAR_MS);
}
