/**
 * Buy, sell and swap (spec §7). Each trade comes as the trade itself plus the fee programs' payments:
 * tx_fee to the treasury, tx_referral_fee to the referrer (only with one), tx_burn_back to the issuer, and
 * tx_owed_fee to the treasury only when an earlier trade's fees went unpaid (OWED_FEE_TEXT).
 */
import { z } from 'zod';
import {
  AddressSchema,
  PositiveTokenAmountSchema,
  PositiveXrpAmountSchema,
  SlippagePercentageSchema,
  TokenAmountSchema,
  TokenIdSchema,
  TxBlobSchema,
  XrpAmountSchema,
} from './primitives.js';
import { UnsignedTransactionSchema } from './unsigned-tx.js';

/** Transactions the server may leave out: null or absent. */
const OptionalTx = UnsignedTransactionSchema.nullish();
const OptionalBlob = TxBlobSchema.nullish();

export const BuyUnsignedRequestSchema = z.object({
  classic_address: AddressSchema,
  token_id: TokenIdSchema,
  xrp_amount: PositiveXrpAmountSchema,
  slippage_percentage: SlippagePercentageSchema,
  copytrade: z.boolean().default(false),
});
export type BuyUnsignedRequest = z.input<typeof BuyUnsignedRequestSchema>;

export const BuyUnsignedResponseSchema = z.object({
  trustline_tx: OptionalTx,
  buy_tx: UnsignedTransactionSchema,
  tx_fee: UnsignedTransactionSchema,
  tx_referral_fee: OptionalTx,
  tx_burn_back: UnsignedTransactionSchema,
  tx_owed_fee: OptionalTx,
});
export type BuyUnsignedResponse = z.infer<typeof BuyUnsignedResponseSchema>;

export const BuySignedRequestSchema = z.object({
  classic_address: AddressSchema,
  tx_blob_trustline: OptionalBlob,
  tx_blob_buy: TxBlobSchema,
  tx_blob_fee: TxBlobSchema,
  tx_blob_referral_fee: OptionalBlob,
  tx_blob_burn_back: TxBlobSchema,
  tx_blob_owed_fee: OptionalBlob,
});
export type BuySignedRequest = z.infer<typeof BuySignedRequestSchema>;

export const SellUnsignedRequestSchema = z.object({
  classic_address: AddressSchema,
  token_id: TokenIdSchema,
  token_amount: PositiveTokenAmountSchema,
  slippage_percentage: SlippagePercentageSchema,
});
export type SellUnsignedRequest = z.input<typeof SellUnsignedRequestSchema>;

export const SellUnsignedResponseSchema = z.object({
  sell_tx: UnsignedTransactionSchema,
  tx_fee: UnsignedTransactionSchema,
  tx_referral_fee: OptionalTx,
  tx_burn_back: UnsignedTransactionSchema,
  tx_owed_fee: OptionalTx,
});
export type SellUnsignedResponse = z.infer<typeof SellUnsignedResponseSchema>;

export const SellSignedRequestSchema = z.object({
  classic_address: AddressSchema,
  tx_blob_sell: TxBlobSchema,
  tx_blob_fee: TxBlobSchema,
  tx_blob_referral_fee: OptionalBlob,
  tx_blob_burn_back: TxBlobSchema,
  tx_blob_owed_fee: OptionalBlob,
});
export type SellSignedRequest = z.infer<typeof SellSignedRequestSchema>;

export const SwapUnsignedRequestSchema = z
  .object({
    classic_address: AddressSchema,
    from_token_id: TokenIdSchema,
    to_token_id: TokenIdSchema,
    from_amount: PositiveTokenAmountSchema,
    slippage_percentage: SlippagePercentageSchema,
  })
  .refine((r) => r.from_token_id !== r.to_token_id, {
    error: 'Cannot swap a token for itself',
    path: ['to_token_id'],
  });
export type SwapUnsignedRequest = z.input<typeof SwapUnsignedRequestSchema>;

export const SwapUnsignedResponseSchema = z.object({
  tx_trustline_to: OptionalTx,
  tx_swap: UnsignedTransactionSchema,
  tx_fee: UnsignedTransactionSchema,
  tx_referral_fee: OptionalTx,
  tx_burn_back: UnsignedTransactionSchema,
  tx_owed_fee: OptionalTx,
});
export type SwapUnsignedResponse = z.infer<typeof SwapUnsignedResponseSchema>;

export const SwapSignedRequestSchema = z.object({
  classic_address: AddressSchema,
  tx_blob_trustline_to: OptionalBlob,
  tx_blob_swap: TxBlobSchema,
  tx_blob_fee: TxBlobSchema,
  tx_blob_referral_fee: OptionalBlob,
  tx_blob_burn_back: TxBlobSchema,
  tx_blob_owed_fee: OptionalBlob,
});
export type SwapSignedRequest = z.infer<typeof SwapSignedRequestSchema>;

/** expected_tokens_received_from_buy: answers the token quantity as a bare decimal string. */
export const ExpectedTokensRequestSchema = z.object({
  classic_address: AddressSchema,
  token_id: TokenIdSchema,
  xrp_amount: PositiveXrpAmountSchema,
});
export type ExpectedTokensRequest = z.infer<typeof ExpectedTokensRequestSchema>;
export const ExpectedTokensResponseSchema = TokenAmountSchema.meta({
  description: 'Tokens the buy would receive',
});

/** expected_xrp_received_from_sell: answers the XRP as a bare decimal string. */
export const ExpectedXrpRequestSchema = z.object({
  classic_address: AddressSchema,
  token_id: TokenIdSchema,
  token_amount: PositiveTokenAmountSchema,
});
export type ExpectedXrpRequest = z.infer<typeof ExpectedXrpRequestSchema>;
export const ExpectedXrpResponseSchema = XrpAmountSchema.meta({ description: 'XRP the sell would receive' });

/**
 * expected_tokens_received_from_swap (beyond spec §7): the XRP value of what is sold (V, which the fees are
 * of) and the tokens the swap leaves in the wallet (less the burn-back).
 */
export const ExpectedSwapRequestSchema = z
  .object({
    classic_address: AddressSchema,
    from_token_id: TokenIdSchema,
    to_token_id: TokenIdSchema,
    from_amount: PositiveTokenAmountSchema,
  })
  .refine((r) => r.from_token_id !== r.to_token_id, {
    error: 'Cannot swap a token for itself',
    path: ['to_token_id'],
  });
export type ExpectedSwapRequest = z.infer<typeof ExpectedSwapRequestSchema>;
export const ExpectedSwapResponseSchema = z.object({
  value_xrp: XrpAmountSchema.meta({ description: 'The XRP value of what is sold: the fees are 1% of it' }),
  to_token_amount: TokenAmountSchema.meta({ description: 'Tokens the swap would leave in the wallet' }),
});
export type ExpectedSwapResponse = z.infer<typeof ExpectedSwapResponseSchema>;
