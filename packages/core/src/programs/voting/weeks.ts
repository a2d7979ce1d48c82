/** Voting weeks are UTC weeks starting Monday 00:00; burn days are UTC days. Dates travel as YYYY-MM-DD. */

const DAY_MS = 24 * 3600 * 1000;
export const VOTE_WEEK_MS = 7 * DAY_MS;

/** The UTC day of an instant, as YYYY-MM-DD. */
export function utcDayOf(ms: number): string {
  return new Date(Math.floor(ms / DAY_MS) * DAY_MS).toISOString().slice(0, 10);
}

/** The instant a YYYY-MM-DD UTC day starts. */
export function dayStartMs(day: string): number {
  return Date.parse(`${day}T00:00:00.000Z`);
}

/** The Monday (YYYY-MM-DD) of the UTC week holding `ms`. */
export function weekStartOf(ms: number): string {
  const dayIndex = Math.floor(ms / DAY_MS);
  // 1970-01-01 was a Thursday: Monday-based weekday = (dayIndex + 3) mod 7.
  const weekday = (((dayIndex + 3) % 7) + 7) % 7;
  return utcDayOf((dayIndex - weekday) * DAY_MS);
}

/** The Monday of the week before the week starting `weekStart`. */
export function previousWeekStart(weekStart: string): string {
  return utcDayOf(dayStartMs(weekStart) - VOTE_WEEK_MS);
}

/** The day after `day`. */
export function nextDay(day: string): string {
  return utcDayOf(dayStartMs(day) + DAY_MS);
}

/** When the week starting `weekStart` ends (the next Monday 00:00), as an ISO timestamp. */
export function weekEndIso(weekStart: string): string {
  return new Date(dayStartMs(weekStart) + VOTE_WEEK_MS).toISOString();
}
