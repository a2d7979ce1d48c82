/** A wallet's balances, PnL, history, registration and referral code (spec §3, §7). */
import { z } from 'zod';
import { VALIDATION_ERRORS } from '../errors/index.js';
import { REFERRAL_CODE_PATTERN } from '../validation/index.js';
import {
  AddressSchema,
  ClassicAddressBodySchema,
  CountSchema,
  EngineResultSchema,
  IsoTimestampSchema,
  HundredthsPercentSchema,
  SignedDecimalSchema,
  SignedXrpAmountSchema,
  TokenAmountSchema,
  TokenIdSchema,
  TxHashSchema,
  UInt32Schema,
  XrpAmountSchema,
} from './primitives.js';

/*
 * PnL fields keep the spec's names (spec §3, §4) but carry the marked-to-market truth: the spec's rule
 * pnl = sold − spent counts every token still held as lost (a fresh buy at −100 %), which misleads a trader.
 * pnl_xrp = realized_pnl_xrp + unrealized_pnl_xrp at average cost (core/pnl); pnl_percent is of all XRP spent.
 */
/** Token holding (spec §3), with PnL's two parts beside it. */
export const TokenHoldingSchema = z.object({
  token_id: TokenIdSchema,
  balance: TokenAmountSchema,
  xrp_value: XrpAmountSchema,
  currency_hex: z.string().regex(/^[0-9A-Fa-f]{40}$/, { error: 'currency_hex must be 40 hex digits' }),
  currency_decoded: z.string().min(1),
  issuer: AddressSchema,
  total_xrp_spend: XrpAmountSchema,
  total_xrp_sold: XrpAmountSchema,
  pnl_xrp: SignedXrpAmountSchema,
  pnl_percent: HundredthsPercentSchema,
  /** XRP from sells minus the average cost of what was sold. */
  realized_pnl_xrp: SignedXrpAmountSchema,
  /** xrp_value minus the average cost of what is held. */
  unrealized_pnl_xrp: SignedXrpAmountSchema,
  /** Some tokens came without XRP (an airdrop, a transfer in): they count at zero cost. */
  has_zero_cost_tokens: z.boolean(),
});
export type TokenHolding = z.infer<typeof TokenHoldingSchema>;

/** Holdings response (spec §3); an unactivated account has zero balances and activation_required. */
export const HoldingsResponseSchema = z.object({
  xrp_balance_available: XrpAmountSchema,
  xrp_balance_with_reserve: XrpAmountSchema,
  token_holdings: z.array(TokenHoldingSchema),
  total_pnl_xrp: SignedXrpAmountSchema,
  total_pnl_pct: HundredthsPercentSchema,
  is_activated: z.boolean(),
  activation_required: z.boolean(),
});
export type HoldingsResponse = z.infer<typeof HoldingsResponseSchema>;

/** get_token_holdings_and_balance and get_token_holdings_and_balance_for_wallet. */
export const HoldingsRequestSchema = ClassicAddressBodySchema;
export type HoldingsRequest = z.infer<typeof HoldingsRequestSchema>;

/** A referral code as the user types or shares it. */
export const ReferralCodeSchema = z
  .string()
  .regex(REFERRAL_CODE_PATTERN, { error: VALIDATION_ERRORS.invalidReferralCode });

/** register_wallet_frontend: the referral code is optional (spec §5); empty means none. */
export const RegisterWalletRequestSchema = z.object({
  classic_address: AddressSchema,
  referral_code: z.union([ReferralCodeSchema, z.literal('')]).nullish(),
});
export type RegisterWalletRequest = z.infer<typeof RegisterWalletRequestSchema>;

/** What became of the referral code given at registration (binding it needs the wallet proof of DESIGN.md). */
export const ReferralStatusSchema = z.enum([
  'none',
  'bound',
  'already_bound',
  'self_referral',
  'unknown_code',
  'wallet_proof_required',
]);
export type ReferralStatus = z.infer<typeof ReferralStatusSchema>;

export const RegisterWalletResponseSchema = z.object({
  classic_address: AddressSchema,
  registered: z.literal(true),
  has_referrer: z.boolean(),
  referral_status: ReferralStatusSchema,
});
export type RegisterWalletResponse = z.infer<typeof RegisterWalletResponseSchema>;

/** get_referral_code: the wallet's own code and what it has earned (0.30% of referred trades). */
export const ReferralCodeResponseSchema = z.object({
  referral_code: ReferralCodeSchema,
  referred_wallets: CountSchema,
  earned_xrp: XrpAmountSchema,
});
export type ReferralCodeResponse = z.infer<typeof ReferralCodeResponseSchema>;

/** One validated transaction of the wallet, with what it changed for the wallet. */
export const WalletTransactionSchema = z.object({
  tx_hash: TxHashSchema,
  transaction_type: z.string().min(1),
  engine_result: EngineResultSchema,
  ledger_index: UInt32Schema,
  executed_at: IsoTimestampSchema,
  xrp_change: SignedXrpAmountSchema,
  token_id: TokenIdSchema.nullable(),
  token_change: SignedDecimalSchema.nullable(),
});
export type WalletTransaction = z.infer<typeof WalletTransactionSchema>;

/**
 * One thing the user did: the transactions Horizon issued as one set (a buy with its fee, burn and trust line),
 * or a single transaction Horizon did not issue. Its changes are the sums of its transactions'.
 */
export const WalletActionSchema = z.object({
  action_id: z.string().min(1).max(64),
  kind: z.string().min(1).meta({
    description: "What Horizon issued the set for ('buy', 'sell', …); else the transaction's type",
  }),
  issued_by_horizon: z.boolean(),
  ledger_index: UInt32Schema,
  executed_at: IsoTimestampSchema,
  engine_result: EngineResultSchema.meta({
    description: 'The first failure among its transactions, else success',
  }),
  xrp_change: SignedXrpAmountSchema,
  token_id: TokenIdSchema.nullable(),
  token_change: SignedDecimalSchema.nullable(),
  transactions: z.array(WalletTransactionSchema).min(1),
});
export type WalletAction = z.infer<typeof WalletActionSchema>;

/** update_tx_history: the newest transactions after the server caught up with the ledger, and them as actions. */
export const TxHistoryResponseSchema = z.object({
  transactions: z.array(WalletTransactionSchema),
  actions: z.array(WalletActionSchema),
  added: CountSchema,
});
export type TxHistoryResponse = z.infer<typeof TxHistoryResponseSchema>;
