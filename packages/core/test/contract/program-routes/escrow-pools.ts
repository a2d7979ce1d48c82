/** The routes escrow-pools adds to the table ("METHOD /path"). */
export const ESCROW_POOL_ROUTE_KEYS: readonly string[] = [];
