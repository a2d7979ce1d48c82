/**
 * What a caller shows instead of an error (spec §4 "Account activation", §8 "Soft failures"): these
 * answers are valid responses, so they pass the same schemas as real ones.
 */
import { DEFAULT_AMM_FEE_DISPLAY_PERCENT } from '../constants/index.js';
import type { LpTokenInfo } from './amm.js';
import type { HoldingsResponse } from './holdings.js';
import type { ActiveOrder, TraderStats } from './orders.js';
import type { TopTraders } from './traders.js';

/** An unactivated account: zero balances, activation required. */
export function unactivatedHoldings(): HoldingsResponse {
  return {
    xrp_balance_available: '0',
    xrp_balance_with_reserve: '0',
    token_holdings: [],
    total_pnl_xrp: '0',
    total_pnl_pct: 0,
    is_activated: false,
    activation_required: true,
  };
}

/** Not an LP token, no AMM, or 404: zeroed info. */
export function zeroLpTokenInfo(tokenId: string): LpTokenInfo {
  return {
    user_lp_balance: '0',
    user_share_percent: 0,
    user_xrp_amount: '0',
    user_token_amount: '0',
    xrp_in_pool: '0',
    token_in_pool: '0',
    estimated_usd_value: '0',
    amm_fee_percent: DEFAULT_AMM_FEE_DISPLAY_PERCENT,
    user_token_xrp: '0',
    user_token_usd: '0',
    underlying_token: tokenId,
    lp_providers: 0,
  };
}

/** Top traders on a 404: an empty list. */
export function emptyTopTraders(): TopTraders {
  return { traders: [], transactions: [], total_transactions: 0, last_updated: null };
}

/** Trader stats on a 404, a 406 or any other failure: zeros. */
export function zeroTraderStats(): TraderStats {
  return {
    total_xrp_spent: '0',
    total_xrp_sold: '0',
    pnl_xrp: '0',
    balance: '0',
    xrp_value: '0',
    realized_pnl_xrp: '0',
    unrealized_pnl_xrp: '0',
    has_zero_cost_tokens: false,
  };
}

/** Active orders on any failure: none. */
export function noActiveOrders(): ActiveOrder[] {
  return [];
}
