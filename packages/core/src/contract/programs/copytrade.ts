/** Copy Trading: followed leaders with their limits, and the log of what was copied or skipped; Premium's terms. */
import { z } from 'zod';
import { MAX_SLIPPAGE_PERCENT, MIN_SLIPPAGE_PERCENT } from '../../constants/index.js';
import {
  AddressSchema,
  CountSchema,
  IsoTimestampSchema,
  PositiveXrpAmountSchema,
  TokenAmountSchema,
  TokenIdSchema,
  TxHashSchema,
  XrpAmountSchema,
} from '../primitives.js';
import type { RouteSpec } from '../route-spec.js';
import { VALIDATION_ERRORS } from '../../errors/index.js';
import { SKIP_REASONS } from '../../programs/copytrade/decide.js';
import { COPYTRADE_MESSAGES } from '../../programs/copytrade/strings.js';
import { comparePlainDecimals } from '../../decimal/index.js';

/** The premium rule's terms, for the premium page (nulls: not configured on this server). */
export const PremiumTermsSchema = z.object({
  treasury_address: AddressSchema.nullable(),
  platform_token_id: TokenIdSchema.nullable(),
  min_platform_tokens: TokenAmountSchema,
  monthly_fee_xrp: XrpAmountSchema,
  payment_window_days: CountSchema,
});
export type PremiumTerms = z.infer<typeof PremiumTermsSchema>;

export const PremiumStatusQuerySchema = z.object({ classic_address: AddressSchema });
/** Whether the wallet is premium and by which rule; holding is checked first. */
export const PremiumStatusSchema = z.object({
  classic_address: AddressSchema,
  premium: z.boolean(),
  by: z.enum(['tokens', 'payment']).nullable(),
  platform_tokens_held: TokenAmountSchema,
  /** XRP paid to the treasury within the payment window. */
  paid_xrp: XrpAmountSchema,
});
export type PremiumStatus = z.infer<typeof PremiumStatusSchema>;

const SlippageLimitSchema = z
  .number()
  .min(Number(MIN_SLIPPAGE_PERCENT), { error: VALIDATION_ERRORS.slippageRange })
  .max(Number(MAX_SLIPPAGE_PERCENT), { error: VALIDATION_ERRORS.slippageRange })
  .multipleOf(0.01, { error: 'Slippage has at most 2 decimals' });

/** One followed leader's limits, as the follower sets them. */
export const CopyLimitsSchema = z.object({
  max_xrp_per_trade: PositiveXrpAmountSchema,
  max_xrp_per_day: PositiveXrpAmountSchema,
  max_slippage_percent: SlippageLimitSchema,
  copy_sells: z.boolean(),
  /** Skip tokens whose pool holds less XRP; "0" = no floor. */
  min_liquidity_xrp: XrpAmountSchema,
});

export const FollowedLeaderSchema = CopyLimitsSchema.extend({
  leader_address: AddressSchema,
  /** XRP spent today (UTC) copying this leader's buys, pending copies included. */
  spent_today_xrp: XrpAmountSchema,
  followed_at: IsoTimestampSchema,
});
export type FollowedLeader = z.infer<typeof FollowedLeaderSchema>;

export const CopySettingsQuerySchema = z.object({ classic_address: AddressSchema });
export const CopySettingsSchema = z.object({
  classic_address: AddressSchema,
  premium: z.boolean(),
  leaders: z.array(FollowedLeaderSchema),
});
export type CopySettings = z.infer<typeof CopySettingsSchema>;

const dailyNotBelowTrade = (daily: string, perTrade: string) =>
  (comparePlainDecimals(daily, perTrade) ?? 0) >= 0;

export const FollowRequestSchema = CopyLimitsSchema.extend({
  classic_address: AddressSchema,
  leader_address: AddressSchema,
})
  .refine((r) => r.leader_address !== r.classic_address, {
    error: COPYTRADE_MESSAGES.selfFollow,
    path: ['leader_address'],
  })
  // Runs only when both limits are valid amounts (their checks abort); compared as exact decimals.
  .refine((r) => dailyNotBelowTrade(r.max_xrp_per_day, r.max_xrp_per_trade), {
    error: COPYTRADE_MESSAGES.dailyAboveTrade,
    path: ['max_xrp_per_day'],
  });
export type FollowRequest = z.infer<typeof FollowRequestSchema>;

export const UnfollowRequestSchema = z.object({
  classic_address: AddressSchema,
  leader_address: AddressSchema,
});

export const COPY_OUTCOMES = ['pending', 'copied', 'skipped', 'failed'] as const;
/** Why a trade was not copied: a rule of the decision, or the copy failed on the ledger. */
export const CopySkipReasonSchema = z.enum([...SKIP_REASONS, 'failed']);

/** One leader trade as the follower's browser saw it, and what it did. */
export const CopyLogEntrySchema = z.object({
  leader_address: AddressSchema,
  leader_tx_hash: TxHashSchema,
  token_id: TokenIdSchema,
  side: z.enum(['buy', 'sell']),
  leader_xrp_amount: XrpAmountSchema,
  /** pending claims the trade for this browser tab before it copies, so another tab leaves it. */
  outcome: z.enum(COPY_OUTCOMES),
  reason: CopySkipReasonSchema.nullable(),
  xrp_amount: XrpAmountSchema.nullable(),
  token_amount: TokenAmountSchema.nullable(),
  tx_hash: TxHashSchema.nullable(),
});
export type CopyLogEntry = z.infer<typeof CopyLogEntrySchema>;

/** A copy names its transaction and amount; a skip or a failure names its reason. */
export const CopyLogPostSchema = CopyLogEntrySchema.extend({ classic_address: AddressSchema })
  .refine((e) => e.outcome !== 'copied' || (e.tx_hash !== null && e.xrp_amount !== null), {
    error: 'A copied trade needs its tx_hash and xrp_amount',
    path: ['tx_hash'],
  })
  .refine((e) => (e.outcome !== 'skipped' && e.outcome !== 'failed') || e.reason !== null, {
    error: 'A skipped or failed trade needs its reason',
    path: ['reason'],
  });
export type CopyLogPost = z.infer<typeof CopyLogPostSchema>;

export const CopyLogRecordSchema = CopyLogEntrySchema.extend({
  seen_at: IsoTimestampSchema,
  decided_at: IsoTimestampSchema.nullable(),
});
export type CopyLogRecord = z.infer<typeof CopyLogRecordSchema>;

/** claimed: this post created the entry or settled this browser's pending claim; false when already taken. */
export const CopyLogPostResultSchema = z.object({ claimed: z.boolean(), entry: CopyLogRecordSchema });
export const CopyLogQuerySchema = z.object({ classic_address: AddressSchema });
export const CopyLogSchema = z.object({ entries: z.array(CopyLogRecordSchema) });

const tag = 'Copy Trading';

export const COPYTRADE_ROUTES = [
  {
    method: 'GET',
    path: '/api/premium',
    summary: "Premium's terms: the treasury, the platform token, the token minimum and the monthly fee",
    tag: 'Premium',
    access: 'public',
    response: PremiumTermsSchema,
  },
  {
    method: 'GET',
    path: '/api/premium/status',
    summary: 'Whether a wallet is premium, and whether by holding or by payment',
    tag: 'Premium',
    access: 'public',
    query: PremiumStatusQuerySchema,
    response: PremiumStatusSchema,
  },
  {
    method: 'GET',
    path: '/api/copytrade',
    summary: 'The leaders a wallet follows, their limits and what was spent today',
    tag,
    access: 'wallet_proof',
    query: CopySettingsQuerySchema,
    response: CopySettingsSchema,
  },
  {
    method: 'POST',
    path: '/api/copytrade/follow',
    summary: 'Follow a leader or change its limits (premium)',
    tag,
    access: 'wallet_proof',
    body: FollowRequestSchema,
    response: CopySettingsSchema,
  },
  {
    method: 'POST',
    path: '/api/copytrade/unfollow',
    summary: 'Stop following a leader',
    tag,
    access: 'wallet_proof',
    body: UnfollowRequestSchema,
    response: CopySettingsSchema,
  },
  {
    method: 'GET',
    path: '/api/copytrade/log',
    summary: 'The leader trades this wallet saw and what it did, newest first',
    tag,
    access: 'wallet_proof',
    query: CopyLogQuerySchema,
    response: CopyLogSchema,
  },
  {
    method: 'POST',
    path: '/api/copytrade/log',
    summary: 'Record a leader trade seen and what was done (premium)',
    tag,
    access: 'wallet_proof',
    body: CopyLogPostSchema,
    response: CopyLogPostResultSchema,
  },
] as const satisfies readonly RouteSpec[];
