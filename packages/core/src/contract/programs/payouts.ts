/** Payouts and transparency: devback, referral earnings, LP incentives, burns, and the operator's wallets. */
import { z } from 'zod';
import {
  AddressSchema,
  CountSchema,
  HundredthsPercentSchema,
  IsoTimestampSchema,
  TokenAmountSchema,
  TokenIdSchema,
  TxHashSchema,
  XrpAmountSchema,
} from '../primitives.js';
import type { RouteSpec } from '../route-spec.js';

export const PAYOUT_PROGRAMS = ['devback', 'lp_incentive'] as const;
export const PayoutProgramSchema = z.enum(PAYOUT_PROGRAMS);
export type PayoutProgram = z.infer<typeof PayoutProgramSchema>;

/** What a referrer earned: validated tx_referral_fee payments of the wallets it referred. */
export const ReferralEarningsQuerySchema = z.object({ classic_address: AddressSchema });
export const ReferralEarningsSchema = z.object({
  classic_address: AddressSchema,
  total_xrp: XrpAmountSchema,
  payments: CountSchema,
  recent_xrp: XrpAmountSchema,
  /** The window of `recent_xrp`, in days. */
  recent_days: CountSchema,
});
export type ReferralEarnings = z.infer<typeof ReferralEarningsSchema>;

/** A wallet the operator controls; balance_xrp null when it is not activated on the ledger. */
export const OperatorWalletSchema = z.object({
  role: z.enum(['treasury', 'payout', 'pre_snipe', 'other']),
  /** What it is for, when the role says too little (a hot wallet's purpose). */
  purpose: z.string().max(40),
  address: AddressSchema,
  balance_xrp: XrpAmountSchema.nullable(),
});
export type OperatorWallet = z.infer<typeof OperatorWalletSchema>;

export const IncomeDaySchema = z.object({
  /** UTC day, YYYY-MM-DD. */
  day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  treasury_xrp: XrpAmountSchema,
  trades: CountSchema,
});

/** Where a burn came from: a trade's tx_burn_back, or the token vote's daily buy-and-burn. */
export const BurnSourceSchema = z.enum(['trade_fee', 'token_vote']);

export const BurnSchema = z.object({
  source: BurnSourceSchema,
  tx_hash: TxHashSchema,
  token_id: TokenIdSchema,
  token_amount: TokenAmountSchema,
  burned_at: IsoTimestampSchema,
});
export type Burn = z.infer<typeof BurnSchema>;

export const PayoutSchema = z.object({
  program: PayoutProgramSchema,
  recipient: AddressSchema,
  token_id: TokenIdSchema.nullable(),
  amount_xrp: XrpAmountSchema,
  tx_hash: TxHashSchema,
  paid_at: IsoTimestampSchema,
});
export type Payout = z.infer<typeof PayoutSchema>;

export const TransparencySchema = z.object({
  wallets: z.array(OperatorWalletSchema),
  pre_snipe_wallets: CountSchema,
  income: z.object({ total_xrp: XrpAmountSchema, days: z.array(IncomeDaySchema) }),
  burns: z.object({ count: CountSchema, recent: z.array(BurnSchema) }),
  payouts: z.array(PayoutSchema),
  /** Owed and not yet paid: devback (and to how many developers), LP payments that failed and wait. */
  owed: z.object({
    devback_xrp: XrpAmountSchema,
    developers: CountSchema,
    lp_incentive_xrp: XrpAmountSchema,
  }),
  /** The stated LP incentive share of a launched token's treasury income, in percent, e.g. 10. */
  lp_incentive_percent: HundredthsPercentSchema.min(0),
});
export type Transparency = z.infer<typeof TransparencySchema>;

const tag = 'Payouts';

export const PAYOUT_ROUTES = [
  {
    method: 'GET',
    path: '/api/transparency',
    summary: "The operator's wallets with ledger balances, fee income, burns and every payout",
    tag,
    access: 'public',
    response: TransparencySchema,
  },
  {
    method: 'GET',
    path: '/api/referral_earnings',
    summary: 'What a referrer earned from the wallets it referred: total, payments, last 30 days',
    tag,
    access: 'wallet_proof',
    query: ReferralEarningsQuerySchema,
    response: ReferralEarningsSchema,
  },
] as const satisfies readonly RouteSpec[];
