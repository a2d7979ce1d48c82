/** The routes voting adds to the table ("METHOD /path"). */
export const VOTING_ROUTE_KEYS: readonly string[] = [];
