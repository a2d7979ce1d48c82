/** The routes sniper adds to the table ("METHOD /path"). */
export const SNIPER_ROUTE_KEYS: readonly string[] = ['GET /api/tokens/{token_id}/snipe-round'];
