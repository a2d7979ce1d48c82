/** Referral codes: 8 characters, no look-alikes (0/O, 1/I/L), read aloud or typed without mistakes. */
import { randomBytes } from 'node:crypto';

const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const REFERRAL_CODE_LENGTH = 8;

/** A random code (about 40 bits); uniqueness is the database's to enforce. */
export function newReferralCode(): string {
  let code = '';
  while (code.length < REFERRAL_CODE_LENGTH) {
    for (const byte of randomBytes(REFERRAL_CODE_LENGTH)) {
      // Rejection sampling keeps every character equally likely.
      if (byte < 256 - (256 % ALPHABET.length) && code.length < REFERRAL_CODE_LENGTH) {
        code += ALPHABET[byte % ALPHABET.length];
      }
    }
  }
  return code;
}

/** Codes are matched without regard to case. */
export function normalizeReferralCode(code: string): string {
  return code.trim().toUpperCase();
}
