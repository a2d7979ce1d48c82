/** Limit orders, active orders, cancels and a trader's stats for one token (spec §3, §7). */
import { z } from 'zod';
import { MAX_DROPS, dropsToXrp } from '@horizon/protocol';
import { productAtMost } from './decimal.js';
import { CONTRACT_MESSAGES } from './messages.js';
import {
  AddressSchema,
  PositiveTokenAmountSchema,
  PercentSchema,
  PriceSchema,
  SignedXrpAmountSchema,
  TokenAmountSchema,
  TokenIdSchema,
  TxBlobSchema,
  TxHashSchema,
  UInt32Schema,
  XrpAmountSchema,
} from './primitives.js';
import { UnsignedTransactionSchema } from './unsigned-tx.js';

/** The most XRP an order can be worth: all XRP there is (10^17 drops). */
const MAX_ORDER_XRP = dropsToXrp(MAX_DROPS);

/** create_limit_order_unsigned: `sell` true sells tokens for XRP, false buys them. */
export const LimitOrderUnsignedRequestSchema = z
  .object({
    classic_address: AddressSchema,
    token_id: TokenIdSchema,
    sell: z.boolean(),
    token_amount: PositiveTokenAmountSchema,
    xrp_price_per_token: PriceSchema,
  })
  .refine((r) => productAtMost(r.token_amount, r.xrp_price_per_token, MAX_ORDER_XRP), {
    error: CONTRACT_MESSAGES.orderTooLarge,
    path: ['xrp_price_per_token'],
  });
export type LimitOrderUnsignedRequest = z.input<typeof LimitOrderUnsignedRequestSchema>;

export const LimitOrderUnsignedResponseSchema = z.object({
  tx_limit_order: UnsignedTransactionSchema,
  tx_fee: UnsignedTransactionSchema,
  tx_referral_fee: UnsignedTransactionSchema.nullish(),
  tx_burn_back: UnsignedTransactionSchema.nullish(),
});
export type LimitOrderUnsignedResponse = z.infer<typeof LimitOrderUnsignedResponseSchema>;

/** A limit order needs the limit-order and fee signatures (spec §4); a buy order holds no token to burn yet. */
export const LimitOrderSignedRequestSchema = z.object({
  classic_address: AddressSchema,
  tx_blob_limit_order: TxBlobSchema,
  tx_blob_fee: TxBlobSchema,
  tx_blob_referral_fee: TxBlobSchema.nullish(),
  tx_blob_burn_back: TxBlobSchema.nullish(),
});
export type LimitOrderSignedRequest = z.input<typeof LimitOrderSignedRequestSchema>;

/** Active order (spec §3); direction defaults to sell. */
export const ActiveOrderSchema = z.object({
  active: z.boolean(),
  direction: z.enum(['buy', 'sell']).default('sell'),
  filled_percentage: PercentSchema.min(0).max(100),
  filled_token_amount: TokenAmountSchema,
  filled_xrp_amount: XrpAmountSchema,
  offer_sequence: UInt32Schema,
  token_amount: TokenAmountSchema,
  token_id: TokenIdSchema,
  tx_hash: TxHashSchema,
  xrp_price_per_token: PriceSchema,
  xrp_total: XrpAmountSchema,
});
export type ActiveOrder = z.infer<typeof ActiveOrderSchema>;

/** get_active_orders: token_id null lists orders of every token. */
export const ActiveOrdersRequestSchema = z.object({
  classic_address: AddressSchema,
  token_id: TokenIdSchema.nullable(),
});
export type ActiveOrdersRequest = z.input<typeof ActiveOrdersRequestSchema>;

/** "a list, or an object with active_orders, orders or data" (spec §7). */
export const ActiveOrdersResponseSchema = z.union([
  z.array(ActiveOrderSchema),
  z.object({ active_orders: z.array(ActiveOrderSchema) }),
  z.object({ orders: z.array(ActiveOrderSchema) }),
  z.object({ data: z.array(ActiveOrderSchema) }),
]);
export type ActiveOrdersResponse = z.infer<typeof ActiveOrdersResponseSchema>;

/** cancel_order_unsigned answers tx_to_sign, which must be an OfferCancel (spec §4). */
export const CancelOrderRequestSchema = z.object({
  classic_address: AddressSchema,
  offer_sequence: UInt32Schema,
});
export type CancelOrderRequest = z.input<typeof CancelOrderRequestSchema>;

export const TraderStatsRequestSchema = z.object({ classic_address: AddressSchema, token_id: TokenIdSchema });
export type TraderStatsRequest = z.input<typeof TraderStatsRequestSchema>;

/** Trader stats (spec §3); the web shows balance as current_balance and xrp_value as current_balance_value. */
export const TraderStatsSchema = z.object({
  total_xrp_spent: XrpAmountSchema,
  total_xrp_sold: XrpAmountSchema,
  /** realized + unrealized at average cost (see HoldingsResponse in holdings.ts for why not sold − spent). */
  pnl_xrp: SignedXrpAmountSchema,
  balance: TokenAmountSchema,
  xrp_value: XrpAmountSchema,
  realized_pnl_xrp: SignedXrpAmountSchema,
  unrealized_pnl_xrp: SignedXrpAmountSchema,
  has_zero_cost_tokens: z.boolean(),
});
export type TraderStats = z.infer<typeof TraderStatsSchema>;
