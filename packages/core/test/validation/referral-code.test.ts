import { describe, expect, it } from 'vitest';
import { validateReferralCode } from '../../src/validation/referral-code.js';

describe('referral code (optional)', () => {
  it('is absent when empty, missing, or stored as the text undefined/null', () => {
    for (const input of [undefined, null, '', '  ', 'undefined', 'null']) {
      expect(validateReferralCode(input)).toEqual({ ok: true, value: undefined });
    }
  });

  it('accepts 3–32 letters, digits, dash and underscore, trimmed', () => {
    expect(validateReferralCode(' ABC ')).toEqual({ ok: true, value: 'ABC' });
    expect(validateReferralCode('whale_99-x')).toEqual({ ok: true, value: 'whale_99-x' });
    expect(validateReferralCode('a'.repeat(32)).ok).toBe(true);
  });

  it('refuses other text with its message', () => {
    const refused = { ok: false, error: 'Invalid referral code' };
    expect(validateReferralCode('ab')).toEqual(refused);
    expect(validateReferralCode('a'.repeat(33))).toEqual(refused);
    expect(validateReferralCode('bad code')).toEqual(refused);
    expect(validateReferralCode('<script>')).toEqual(refused);
  });
});
