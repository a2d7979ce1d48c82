import { describe, expect, it } from 'vitest';
import {
  type VerifyAction,
  initialVerifyState,
  verifyReducer,
  verifyStatusText,
} from '../../../src/features/verify/verify-state.js';

const run = (...actions: VerifyAction[]) => actions.reduce(verifyReducer, initialVerifyState);

describe('verify page states and messages (spec §2, §4, §8)', () => {
  it("shows 'Verifying…' while the solved challenge is posted, then success", () => {
    const posting = run({ type: 'widget-ready' }, { type: 'solved' });
    expect(verifyStatusText(posting.phase)).toBe('Verifying…');
    expect(verifyStatusText(verifyReducer(posting, { type: 'post-succeeded' }).phase)).toBe(
      'Verification Successful!',
    );
  });

  it('shows the server detail on failure and resets the widget', () => {
    const state = run(
      { type: 'widget-ready' },
      { type: 'solved' },
      { type: 'post-failed', message: 'Verification token expired or already used.' },
    );
    expect(state).toEqual({
      phase: 'ready',
      message: 'Verification token expired or already used.',
      resets: 1,
    });
  });

  it("falls back to 'Verification failed. Please try again.' without a detail", () => {
    expect(
      run({ type: 'widget-ready' }, { type: 'solved' }, { type: 'post-failed', message: null }).message,
    ).toBe('Verification failed. Please try again.');
  });

  it('asks for the challenge again when the widget expires', () => {
    expect(run({ type: 'widget-ready' }, { type: 'expired' })).toEqual({
      phase: 'ready',
      message: 'Verification expired. Please complete the challenge again.',
      resets: 1,
    });
  });

  it('names challenge codes in the catalogue words', () => {
    const ready = run({ type: 'widget-ready' });
    expect(verifyReducer(ready, { type: 'widget-error', code: 'timeout-or-duplicate' }).message).toBe(
      'Verification token expired or already used.',
    );
    expect(verifyReducer(ready, { type: 'widget-error', code: '110200' }).message).toBe(
      'Verification error: 110200',
    );
  });

  it('tells the visitor to refresh when the challenge or the widget cannot load', () => {
    expect(run({ type: 'init-failed' })).toMatchObject({
      phase: 'fatal',
      message: 'Failed to initialize verification. Please refresh the page.',
    });
    expect(run({ type: 'widget-load-failed' })).toMatchObject({
      phase: 'fatal',
      message: 'Failed to load verification widget. Please refresh the page.',
    });
  });

  it('ignores a second solve while one is being posted', () => {
    const posting = run({ type: 'widget-ready' }, { type: 'solved' });
    expect(verifyReducer(posting, { type: 'solved' })).toBe(posting);
  });
});
