/** Trading-speed numbers: quick-buy presets, the one-click cap, the balance shares of an amount field. */

/** Quick-buy amounts offered until the user edits them, in XRP (exact decimals). */
export const DEFAULT_QUICK_BUY_PRESETS_XRP: readonly string[] = Object.freeze(['1', '5', '10', '25']);
/** A browser keeps 1 to 6 presets: more would not fit one row of a market table. */
export const MIN_QUICK_BUY_PRESETS = 1;
export const MAX_QUICK_BUY_PRESETS = 6;
/** The one-click cap offered when a wallet first opts out of the review, in XRP. */
export const DEFAULT_ONE_CLICK_CAP_XRP = '5';
/** The shares of a balance every amount field offers, in percent; 100 is shown as Max. */
export const BALANCE_SHARE_PERCENTS: readonly number[] = Object.freeze([25, 50, 100]);
/**
 * XRP that Max leaves for network fees: a trade signs up to 6 transactions at a few drops each (the fee cushion
 * of 1.2 included); 0.01 XRP covers them with room for a busy ledger's higher fee.
 */
export const MAX_SPEND_NETWORK_FEE_DROPS = 10_000n;
/** Issued-currency amounts carry at most 15 significant digits on the ledger. */
export const TOKEN_SIGNIFICANT_DIGITS = 15;
