import { describe, expect, it } from 'vitest';
import {
  CHALLENGE_CODE_MESSAGES,
  challengeCodeMessage,
  challengeCodesMessage,
  requiresVerification,
} from '../../src/errors/verification.js';

describe('bot-challenge codes', () => {
  it('map the four known codes to their messages', () => {
    expect(CHALLENGE_CODE_MESSAGES).toEqual({
      'missing-input-response': 'Verification token was not provided.',
      'invalid-input-response': 'Verification token is invalid.',
      'timeout-or-duplicate': 'Verification token expired or already used.',
      'internal-error': 'An internal error occurred. Please try again.',
    });
    expect(challengeCodeMessage('timeout-or-duplicate')).toBe('Verification token expired or already used.');
  });

  it("name any other code in 'Verification error: {code}'", () => {
    expect(challengeCodeMessage('bad-request')).toBe('Verification error: bad-request');
    expect(challengeCodeMessage('toString')).toBe('Verification error: toString');
  });

  it('speak for the first code of a list, and fail plainly with none', () => {
    expect(challengeCodesMessage(['invalid-input-response', 'bad-request'])).toBe(
      'Verification token is invalid.',
    );
    expect(challengeCodesMessage([])).toBe('Verification failed. Please try again.');
  });
});

describe('a response that requires verification again', () => {
  it('is any response with requiresVerification true', () => {
    expect(requiresVerification(403, { detail: 'x', requiresVerification: true })).toBe(true);
    expect(requiresVerification(401, { requiresVerification: true })).toBe(true);
  });

  it('is a 403 naming the session, verification or expiry', () => {
    expect(requiresVerification(403, { detail: 'Session expired' })).toBe(true);
    expect(requiresVerification(403, 'Verification required')).toBe(true);
    expect(requiresVerification(403, { detail: 'Token expiry reached' })).toBe(true);
  });

  it('is not another 403 nor a non-403 naming the session', () => {
    expect(requiresVerification(403, { detail: 'Wallet not owned' })).toBe(false);
    expect(requiresVerification(400, { detail: 'Session expired' })).toBe(false);
    expect(requiresVerification(403, { requiresVerification: false, detail: 'Forbidden' })).toBe(false);
  });
});
