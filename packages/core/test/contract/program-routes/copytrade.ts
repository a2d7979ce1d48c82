/** The routes copytrade adds to the table ("METHOD /path"). */
export const COPYTRADE_ROUTE_KEYS: readonly string[] = [];
