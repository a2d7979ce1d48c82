/**
 * The limits a follower types for one leader, as text, checked by the contract's own schema before they are
 * sent.
 */
import {
  COPYTRADE_MESSAGES,
  COPY_DEFAULTS,
  type FollowRequest,
  type FollowedLeader,
  FollowRequestSchema,
  isValidWalletAddress,
  plainIssueMessage,
} from '@horizon/core';

export interface LimitsForm {
  readonly maxXrpPerTrade: string;
  readonly maxXrpPerDay: string;
  readonly maxSlippagePercent: string;
  readonly copySells: boolean;
  readonly minLiquidityXrp: string;
}

export const DEFAULT_LIMITS: LimitsForm = {
  maxXrpPerTrade: COPY_DEFAULTS.maxXrpPerTrade,
  maxXrpPerDay: COPY_DEFAULTS.maxXrpPerDay,
  maxSlippagePercent: String(COPY_DEFAULTS.maxSlippagePercent),
  copySells: COPY_DEFAULTS.copySells,
  minLiquidityXrp: COPY_DEFAULTS.minLiquidityXrp,
};

export function formOf(leader: FollowedLeader): LimitsForm {
  return {
    maxXrpPerTrade: leader.max_xrp_per_trade,
    maxXrpPerDay: leader.max_xrp_per_day,
    maxSlippagePercent: String(leader.max_slippage_percent),
    copySells: leader.copy_sells,
    minLiquidityXrp: leader.min_liquidity_xrp,
  };
}

export type Checked =
  { readonly ok: true; readonly body: FollowRequest } | { readonly ok: false; readonly error: string };

/** The follow call's body, or the first thing wrong with the form, in the words the server would use. */
export function followBody(follower: string, leader: string, form: LimitsForm): Checked {
  if (!isValidWalletAddress(leader)) return { ok: false, error: COPYTRADE_MESSAGES.invalidLeader };
  const parsed = FollowRequestSchema.safeParse(
    {
      classic_address: follower,
      leader_address: leader,
      max_xrp_per_trade: form.maxXrpPerTrade,
      max_xrp_per_day: form.maxXrpPerDay,
      // A percentage, not money: the schema allows at most 2 decimals.
      max_slippage_percent: Number(form.maxSlippagePercent),
      copy_sells: form.copySells,
      min_liquidity_xrp: form.minLiquidityXrp === '' ? '0' : form.minLiquidityXrp,
    },
    { error: plainIssueMessage },
  );
  if (parsed.success) return { ok: true, body: parsed.data };
  return { ok: false, error: parsed.error.issues[0]?.message ?? COPYTRADE_MESSAGES.invalidLeader };
}
