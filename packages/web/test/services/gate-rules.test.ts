import { describe, expect, it } from 'vitest';
import {
  gateDecision,
  isGatedPath,
  isSafeReturnPath,
  originAfterVerify,
  referralCodeFromQuery,
  rememberOrigin,
  rememberReferralCode,
  takeOriginAfterVerify,
} from '../../src/services/gate-rules.js';
import { STORAGE_KEYS } from '../../src/services/storage-keys.js';
import { MemoryStore } from '../memory-store.js';

describe('verification gate rules (spec §2)', () => {
  it('gates /wallet, /launch, /sniper and /trustless-test, and nothing public', () => {
    expect(['/wallet', '/launch', '/sniper', '/trustless-test', '/wallet/send'].map(isGatedPath)).toEqual([
      true,
      true,
      true,
      true,
      true,
    ]);
    expect(
      ['/', '/live-markets', '/copytrade', '/verify', '/wallets', '/token/USD:r1'].map(isGatedPath),
    ).toEqual([false, false, false, false, false, false]);
  });

  it('waits while checking, lets the verified in, and sends the others to /verify', () => {
    expect(gateDecision('checking')).toBe('wait');
    expect(gateDecision('verified')).toBe('allow');
    expect(gateDecision('unverified')).toBe('redirect-to-verify');
  });

  it('returns a visitor to the remembered path and query after verification, once', () => {
    const session = new MemoryStore();
    rememberOrigin(session, '/sniper?token=USD%3Ar1');
    expect(originAfterVerify(session)).toBe('/sniper?token=USD%3Ar1');
    expect(takeOriginAfterVerify(session)).toBe('/sniper?token=USD%3Ar1');
    expect(session.getItem(STORAGE_KEYS.redirectAfterVerify)).toBeNull();
    expect(takeOriginAfterVerify(session)).toBe('/wallet');
  });

  it('defaults to /wallet when nothing was remembered or storage is unavailable', () => {
    expect(originAfterVerify(new MemoryStore())).toBe('/wallet');
    expect(originAfterVerify(undefined)).toBe('/wallet');
  });

  it('never redirects off-site or back to /verify (no open redirect through storage)', () => {
    for (const bad of [
      'https://evil.example/',
      '//evil.example',
      '/\\evil.example',
      'javascript:alert(1)',
      '/verify',
      '/verify?x=1',
    ]) {
      expect(isSafeReturnPath(bad)).toBe(false);
    }
    const session = new MemoryStore({ [STORAGE_KEYS.redirectAfterVerify]: '//evil.example/x' });
    expect(originAfterVerify(session)).toBe('/wallet');
    rememberOrigin(session, 'https://evil.example');
    expect(session.getItem(STORAGE_KEYS.redirectAfterVerify)).toBe('//evil.example/x');
  });

  it('keeps a valid referral code from the query across the verification detour', () => {
    expect(referralCodeFromQuery('?ref=ALICE_01')).toBe('ALICE_01');
    expect(referralCodeFromQuery('?referral=bob-2')).toBe('bob-2');
    expect(referralCodeFromQuery('?ref=<script>')).toBeUndefined();
    expect(referralCodeFromQuery('?x=1')).toBeUndefined();
    const session = new MemoryStore();
    rememberReferralCode(session, '?ref=ALICE_01');
    expect(session.getItem(STORAGE_KEYS.referralCode)).toBe('ALICE_01');
  });
});
