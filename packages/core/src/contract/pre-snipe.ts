/**
 * Pre-snipe (spec §7): a server-held hot wallet per user buys a token the moment its pool appears.
 * Settings and funds are kept for a wallet, so these calls need proof of control (DESIGN).
 */
import { z } from 'zod';
import {
  AddressSchema,
  ClassicAddressBodySchema,
  CountSchema,
  IsoTimestampSchema,
  PositiveXrpAmountSchema,
  TokenAmountSchema,
  TokenIdSchema,
  XrpAmountSchema,
} from './primitives.js';

export const PreSnipeSettingsSchema = z.object({
  enabled: z.boolean(),
  xrp_amount: XrpAmountSchema.meta({ description: 'XRP spent on each pre-snipe' }),
  pre_snipe_classic_address: AddressSchema.nullable(),
  xrp_balance: XrpAmountSchema.meta({ description: 'XRP held by the pre-snipe wallet' }),
});
export type PreSnipeSettings = z.infer<typeof PreSnipeSettingsSchema>;

/** update_pre_snipe: answers the settings as stored. */
export const UpdatePreSnipeRequestSchema = z.object({
  classic_address: AddressSchema,
  xrp_amount: PositiveXrpAmountSchema,
  enabled: z.boolean(),
});
export type UpdatePreSnipeRequest = z.input<typeof UpdatePreSnipeRequestSchema>;

/** get_pre_snipe_settings, get_pre_sniped_tokens, get_pre_snipe_classic_address. */
export const PreSnipeRequestSchema = ClassicAddressBodySchema;
export type PreSnipeRequest = z.input<typeof PreSnipeRequestSchema>;

/** A token the pre-snipe wallet bought for the user, held until claimed or withdrawn. */
export const PreSnipedTokenSchema = z.object({
  token_id: TokenIdSchema,
  token_amount: TokenAmountSchema,
  xrp_spent: XrpAmountSchema,
  sniped_at: IsoTimestampSchema,
  claimed: z.boolean(),
});
export type PreSnipedToken = z.infer<typeof PreSnipedTokenSchema>;

export const PreSnipedTokensResponseSchema = z.object({ pre_sniped_tokens: z.array(PreSnipedTokenSchema) });
export type PreSnipedTokensResponse = z.infer<typeof PreSnipedTokensResponseSchema>;

/** get_pre_snipe_classic_address: the user's pre-snipe wallet, which they fund with XRP. */
export const PreSnipeAddressResponseSchema = z.object({
  classic_address: AddressSchema,
  xrp_balance: XrpAmountSchema,
});
export type PreSnipeAddressResponse = z.infer<typeof PreSnipeAddressResponseSchema>;

/** claim_pre_snipe and withdraw_tokens_from_pre_snipe. */
export const PreSnipeTokenRequestSchema = z.object({
  classic_address: AddressSchema,
  token_id: TokenIdSchema,
});
export type PreSnipeTokenRequest = z.input<typeof PreSnipeTokenRequestSchema>;

export const WithdrawPreSnipeXrpRequestSchema = z.object({
  classic_address: AddressSchema,
  xrp_amount: PositiveXrpAmountSchema,
});
export type WithdrawPreSnipeXrpRequest = z.input<typeof WithdrawPreSnipeXrpRequestSchema>;

export const DistributorRequestSchema = z.object({ token_id: TokenIdSchema, classic_address: AddressSchema });
export type DistributorRequest = z.input<typeof DistributorRequestSchema>;

/** Pre-snipe distributor (spec §3): the address sending the token, and how many users still wait. */
export const PreSnipeDistributorSchema = z.object({
  classic_address: AddressSchema,
  remaining_users: CountSchema,
});
export type PreSnipeDistributor = z.infer<typeof PreSnipeDistributorSchema>;
