/** The routes copytrade adds to the table ("METHOD /path"). */
export const COPYTRADE_ROUTE_KEYS: readonly string[] = [
  'GET /api/premium',
  'GET /api/premium/status',
  'GET /api/copytrade',
  'POST /api/copytrade/follow',
  'POST /api/copytrade/unfollow',
  'GET /api/copytrade/log',
  'POST /api/copytrade/log',
];
