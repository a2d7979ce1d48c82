/** A followed leader's settings, as the API gives them, turned into the copy decision's exact limits. */
import { xrpToDrops } from '@horizon/protocol';
import type { FollowedLeader } from '../../contract/programs/copytrade.js';
import type { CopyLimits } from './decide.js';

export function copyLimitsOf(leader: FollowedLeader): CopyLimits {
  return {
    maxXrpPerTradeDrops: xrpToDrops(leader.max_xrp_per_trade),
    maxXrpPerDayDrops: xrpToDrops(leader.max_xrp_per_day),
    copySells: leader.copy_sells,
    minLiquidityDrops: xrpToDrops(leader.min_liquidity_xrp),
  };
}
