/** The launch form's words that the server's rules decide (Horizon). */
export const LAUNCH_UI = {
  iconLabel: 'Icon (PNG, JPEG or WebP, up to 256 KB and 1024 × 1024 pixels, or an https link)',
} as const;

/** The launch review's sums (issue 17): what the launch costs and what the pool's first price implies. */
export const LAUNCH_REVIEW_TEXT = {
  totalCost: 'Total cost (about, plus network fees)',
  totalCostHint: 'Pool XRP, the issuer account’s reserve and fee budget, and the pool creation fee.',
  initialPrice: 'Initial price',
  initialMarketCap: 'Initial market cap (price × supply)',
} as const;

/** What the issuer keeps for its own transactions' fees after its reserve (0.1 XRP covers thousands). */
export const LAUNCH_ISSUER_FEE_BUDGET_DROPS = 100_000n;
