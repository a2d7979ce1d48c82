/** AMM liquidity: pool info, estimates, deposit, withdraw, fee vote (spec §3, §7). */
import { z } from 'zod';
import { DEFAULT_AMM_FEE_DISPLAY_PERCENT } from '../constants/index.js';
import {
  AddressSchema,
  CountSchema,
  DecimalSchema,
  PercentSchema,
  PositiveTokenAmountSchema,
  PositiveXrpAmountSchema,
  TokenAmountInputSchema,
  TokenAmountSchema,
  TokenIdSchema,
  XrpAmountSchema,
} from './primitives.js';
import { TradingFeeUnitsSchema } from './unsigned-tx.js';

/** get_lp_token_info and estimate_withdrawal_from_lp_tokens. */
export const TokenRequestSchema = z.object({ classic_address: AddressSchema, token_id: TokenIdSchema });
export type TokenRequest = z.input<typeof TokenRequestSchema>;

/** LP token info (spec §3): the wallet's share of the token's XRP pool. */
export const LpTokenInfoSchema = z.object({
  user_lp_balance: TokenAmountSchema,
  user_share_percent: PercentSchema,
  user_xrp_amount: XrpAmountSchema,
  user_token_amount: TokenAmountSchema,
  xrp_in_pool: XrpAmountSchema,
  token_in_pool: TokenAmountSchema,
  estimated_usd_value: DecimalSchema,
  amm_fee_percent: PercentSchema.min(0).max(1).default(DEFAULT_AMM_FEE_DISPLAY_PERCENT),
  user_token_xrp: XrpAmountSchema,
  user_token_usd: DecimalSchema,
  underlying_token: TokenIdSchema,
  lp_providers: CountSchema,
});
export type LpTokenInfo = z.infer<typeof LpTokenInfoSchema>;

const isPositive = (text: string | undefined) => text !== undefined && /[1-9]/.test(text);

/** estimate_lp_tokens: one side may be 0 for a single-sided deposit, not both. */
export const LpEstimateRequestSchema = z
  .object({
    classic_address: AddressSchema,
    token_id: TokenIdSchema,
    xrp_amount: XrpAmountSchema,
    token_amount: TokenAmountInputSchema,
  })
  .refine((r) => isPositive(r.xrp_amount) || isPositive(r.token_amount), {
    error: 'Enter an XRP or token amount',
    path: ['xrp_amount'],
  });
export type LpEstimateRequest = z.input<typeof LpEstimateRequestSchema>;

/** LP estimate (spec §3); `error` explains why an estimate could not be made. */
export const LpEstimateSchema = z.object({
  estimated_lp_tokens: TokenAmountSchema,
  xrp_amount: XrpAmountSchema,
  token_amount: TokenAmountSchema,
  token_id: TokenIdSchema,
  share_percent: PercentSchema,
  price_impact: PercentSchema,
  is_single_sided: z.boolean(),
  actual_xrp_deposit: XrpAmountSchema,
  actual_token_deposit: TokenAmountSchema,
  error: z.string().nullable(),
});
export type LpEstimate = z.infer<typeof LpEstimateSchema>;

/** Withdrawal estimate (spec §3): what all the wallet's LP tokens would return. */
export const WithdrawalEstimateSchema = z.object({
  estimated_xrp: XrpAmountSchema,
  estimated_token: TokenAmountSchema,
  estimated_xrp_usd: DecimalSchema,
  estimated_token_usd: DecimalSchema,
  total_value_usd: DecimalSchema,
  user_lp_tokens: TokenAmountSchema,
});
export type WithdrawalEstimate = z.infer<typeof WithdrawalEstimateSchema>;

export const AmmSideSchema = z.enum(['DOUBLE', 'SINGLE_XRP', 'SINGLE_TOKEN']);
export type AmmSide = z.infer<typeof AmmSideSchema>;

/** The amounts a deposit of this type must name: both, only XRP, or only the token. */
function depositAmountsMatch(r: {
  deposit_type: AmmSide;
  xrp_amount?: string | undefined;
  token_amount?: string | undefined;
}) {
  const xrp = r.xrp_amount !== undefined;
  const token = r.token_amount !== undefined;
  if (r.deposit_type === 'DOUBLE') return xrp && token;
  return r.deposit_type === 'SINGLE_XRP' ? xrp && !token : token && !xrp;
}

export const AmmDepositRequestSchema = z
  .object({
    classic_address: AddressSchema,
    token_id: TokenIdSchema,
    deposit_type: AmmSideSchema,
    xrp_amount: PositiveXrpAmountSchema.optional(),
    token_amount: PositiveTokenAmountSchema.optional(),
  })
  .refine(depositAmountsMatch, { error: 'Amounts do not match the deposit type', path: ['deposit_type'] });
export type AmmDepositRequest = z.input<typeof AmmDepositRequestSchema>;

/** Without amounts a withdrawal takes everything (both sides, or all in one asset). */
function withdrawAmountsMatch(r: {
  withdraw_type: AmmSide;
  xrp_amount?: string | undefined;
  token_amount?: string | undefined;
}) {
  const xrp = r.xrp_amount !== undefined;
  const token = r.token_amount !== undefined;
  if (r.withdraw_type === 'DOUBLE') return xrp === token;
  return r.withdraw_type === 'SINGLE_XRP' ? !token : !xrp;
}

export const AmmWithdrawRequestSchema = z
  .object({
    classic_address: AddressSchema,
    token_id: TokenIdSchema,
    withdraw_type: AmmSideSchema,
    xrp_amount: PositiveXrpAmountSchema.optional(),
    token_amount: PositiveTokenAmountSchema.optional(),
  })
  .refine(withdrawAmountsMatch, { error: 'Amounts do not match the withdraw type', path: ['withdraw_type'] });
export type AmmWithdrawRequest = z.input<typeof AmmWithdrawRequestSchema>;

/** amm_vote_unsigned: trading_fee in ledger units, 0–1000 (0%–1%, spec §5). */
export const AmmVoteRequestSchema = z.object({
  classic_address: AddressSchema,
  token_id: TokenIdSchema,
  trading_fee: TradingFeeUnitsSchema.meta({ description: 'Trading fee in 1/100000 units: 1000 = 1%' }),
});
export type AmmVoteRequest = z.input<typeof AmmVoteRequestSchema>;
