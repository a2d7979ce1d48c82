/** The weekly winner's buy-and-burn: 5% of the treasury's fee revenue of each day, in whole drops. */
import { shareOf } from '../../fees/split.js';

/** 5% in basis points, as every other share of a fee is stated. */
export const VOTE_BURN_SHARE_BPS = 500n;
/** Below this (0.001 XRP) a buy is too small to trade: the day is recorded, nothing is bought. */
export const VOTE_BURN_MIN_DROPS = 1000n;

/** 5% of a day's fee income, rounded down to the drop. */
export function burnShareDrops(feeIncomeDrops: bigint): bigint {
  if (feeIncomeDrops <= 0n) return 0n;
  return shareOf(feeIncomeDrops, VOTE_BURN_SHARE_BPS);
}
