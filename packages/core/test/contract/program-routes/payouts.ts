/** The routes payouts adds to the table ("METHOD /path"). */
export const PAYOUT_ROUTE_KEYS: readonly string[] = ['GET /api/transparency', 'GET /api/referral_earnings'];
