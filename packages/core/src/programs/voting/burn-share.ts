/** The weekly winner's buy-and-burn: 5% of the treasury's fee revenue of each day, in whole drops. */

export const VOTE_BURN_SHARE_PERCENT = 5n;
/** Below this (0.001 XRP) a buy is too small to trade: the day is recorded, nothing is bought. */
export const VOTE_BURN_MIN_DROPS = 1000n;

/** 5% of a day's fee income, rounded down to the drop. */
export function burnShareDrops(feeIncomeDrops: bigint): bigint {
  if (feeIncomeDrops <= 0n) return 0n;
  return (feeIncomeDrops * VOTE_BURN_SHARE_PERCENT) / 100n;
}
