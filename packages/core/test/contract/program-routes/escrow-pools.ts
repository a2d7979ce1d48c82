/** The routes escrow-pools adds to the table ("METHOD /path"). */
export const ESCROW_POOL_ROUTE_KEYS: readonly string[] = [
  'GET /api/escrow_pools',
  'GET /api/escrow_pools/{pool_id}',
  'POST /api/escrow_pools',
  'POST /api/escrow_pools/contribute_unsigned',
  'POST /api/escrow_pools/contribute_signed',
  'POST /api/escrow_pools/cancel_unsigned',
  'POST /api/escrow_pools/cancel_signed',
];
