/**
 * How long-lived connections heal (the server's ledger client, the browser's live event stream): the wait
 * before the next attempt doubles from `firstMs` up to `maxMs`, each wait drawn between half and all of that
 * step, so that many clients cut off together (every tab after a server restart) do not all knock again at
 * the same instant.
 */
export interface BackoffPolicy {
  readonly firstMs: number;
  readonly maxMs: number;
}

/** 250 ms doubling to 10 s. */
export const RECONNECT_BACKOFF: BackoffPolicy = { firstMs: 250, maxMs: 10_000 };

/** The wait before retry number `attempt` (0 = the first retry); `random` in [0, 1). */
export function backoffDelay(
  attempt: number,
  policy: BackoffPolicy = RECONNECT_BACKOFF,
  random: () => number = Math.random,
): number {
  const step = Math.min(policy.maxMs, policy.firstMs * 2 ** Math.min(attempt, 30));
  return Math.round(step / 2 + (random() * step) / 2);
}
