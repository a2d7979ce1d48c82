/**
 * The wait before reconnecting a long-lived connection (the server's ledger client, the browser's live events):
 * longer and longer while the other side stays away, never more than 10 s, and spread so clients cut off
 * together do not all come back at the same instant.
 */
import { describe, expect, it } from 'vitest';
import { RECONNECT_BACKOFF, backoffDelay } from '../../src/constants/reconnect.js';

describe('the wait between attempts to reconnect', () => {
  it('doubles from 250 ms to 10 s, each wait drawn between half and all of its step', () => {
    const low = Array.from({ length: 8 }, (_, attempt) => backoffDelay(attempt, RECONNECT_BACKOFF, () => 0));
    expect(low).toEqual([125, 250, 500, 1000, 2000, 4000, 5000, 5000]);
    const high = Array.from({ length: 8 }, (_, attempt) =>
      backoffDelay(attempt, RECONNECT_BACKOFF, () => 0.999_999_9),
    );
    expect(high).toEqual([250, 500, 1000, 2000, 4000, 8000, 10_000, 10_000]);
    expect(backoffDelay(1000, RECONNECT_BACKOFF, () => 0.5)).toBe(7500);
  });
});
