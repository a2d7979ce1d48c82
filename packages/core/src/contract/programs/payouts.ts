/** Payouts and transparency: devback, referral earnings, LP incentives, burns, and the operator's wallets. */

export const PAYOUT_ROUTES = [] as const;
