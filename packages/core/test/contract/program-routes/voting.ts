/** The routes voting adds to the table ("METHOD /path"). */
export const VOTING_ROUTE_KEYS: readonly string[] = [
  'POST /api/voting/vote',
  'GET /api/voting/results',
  'GET /api/voting/burns',
];
