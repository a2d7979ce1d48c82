import { describe, expect, it } from 'vitest';
import {
  AUTH_ERROR_KINDS,
  AUTH_INVALID_JWT_CODE,
  AUTH_MISSING_EMAIL_OR_PHONE,
  AUTH_WEAK_PASSWORD_CODE,
  isRetryableAuthStatus,
} from '../../src/errors/auth-kinds.js';

describe('hosted-auth error kinds (spec §8)', () => {
  it('keeps the messages and statuses the spec names', () => {
    expect(AUTH_ERROR_KINDS.sessionMissing).toEqual({
      name: 'AuthSessionMissingError',
      status: 400,
      message: 'Auth session missing!',
    });
    expect(AUTH_ERROR_KINDS.sessionOrUserMissing.status).toBe(500);
    expect(AUTH_ERROR_KINDS.invalidCredentials.status).toBe(400);
    expect(AUTH_WEAK_PASSWORD_CODE).toBe('weak_password');
    expect(AUTH_INVALID_JWT_CODE).toBe('invalid_jwt');
    expect(AUTH_MISSING_EMAIL_OR_PHONE).toBe(
      'You must provide either an email or phone number and a password',
    );
    expect(Object.keys(AUTH_ERROR_KINDS)).toHaveLength(8);
  });

  it('retries on 502, 503, 504 and network failures only', () => {
    expect([502, 503, 504, undefined].map(isRetryableAuthStatus)).toEqual([true, true, true, true]);
    expect([500, 400, 429].map(isRetryableAuthStatus)).toEqual([false, false, false]);
  });
});
