import { describe, expect, it } from 'vitest';
import {
  isAccountNotActivated,
  isLpInfoSoftFailure,
  isTopTradersSoftFailure,
  isTrustlineAlreadyExists,
} from '../../src/errors/account-state.js';

describe('account activation (spec §4)', () => {
  it('treats a 404 or text saying the account is missing as not activated', () => {
    expect(isAccountNotActivated(404, '')).toBe(true);
    expect(isAccountNotActivated(500, 'Account not found.')).toBe(true);
    expect(isAccountNotActivated(500, '{"error":"actNotFound"}')).toBe(true);
    expect(isAccountNotActivated(400, 'Account is not activated')).toBe(true);
  });

  it('keeps other failures as errors', () => {
    expect(isAccountNotActivated(500, 'Internal Server Error')).toBe(false);
    expect(isAccountNotActivated(400, 'Bad request')).toBe(false);
  });
});

describe('soft failures (spec §8)', () => {
  it('zeroes LP info for a 404, "not an LP token" or "no AMM"', () => {
    expect(isLpInfoSoftFailure(404, '')).toBe(true);
    expect(isLpInfoSoftFailure(400, 'Not an LP token')).toBe(true);
    expect(isLpInfoSoftFailure(400, 'No AMM for this token')).toBe(true);
    expect(isLpInfoSoftFailure(500, 'boom')).toBe(false);
  });

  it('empties top traders on a 404 only', () => {
    expect(isTopTradersSoftFailure(404)).toBe(true);
    expect(isTopTradersSoftFailure(500)).toBe(false);
  });

  it("counts 'Trustline already exists' as success", () => {
    expect(isTrustlineAlreadyExists('Trustline already exists')).toBe(true);
    expect(isTrustlineAlreadyExists('trustline already exists for USD')).toBe(true);
    expect(isTrustlineAlreadyExists('Trustline not found')).toBe(false);
  });
});
