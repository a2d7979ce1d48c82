/** Time as the server sees it; tests pass their own clock to move past expiries. */
export interface Clock {
  /** Milliseconds since the Unix epoch. */
  now(): number;
}

export const systemClock: Clock = { now: () => Date.now() };

/** Whole seconds since the Unix epoch (the API's `expires_at`). */
export function unixSeconds(ms: number): number {
  return Math.floor(ms / 1000);
}
