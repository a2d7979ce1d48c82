import { describe, expect, it } from 'vitest';
import { LpTokenInfoSchema } from '../../src/contract/amm.js';
import { HoldingsResponseSchema } from '../../src/contract/holdings.js';
import { ActiveOrdersResponseSchema, TraderStatsSchema } from '../../src/contract/orders.js';
import {
  emptyTopTraders,
  noActiveOrders,
  unactivatedHoldings,
  zeroLpTokenInfo,
  zeroTraderStats,
} from '../../src/contract/soft-failures.js';
import { TopTradersSchema } from '../../src/contract/traders.js';
import { TOKEN } from './schema-cases.js';

describe('what a soft failure shows (spec §4, §8)', () => {
  it('shows an unactivated account with zero balances and activation required', () => {
    const holdings = HoldingsResponseSchema.parse(unactivatedHoldings());
    expect(holdings).toMatchObject({
      xrp_balance_available: '0',
      is_activated: false,
      activation_required: true,
    });
    expect(holdings.token_holdings).toEqual([]);
  });

  it('shows zeroed LP info for the token asked about, with the default 1% fee', () => {
    const info = LpTokenInfoSchema.parse(zeroLpTokenInfo(TOKEN));
    expect(info).toMatchObject({
      user_lp_balance: '0',
      underlying_token: TOKEN,
      amm_fee_percent: 1,
      lp_providers: 0,
    });
  });

  it('shows no top traders, zero trader stats and no active orders', () => {
    expect(TopTradersSchema.parse(emptyTopTraders())).toEqual({
      traders: [],
      transactions: [],
      total_transactions: 0,
      last_updated: null,
    });
    expect(TraderStatsSchema.parse(zeroTraderStats())).toEqual({
      total_xrp_spent: '0',
      total_xrp_sold: '0',
      pnl_xrp: '0',
      balance: '0',
      xrp_value: '0',
      realized_pnl_xrp: '0',
      unrealized_pnl_xrp: '0',
      has_zero_cost_tokens: false,
    });
    expect(ActiveOrdersResponseSchema.parse(noActiveOrders())).toEqual([]);
  });
});
