/** The fee programs' rates and categories (spec §1, §9; DESIGN "Fee programs"). */
import { BURN_FEE_BPS, BURN_FEE_BPS_HORIZON_TOKENS } from '../constants/index.js';

export const TRADE_KINDS = ['buy', 'sell', 'swap', 'limit_order'] as const;
export type TradeKind = (typeof TRADE_KINDS)[number];

/** platform: Horizon's own token; community: its community token; launched: launched on Horizon. */
export const FEE_CATEGORIES = ['platform', 'community', 'launched', 'other'] as const;
export type FeeCategory = (typeof FEE_CATEGORIES)[number];

/** Burn rate of a category, in basis points: 0.40% for Horizon's tokens, 0.25% for any other. */
export function burnBps(category: FeeCategory): bigint {
  return category === 'other' ? BURN_FEE_BPS : BURN_FEE_BPS_HORIZON_TOKENS;
}
