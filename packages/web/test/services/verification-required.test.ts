import { describe, expect, it } from 'vitest';
import { createVerificationRedirect } from '../../src/services/verification-required.js';
import { STORAGE_KEYS } from '../../src/services/storage-keys.js';
import { MemoryStore } from '../memory-store.js';

function setup(pathname: string, search = '') {
  const session = new MemoryStore();
  const navigations: string[] = [];
  let cleared = 0;
  const redirect = createVerificationRedirect({
    session,
    location: () => ({ pathname, search }),
    clearVerified: () => (cleared += 1),
    navigate: (to) => navigations.push(to),
  });
  return { redirect, session, navigations, cleared: () => cleared };
}

describe('403 requiresVerification handling (spec §4)', () => {
  it('clears the flag, stores path, query and referral code, and goes to /verify', () => {
    const t = setup('/launch', '?ref=ALICE_01&step=2');
    t.redirect.trigger();
    expect(t.cleared()).toBe(1);
    expect(t.session.getItem(STORAGE_KEYS.redirectAfterVerify)).toBe('/launch?ref=ALICE_01&step=2');
    expect(t.session.getItem(STORAGE_KEYS.referralCode)).toBe('ALICE_01');
    expect(t.navigations).toEqual(['/verify']);
  });

  it('redirects once however many calls fail together, and again after re-arming', () => {
    const t = setup('/wallet');
    t.redirect.trigger();
    t.redirect.trigger();
    t.redirect.trigger();
    expect(t.navigations).toEqual(['/verify']);
    expect(t.cleared()).toBe(3);
    t.redirect.rearm();
    t.redirect.trigger();
    expect(t.navigations).toEqual(['/verify', '/verify']);
  });

  it('stays put when the visitor is already on /verify', () => {
    const t = setup('/verify');
    t.redirect.trigger();
    expect(t.navigations).toEqual([]);
    expect(t.session.getItem(STORAGE_KEYS.redirectAfterVerify)).toBeNull();
  });
});
