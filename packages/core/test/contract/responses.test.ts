import { describe, expect, it } from 'vitest';
import { LpEstimateSchema, LpTokenInfoSchema, WithdrawalEstimateSchema } from '../../src/contract/amm.js';
import { ErrorBodySchema, VerificationRequiredBodySchema } from '../../src/contract/errors.js';
import {
  HoldingsResponseSchema,
  ReferralCodeResponseSchema,
  TokenHoldingSchema,
} from '../../src/contract/holdings.js';
import { activeOrdersList } from '../../src/contract/order-lists.js';
import {
  ActiveOrderSchema,
  ActiveOrdersResponseSchema,
  TraderStatsSchema,
} from '../../src/contract/orders.js';
import { PreSnipeDistributorSchema, PreSnipeSettingsSchema } from '../../src/contract/pre-snipe.js';
import { SubmitResultSchema, SwapResultSchema } from '../../src/contract/submit.js';
import { ExpectedTokensResponseSchema, ExpectedXrpResponseSchema } from '../../src/contract/trade.js';
import { TopTradersSchema } from '../../src/contract/traders.js';
import { RecentTradesResponseSchema, recentTradesList } from '../../src/contract/trades.js';
import { VerifyStatusResponseSchema, VerifyTokenResponseSchema } from '../../src/contract/verification.js';
import { ACTIVE_ORDER, HOLDINGS, TOKEN_HOLDING, TRADE } from './fixtures.js';
import {
  ALICE,
  BAD_ADDRESS,
  BAD_TOKEN,
  BAD_TOKEN_ID,
  BAD_XRP,
  HASH,
  TOKEN,
  describeSchemas,
} from './schema-cases.js';

describeSchemas('responses of spec §3', [
  {
    name: 'holdings response',
    schema: HoldingsResponseSchema,
    valid: HOLDINGS,
    breaks: {
      xrp_balance_available: BAD_XRP,
      total_pnl_xrp: [-20, '-20.0000001'],
      total_pnl_pct: ['-80'],
      is_activated: ['true'],
      token_holdings: [[{ ...TOKEN_HOLDING, balance: 1 }]],
    },
  },
  {
    name: 'token holding',
    schema: TokenHoldingSchema,
    valid: TOKEN_HOLDING,
    breaks: {
      token_id: BAD_TOKEN_ID,
      balance: BAD_TOKEN,
      xrp_value: BAD_XRP,
      issuer: BAD_ADDRESS,
      currency_hex: ['USD'],
    },
  },
  {
    name: 'LP token info',
    schema: LpTokenInfoSchema,
    valid: {
      user_lp_balance: '1000',
      user_share_percent: 12.5,
      user_xrp_amount: '100',
      user_token_amount: '5000',
      xrp_in_pool: '800',
      token_in_pool: '40000',
      estimated_usd_value: '250.5',
      amm_fee_percent: 0.5,
      user_token_xrp: '100',
      user_token_usd: '125.25',
      underlying_token: TOKEN,
      lp_providers: 4,
    },
    optional: ['amm_fee_percent'],
    breaks: {
      xrp_in_pool: BAD_XRP,
      amm_fee_percent: [2, '1'],
      lp_providers: [-1, 1.5],
      estimated_usd_value: [250.5, '-1'],
    },
  },
  {
    name: 'LP estimate',
    schema: LpEstimateSchema,
    valid: {
      estimated_lp_tokens: '1000',
      xrp_amount: '10',
      token_amount: '500',
      token_id: TOKEN,
      share_percent: 1.2,
      price_impact: 0.3,
      is_single_sided: false,
      actual_xrp_deposit: '10',
      actual_token_deposit: '499.5',
      error: null,
    },
    breaks: { actual_xrp_deposit: BAD_XRP, error: [5], is_single_sided: [0] },
  },
  {
    name: 'withdrawal estimate',
    schema: WithdrawalEstimateSchema,
    valid: {
      estimated_xrp: '10',
      estimated_token: '500',
      estimated_xrp_usd: '25',
      estimated_token_usd: '25',
      total_value_usd: '50',
      user_lp_tokens: '1000',
    },
    breaks: { estimated_xrp: BAD_XRP, total_value_usd: [50] },
  },
  {
    name: 'top traders',
    schema: TopTradersSchema,
    valid: {
      traders: [
        {
          classic_address: ALICE,
          total_xrp_spent: '10',
          total_xrp_sold: '12',
          pnl_xrp: '2',
          realized_pnl_xrp: '2',
          unrealized_pnl_xrp: '0',
          balance: '0',
          trades: 2,
        },
      ],
      transactions: [TRADE],
      total_transactions: 1,
      last_updated: '2025-01-02T03:04:05Z',
    },
    breaks: {
      traders: [[{ classic_address: ALICE }]],
      transactions: [[{ ...TRADE, side: 'hold' }]],
      last_updated: ['yesterday'],
    },
  },
  {
    name: 'submit results',
    schema: SubmitResultSchema,
    valid: { tx_hash: HASH, engine_result: 'tesSUCCESS', freed_xrp: '0.2' },
    optional: ['freed_xrp'],
    breaks: { tx_hash: ['abc'], engine_result: ['SUCCESS'], freed_xrp: BAD_XRP },
  },
  {
    name: 'swap result',
    schema: SwapResultSchema,
    valid: { tx_hash: HASH, engine_result: 'tesSUCCESS', to_token_received: '42.5' },
    breaks: { to_token_received: BAD_TOKEN },
  },
  {
    name: 'active order',
    schema: ActiveOrderSchema,
    valid: ACTIVE_ORDER,
    optional: ['direction'],
    breaks: { direction: ['long'], filled_percentage: [101, '25'], xrp_total: BAD_XRP },
  },
  {
    name: 'trader stats',
    schema: TraderStatsSchema,
    valid: {
      total_xrp_spent: '10',
      total_xrp_sold: '4',
      pnl_xrp: '-0.5',
      balance: '300',
      xrp_value: '5.5',
      realized_pnl_xrp: '0',
      unrealized_pnl_xrp: '-0.5',
      has_zero_cost_tokens: true,
    },
    breaks: { pnl_xrp: [-6], balance: BAD_TOKEN, has_zero_cost_tokens: ['yes'] },
  },
  {
    name: 'pre-snipe distributor',
    schema: PreSnipeDistributorSchema,
    valid: { classic_address: ALICE, remaining_users: 3 },
    breaks: { classic_address: BAD_ADDRESS, remaining_users: [-1, '3'] },
  },
  {
    name: 'pre-snipe settings',
    schema: PreSnipeSettingsSchema,
    valid: { enabled: true, xrp_amount: '25', pre_snipe_classic_address: null, xrp_balance: '0' },
    breaks: { xrp_amount: BAD_XRP, pre_snipe_classic_address: BAD_ADDRESS },
  },
  {
    name: 'referral code',
    schema: ReferralCodeResponseSchema,
    valid: { referral_code: 'ALICE1', referred_wallets: 2, earned_xrp: '0.6' },
    breaks: { referral_code: ['', 'has space'], earned_xrp: BAD_XRP },
  },
  {
    name: 'verification status',
    schema: VerifyStatusResponseSchema,
    valid: { verified: true, session_id: 'abc', expires_at: 1_750_000_000 },
    breaks: { verified: ['yes'], expires_at: ['soon', 1.5] },
  },
  {
    name: 'verification answer',
    schema: VerifyTokenResponseSchema,
    valid: { success: false, detail: 'Verification failed. Please try again.' },
    optional: ['detail'],
    breaks: { success: ['false'] },
  },
  {
    name: 'error body',
    schema: ErrorBodySchema,
    valid: { detail: 'Transaction submission failed' },
    breaks: { detail: ['', 5] },
  },
  {
    name: '403 body',
    schema: VerificationRequiredBodySchema,
    valid: { detail: 'Verification required', requiresVerification: true },
    breaks: { requiresVerification: [false, 'true'] },
  },
  {
    name: 'expected tokens (a bare amount)',
    schema: ExpectedTokensResponseSchema,
    valid: '123.45',
    breaks: { '.': [123.45, '-1', '1e2'] },
  },
  {
    name: 'expected XRP (a bare amount)',
    schema: ExpectedXrpResponseSchema,
    valid: '0.123456',
    breaks: { '.': [0.1, '0.1234567'] },
  },
]);

describe('the alternative shapes the spec lists', () => {
  it('reads active orders as a list, or under active_orders, orders or data', () => {
    for (const body of [
      [ACTIVE_ORDER],
      { active_orders: [ACTIVE_ORDER] },
      { orders: [ACTIVE_ORDER] },
      { data: [ACTIVE_ORDER] },
    ]) {
      const list = activeOrdersList(ActiveOrdersResponseSchema.parse(body));
      expect(list.map((o) => o.offer_sequence)).toEqual([17]);
    }
    expect(ActiveOrdersResponseSchema.safeParse({ items: [ACTIVE_ORDER] }).success).toBe(false);
  });

  it('gives an active order without a direction the spec default, sell', () => {
    const { direction: _, ...withoutDirection } = ACTIVE_ORDER;
    expect(ActiveOrderSchema.parse(withoutDirection).direction).toBe('sell');
  });

  it('reads recent trades as { trades } or a bare array', () => {
    expect(recentTradesList(RecentTradesResponseSchema.parse({ trades: [TRADE] }))).toHaveLength(1);
    expect(recentTradesList(RecentTradesResponseSchema.parse([TRADE, TRADE]))).toHaveLength(2);
  });

  it('fills the AMM fee the spec shows by default, 1%', () => {
    const info = LpTokenInfoSchema.parse({
      user_lp_balance: '0',
      user_share_percent: 0,
      user_xrp_amount: '0',
      user_token_amount: '0',
      xrp_in_pool: '0',
      token_in_pool: '0',
      estimated_usd_value: '0',
      user_token_xrp: '0',
      user_token_usd: '0',
      underlying_token: TOKEN,
      lp_providers: 0,
    });
    expect(info.amm_fee_percent).toBe(1);
  });
});
