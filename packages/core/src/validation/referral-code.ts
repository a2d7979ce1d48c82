import { VALIDATION_ERRORS } from '../errors/catalogue.js';
import { type Validation, invalid, valid } from './result.js';

/** Horizon's referral codes: 3–32 letters, digits, '-' or '_'. The spec only says a code is optional. */
export const REFERRAL_CODE_PATTERN = /^[A-Za-z0-9_-]{3,32}$/;

/** Text that means "no code" when it comes back from storage or a URL. */
const ABSENT = new Set(['', 'undefined', 'null']);

/** An optional referral code: absent gives undefined; present must match the pattern. */
export function validateReferralCode(input: string | null | undefined): Validation<string | undefined> {
  const code = (input ?? '').trim();
  if (ABSENT.has(code)) return valid(undefined);
  return REFERRAL_CODE_PATTERN.test(code) ? valid(code) : invalid(VALIDATION_ERRORS.invalidReferralCode);
}
