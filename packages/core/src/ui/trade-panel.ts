/** Texts of the token page's trade panel and pool card that are not review lines (issue 17). */

/** The swap's token picker: any token of the search index, or a pasted token id. */
export const SWAP_PICKER_TEXT = {
  label: 'Other token',
  placeholder: 'Search ticker, name or issuer, or paste CURRENCY:ISSUER',
  listLabel: 'Tokens to swap with',
  heldHint: 'Tokens you hold',
  held: 'held',
  noResults: 'No token matches',
  searching: 'Searching...',
  change: 'Change',
  /** Said when the chosen token is not held: the swap sets its trustline first. */
  trustlineFirst: 'Not held yet: the swap sets its trustline first (0.2 XRP reserve).',
} as const;

/** The in-page fee disclosure beside the trade forms (the /fees page's facts, without leaving the form). */
export const FEE_DETAILS_TEXT = {
  toggle: 'details',
  title: 'Fee programs',
  network: 'Network fees of the XRP Ledger are separate and tiny.',
  fullPage: 'Worked examples on the Fees page',
} as const;

/** The pool card's actions on the token page, through the dashboard's pool dialog. */
export const POOL_ACTIONS_TEXT = {
  addLiquidity: 'Add liquidity',
  removeLiquidity: 'Remove liquidity',
  yourShare: 'Your share',
  yourXrp: 'Your XRP',
  /** Followed by the ticker. */
  yourTokens: 'Your',
} as const;

/** The one total of a review: everything that leaves the wallet, fees included. */
export const REVIEW_TOTAL_TEXT = {
  title: 'Total leaving your wallet',
  total: 'Total',
  /** A two-asset deposit: the ledger takes both in the pool's ratio, up to these. */
  atMost: 'Total (at most)',
} as const;
