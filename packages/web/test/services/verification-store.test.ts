import { describe, expect, it } from 'vitest';
import { VerificationStore } from '../../src/services/verification-store.js';
import type { VerifyStatusResponse } from '@horizon/core';

function harness(answers: (VerifyStatusResponse | Error)[], nowMs = 1_000_000) {
  const timers: { fn: () => void; ms: number }[] = [];
  const store = new VerificationStore({
    fetchStatus: () => {
      const next = answers.shift();
      return next instanceof Error || next === undefined
        ? Promise.reject(next ?? new Error('none'))
        : Promise.resolve(next);
    },
    now: () => nowMs,
    setTimer: (fn, ms) => timers.push({ fn, ms }),
    clearTimer: () => undefined,
  });
  return { store, timers };
}

describe('verification status (spec §4: checking, then verified or not verified)', () => {
  it('starts as checking and becomes verified with the session expiry', async () => {
    const { store, timers } = harness([{ verified: true, session_id: 's1', expires_at: 1_600 }]);
    expect(store.getSnapshot().status).toBe('checking');
    await store.refresh();
    expect(store.getSnapshot()).toEqual({ status: 'verified', expiresAt: 1_600 });
    // The server is asked again when the session expires (1600 s − 1000 s of now).
    expect(timers.at(-1)?.ms).toBe(600_000);
  });

  it('reads a failed status call as not verified, so the gate can offer /verify', async () => {
    const { store } = harness([new Error('offline')]);
    await store.refresh();
    expect(store.getSnapshot().status).toBe('unverified');
  });

  it('re-checks at expiry and drops to not verified when the server says so', async () => {
    const { store, timers } = harness([
      { verified: true, session_id: 's1', expires_at: 1_001 },
      { verified: false, session_id: null, expires_at: null },
    ]);
    await store.refresh();
    timers.at(-1)?.fn();
    await store.refresh();
    expect(store.getSnapshot().status).toBe('unverified');
  });

  it('clears the verified flag at once on a verification-required answer and tells subscribers', async () => {
    const { store } = harness([{ verified: true, session_id: 's1', expires_at: 9_999 }]);
    await store.refresh();
    let calls = 0;
    store.subscribe(() => (calls += 1));
    store.clearVerified();
    expect(store.getSnapshot().status).toBe('unverified');
    expect(calls).toBe(1);
  });

  it('shares one request between callers asking at the same time', async () => {
    const { store } = harness([{ verified: true, session_id: 's', expires_at: 2_000 }]);
    const [a, b] = await Promise.all([store.refresh(), store.refresh()]);
    expect(a).toBe(b);
    expect(a.status).toBe('verified');
  });
});
