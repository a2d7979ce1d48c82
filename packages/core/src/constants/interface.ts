/** Interface numbers (spec §2, §9). Durations in milliseconds. */

export const APP_VERSION = '2.0.0';

export const SEARCH_HISTORY_MAX = 10;
export const SEARCH_DEBOUNCE_MS = 300;
/** Search results are capped at 10; each sub-query asks for 1 to 10 rows. */
export const SEARCH_RESULTS_MAX = 10;
export const SEARCH_SUBQUERY_MIN_ROWS = 1;
export const SEARCH_SUBQUERY_MAX_ROWS = 10;
/** Search dropdown maximum height, in rem. */
export const SEARCH_DROPDOWN_MAX_HEIGHT_REM = 24;

export const WALLET_SWITCH_INDICATOR_MS = 300;
export const COPY_CONFIRMATION_MS = 2000;
/** Referral session keys are cleared 3 s after submit. */
export const REFERRAL_KEYS_CLEAR_MS = 3000;
export const HEADER_SCROLL_THRESHOLD_PX = 20;
/** Below this width the layout is mobile. */
export const MOBILE_BREAKPOINT_PX = 768;
/** The view scrolls to the top on a route change, and again after 100 ms. */
export const SCROLL_TOP_REPEAT_MS = 100;

/** Market-cap display thresholds (exact integers): B over 1e9, M over 1e6, K over 1e3. */
export const MARKET_CAP_BILLION = 1_000_000_000n;
export const MARKET_CAP_MILLION = 1_000_000n;
export const MARKET_CAP_THOUSAND = 1_000n;
export const MARKET_CAP_DECIMALS = 2;
/** Shortened address: first 6 and last 4 characters. */
export const SHORT_ADDRESS_HEAD = 6;
export const SHORT_ADDRESS_TAIL = 4;
/**
 * Significant digits of a price put into an input for the user (a limit price prefilled from the market):
 * more than the 4 a price shows, so the order sits within 0.001% of the market, never 19 digits of float noise.
 */
export const PRICE_INPUT_SIGNIFICANT_DIGITS = 6;
