/** Copy Trading: followed leaders with their limits, and the log of what was copied or skipped. */

export const COPYTRADE_ROUTES = [] as const;
