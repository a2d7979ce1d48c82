/** Trustlines, batches and the ledger client (spec §9). XRP amounts are bigint drops. */

export const DROPS_PER_XRP = 1_000_000n;

/** Trustline reserve as the user is told it: 2 XRP. */
export const TRUSTLINE_RESERVE_DROPS = 2_000_000n;
/** XRP freed by clearing one trustline: 0.2 XRP. */
export const TRUSTLINE_CLEAR_FREED_DROPS = 200_000n;
/** Limit of a trustline Horizon sets, and the limit used to clear one (exact decimals). */
export const TRUSTLINE_DEFAULT_LIMIT = '1000000000';
export const TRUSTLINE_CLEAR_LIMIT = '0';

/** Holdings fetch: 2 attempts, waiting 1000 ms × attempt number between them. */
export const HOLDINGS_FETCH_ATTEMPTS = 2;
export const HOLDINGS_RETRY_BASE_MS = 1000;
/** Clear-all-trustlines submits in batches of 10, 500 ms apart. */
export const CLEAR_ALL_BATCH_SIZE = 10;
export const CLEAR_ALL_BATCH_DELAY_MS = 500;

/** Fee cushion multiplier on the server's fee (exact decimal) and the largest fee ever paid: 2 XRP. */
export const FEE_CUSHION = '1.2';
export const MAX_FEE_DROPS = 2_000_000n;
/** Page limits per request. */
export const MIN_PAGE_LIMIT = 10;
export const MAX_PAGE_LIMIT = 400;
/** WebSocket close code of an intentional disconnect. */
export const INTENTIONAL_DISCONNECT_CODE = 1000;
/** Warning id of a response that contains a partial payment. */
export const PARTIAL_PAYMENT_WARNING_ID = 2001;

/** Wait before retry `attempt` (1-based) of the holdings fetch. */
export function holdingsRetryDelayMs(attempt: number): number {
  return HOLDINGS_RETRY_BASE_MS * attempt;
}
