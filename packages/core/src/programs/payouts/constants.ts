/** The payout programs' stated rates and schedules (DESIGN "Fee programs"; issue 10 items 6 and 7). */

/** Share of the treasury's fee income from a token launched on Horizon paid to that token's LPs: 10%. */
export const LP_INCENTIVE_BPS = 1_000n;

/** LP incentives are paid once per period (a day) for the income accounted since the last round. */
export const LP_INCENTIVE_PERIOD_MS = 24 * 60 * 60 * 1000;

/** How often devback owed to developers is paid out in one batch. */
export const DEVBACK_PAYOUT_INTERVAL_MS = 60 * 60 * 1000;

/** How often validated trades are scanned for their fees (devback owed, referral earnings, income). */
export const FEE_ACCOUNTING_INTERVAL_MS = 15 * 1000;

/** Referral earnings show a recent window beside the total: the last 30 days. */
export const REFERRAL_RECENT_DAYS = 30;

/** Treasury income per day on the transparency page: the last 30 days. */
export const TRANSPARENCY_DAYS = 30;

/** Payouts listed on the transparency page, newest first. */
export const TRANSPARENCY_PAYOUT_LIMIT = 100;
