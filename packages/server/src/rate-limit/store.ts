/** Where rate-limit counters live: this process's memory, or Redis shared by every instance. */

export interface WindowCount {
  /** Hits in the current window, this one included. */
  readonly count: number;
  /** Milliseconds until the window ends and the count starts again. */
  readonly resetInMs: number;
}

export interface RateLimitStore {
  /** Counts one hit on `key` in a fixed window of `windowMs`. */
  hit(key: string, windowMs: number): Promise<WindowCount>;
  close(): Promise<void>;
}
