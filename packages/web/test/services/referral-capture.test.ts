/** The referral code of a shared link: captured on any route, validated, kept until a wallet registers. */
import { REFERRAL_KEYS_CLEAR_MS } from '@horizon/core';
import { describe, expect, it } from 'vitest';
import {
  captureReferralCode,
  forgetReferralCodeLater,
  keepReferralCode,
  storedReferralCode,
} from '../../src/services/referral-capture.js';
import { STORAGE_KEYS } from '../../src/services/storage-keys.js';
import { MemoryStore } from '../memory-store.js';

const kept = (session: MemoryStore) => session.getItem(STORAGE_KEYS.referralCode);

describe('capturing a referral link', () => {
  it('keeps the code of ?ref= and answers the query without it, other parameters kept', () => {
    const session = new MemoryStore();
    expect(captureReferralCode(session, '?ref=ABCD2345')).toBe('');
    expect(kept(session)).toBe('ABCD2345');
    expect(captureReferralCode(session, '?tab=pnl&ref=WXYZ6789&step=2')).toBe('?tab=pnl&step=2');
    expect(kept(session)).toBe('WXYZ6789');
    expect(captureReferralCode(session, '?referral=bob-2')).toBe('');
    expect(kept(session)).toBe('bob-2');
  });

  it('leaves a query without a referral parameter alone', () => {
    const session = new MemoryStore({ [STORAGE_KEYS.referralCode]: 'ABCD2345' });
    expect(captureReferralCode(session, '')).toBeUndefined();
    expect(captureReferralCode(session, '?tab=pnl&reference=x')).toBeUndefined();
    expect(kept(session)).toBe('ABCD2345');
  });

  it('ignores hostile, malformed and oversized codes (the kept one stays) but still takes them out of the URL', () => {
    const session = new MemoryStore({ [STORAGE_KEYS.referralCode]: 'ABCD2345' });
    for (const hostile of [
      '%3Cscript%3Ealert(1)%3C%2Fscript%3E',
      'AB',
      'A'.repeat(33),
      'X'.repeat(100_000),
      '..%2F..%2Fetc',
      'ABC%00DEF',
      '',
    ]) {
      expect(captureReferralCode(session, `?ref=${hostile}&q=1`)).toBe('?q=1');
      expect(kept(session)).toBe('ABCD2345');
    }
  });

  it('works without storage (private mode): nothing kept, the URL still cleaned', () => {
    expect(captureReferralCode(undefined, '?ref=ABCD2345')).toBe('');
  });
});

describe('the kept code', () => {
  it('reads only a valid code; a typed code is kept, none forgets it', () => {
    const session = new MemoryStore({ [STORAGE_KEYS.referralCode]: '<b>x</b>' });
    expect(storedReferralCode(session)).toBe('');
    keepReferralCode(session, 'FRIEND1');
    expect(storedReferralCode(session)).toBe('FRIEND1');
    keepReferralCode(session, undefined);
    expect(kept(session)).toBeNull();
    expect(storedReferralCode(session)).toBe('');
  });

  it('is forgotten 3 s after a registration, unless another code was kept meanwhile', () => {
    const scheduled: { run: () => void; ms: number }[] = [];
    const schedule = (run: () => void, ms: number) => void scheduled.push({ run, ms });
    const session = new MemoryStore({ [STORAGE_KEYS.referralCode]: 'FRIEND1' });
    forgetReferralCodeLater(session, 'FRIEND1', schedule);
    expect(scheduled.map((s) => s.ms)).toEqual([REFERRAL_KEYS_CLEAR_MS]);
    expect(kept(session)).toBe('FRIEND1');
    scheduled[0]?.run();
    expect(kept(session)).toBeNull();

    keepReferralCode(session, 'FRIEND1');
    forgetReferralCodeLater(session, 'FRIEND1', schedule);
    keepReferralCode(session, 'OTHER22');
    scheduled[1]?.run();
    expect(kept(session)).toBe('OTHER22');
  });
});
