/** Defaults of the hosted-auth client library (spec §9). Durations in milliseconds. */

export const AUTH_AUTO_REFRESH_TICK_MS = 30_000;
/** Refresh the session when at most this many ticks remain before expiry. */
export const AUTH_REFRESH_THRESHOLD_TICKS = 3;
export const AUTH_RETRY_BACKOFF_BASE_MS = 200;
/** Key-set (JWKS) cache lifetime: 10 minutes. */
export const AUTH_KEY_SET_CACHE_MS = 10 * 60 * 1000;
export const REALTIME_TIMEOUT_MS = 10_000;
export const REALTIME_HEARTBEAT_MS = 25_000;
/** Realtime reconnect back-off: 1 s, 2 s, 5 s, then 10 s for every later attempt. */
export const REALTIME_RECONNECT_BACKOFF_MS: readonly number[] = [1000, 2000, 5000, 10_000];
/** HTTP statuses (besides a network failure) that make an auth fetch retryable. */
export const AUTH_RETRYABLE_STATUSES: readonly number[] = [502, 503, 504];

/** Retry wait: 200 ms × 2^attempt (attempt counted from 0). */
export function authRetryDelayMs(attempt: number): number {
  return AUTH_RETRY_BACKOFF_BASE_MS * 2 ** attempt;
}

/** Reconnect wait for reconnect number `tries` (1-based); 10 s from the fourth on. */
export function realtimeReconnectDelayMs(tries: number): number {
  const list = REALTIME_RECONNECT_BACKOFF_MS;
  return list[Math.min(Math.max(tries, 1), list.length) - 1] ?? 10_000;
}
