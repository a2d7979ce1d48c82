/** Voting weeks start Monday 00:00 UTC; the burn is 5% of a day's fee revenue, rounded down to the drop. */
import { describe, expect, it } from 'vitest';
import {
  burnShareDrops,
  nextDay,
  previousWeekStart,
  utcDayOf,
  weekEndIso,
  weekStartOf,
} from '../../../src/programs/voting/index.js';

describe('voting weeks', () => {
  it('start on the Monday at 00:00 UTC of the instant', () => {
    expect(weekStartOf(Date.parse('2026-11-25T14:00:00Z'))).toBe('2026-11-23');
    expect(weekStartOf(Date.parse('2026-11-23T00:00:00Z'))).toBe('2026-11-23');
    expect(weekStartOf(Date.parse('2026-11-22T23:59:59.999Z'))).toBe('2026-11-16');
    expect(weekStartOf(Date.parse('1970-01-01T00:00:00Z'))).toBe('1969-12-29');
  });

  it('know the week before, the next day and when a week ends', () => {
    expect(previousWeekStart('2026-01-05')).toBe('2025-12-29');
    expect(nextDay('2028-02-28')).toBe('2028-02-29');
    expect(weekEndIso('2026-11-23')).toBe('2026-11-30T00:00:00.000Z');
    expect(utcDayOf(Date.parse('2026-11-25T23:59:59.999Z'))).toBe('2026-11-25');
  });
});

describe('the burn share', () => {
  it('is 5% of the fee revenue in whole drops, rounded down', () => {
    expect(burnShareDrops(108_750n)).toBe(5_437n);
    expect(burnShareDrops(20n)).toBe(1n);
    expect(burnShareDrops(19n)).toBe(0n);
    expect(burnShareDrops(0n)).toBe(0n);
    expect(burnShareDrops(-5n)).toBe(0n);
  });
});
