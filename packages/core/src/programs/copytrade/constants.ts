/** Copy Trading's stated limits (issue 10 item 3). */

/** A copy smaller than this is skipped: its fees would outweigh it and the ledger may refuse it. */
export const COPY_MIN_XRP_DROPS = 100_000n;

/** How many leaders one wallet may follow. */
export const COPY_MAX_LEADERS = 20;

/** Log entries the page reads back, newest first. */
export const COPY_LOG_LIMIT = 100;

/** Defaults offered when following a new leader. */
export const COPY_DEFAULTS = {
  maxXrpPerTrade: '10',
  maxXrpPerDay: '50',
  maxSlippagePercent: 1,
  copySells: true,
  minLiquidityXrp: '1000',
} as const;
