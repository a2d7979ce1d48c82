/**
 * Unsigned transactions as the server emits them (spec §3, DESIGN "Unsigned → signed"): snake_case
 * objects, already autofilled (sequence, fee, last_ledger_sequence). The browser converts them to the
 * ledger's field names, checks them against what the user asked for, signs, and posts the blobs.
 */
import { z } from 'zod';
import { AMM_TRADING_FEE_MAX_UNITS } from '../constants/index.js';
import { VALIDATION_ERRORS } from '../errors/index.js';
import { AddressSchema, DropsSchema, TokenAmountSchema, TxBlobSchema, UInt32Schema } from './primitives.js';

const CurrencyCode = z
  .string()
  .regex(/^([A-Za-z0-9?!@#$%^&*<>(){}[\]|]{3}|[0-9A-Fa-f]{40})$/, { error: 'Invalid currency code' })
  .refine((code) => code !== 'XRP' && !/^0{40}$/.test(code), { error: 'XRP is not an issued currency' });

/** An issued-token amount in the ledger's JSON shape. */
export const IssuedAmountSchema = z.object({
  currency: CurrencyCode,
  issuer: AddressSchema,
  value: TokenAmountSchema,
});

/** XRP as a drops string, or an issued amount. */
export const TxAmountSchema = z.union([DropsSchema, IssuedAmountSchema]);
export type TxAmount = z.infer<typeof TxAmountSchema>;

/** One side of an AMM pool: XRP, or a token. */
export const AssetSchema = z.union([
  z.object({ currency: z.literal('XRP') }),
  z.object({ currency: CurrencyCode, issuer: AddressSchema }),
]);
export type Asset = z.infer<typeof AssetSchema>;

const Hex = z.string().regex(/^([0-9A-Fa-f]{2})*$/, { error: 'Expected hex' });
export const MemoSchema = z.object({
  memo: z.object({ memo_type: Hex.optional(), memo_data: Hex.optional(), memo_format: Hex.optional() }),
});

/** AMM trading fee in ledger units: rate × 100000, so 1000 = 1% (spec §9). */
const FEE_RANGE = VALIDATION_ERRORS.tradingFeeRange;
export const TradingFeeUnitsSchema = z
  .number()
  .int({ error: 'Trading fee must be a whole number of 1/100000 units' })
  .min(0, { error: FEE_RANGE })
  .max(AMM_TRADING_FEE_MAX_UNITS, { error: FEE_RANGE });

const common = {
  account: AddressSchema,
  fee: DropsSchema,
  sequence: UInt32Schema,
  last_ledger_sequence: UInt32Schema,
  flags: UInt32Schema.optional(),
  memos: z.array(MemoSchema).max(8).optional(),
};

const PathStep = z.object({
  account: AddressSchema.optional(),
  currency: CurrencyCode.optional(),
  issuer: AddressSchema.optional(),
});

export const UnsignedPaymentSchema = z.object({
  transaction_type: z.literal('Payment'),
  ...common,
  destination: AddressSchema,
  amount: TxAmountSchema,
  destination_tag: UInt32Schema.optional(),
  send_max: TxAmountSchema.optional(),
  deliver_min: TxAmountSchema.optional(),
  paths: z.array(z.array(PathStep).max(8)).max(6).optional(),
});

export const UnsignedTrustSetSchema = z.object({
  transaction_type: z.literal('TrustSet'),
  ...common,
  limit_amount: IssuedAmountSchema,
  quality_in: UInt32Schema.optional(),
  quality_out: UInt32Schema.optional(),
});

export const UnsignedOfferCreateSchema = z.object({
  transaction_type: z.literal('OfferCreate'),
  ...common,
  taker_gets: TxAmountSchema,
  taker_pays: TxAmountSchema,
  expiration: UInt32Schema.optional(),
  offer_sequence: UInt32Schema.optional(),
});

export const UnsignedOfferCancelSchema = z.object({
  transaction_type: z.literal('OfferCancel'),
  ...common,
  offer_sequence: UInt32Schema,
});

export const UnsignedAmmCreateSchema = z.object({
  transaction_type: z.literal('AMMCreate'),
  ...common,
  amount: TxAmountSchema,
  amount2: TxAmountSchema,
  trading_fee: TradingFeeUnitsSchema,
});

// Spec §5: a deposit names at least one of amount, amount2, lp_token_out.
export const UnsignedAmmDepositSchema = z
  .object({
    transaction_type: z.literal('AMMDeposit'),
    ...common,
    asset: AssetSchema,
    asset2: AssetSchema,
    amount: TxAmountSchema.optional(),
    amount2: TxAmountSchema.optional(),
    e_price: TxAmountSchema.optional(),
    lp_token_out: IssuedAmountSchema.optional(),
    trading_fee: TradingFeeUnitsSchema.optional(),
  })
  .refine((tx) => tx.amount ?? tx.amount2 ?? tx.lp_token_out, {
    error: 'AMM deposit needs amount, amount2 or lp_token_out',
  });

export const UnsignedAmmWithdrawSchema = z.object({
  transaction_type: z.literal('AMMWithdraw'),
  ...common,
  asset: AssetSchema,
  asset2: AssetSchema,
  amount: TxAmountSchema.optional(),
  amount2: TxAmountSchema.optional(),
  e_price: TxAmountSchema.optional(),
  lp_token_in: IssuedAmountSchema.optional(),
});

export const UnsignedAmmVoteSchema = z.object({
  transaction_type: z.literal('AMMVote'),
  ...common,
  asset: AssetSchema,
  asset2: AssetSchema,
  trading_fee: TradingFeeUnitsSchema,
});

export const UnsignedAccountSetSchema = z.object({
  transaction_type: z.literal('AccountSet'),
  ...common,
  set_flag: UInt32Schema.optional(),
  clear_flag: UInt32Schema.optional(),
  domain: Hex.max(512).optional(),
  tick_size: z.number().int().min(0).max(15).optional(),
});

export const UnsignedSetRegularKeySchema = z.object({
  transaction_type: z.literal('SetRegularKey'),
  ...common,
  regular_key: AddressSchema.optional(),
});

// Escrow contribution pools (issue 10): XRP locked until a crypto-condition is fulfilled or CancelAfter passes.
export const UnsignedEscrowCreateSchema = z.object({
  transaction_type: z.literal('EscrowCreate'),
  ...common,
  destination: AddressSchema,
  amount: DropsSchema,
  cancel_after: UInt32Schema.optional(),
  finish_after: UInt32Schema.optional(),
  condition: Hex.max(256).optional(),
});

export const UnsignedEscrowFinishSchema = z.object({
  transaction_type: z.literal('EscrowFinish'),
  ...common,
  owner: AddressSchema,
  offer_sequence: UInt32Schema,
  condition: Hex.max(256).optional(),
  fulfillment: Hex.max(512).optional(),
});

export const UnsignedEscrowCancelSchema = z.object({
  transaction_type: z.literal('EscrowCancel'),
  ...common,
  owner: AddressSchema,
  offer_sequence: UInt32Schema,
});

export const UnsignedTransactionSchema = z.discriminatedUnion('transaction_type', [
  UnsignedPaymentSchema,
  UnsignedTrustSetSchema,
  UnsignedOfferCreateSchema,
  UnsignedOfferCancelSchema,
  UnsignedAmmCreateSchema,
  UnsignedAmmDepositSchema,
  UnsignedAmmWithdrawSchema,
  UnsignedAmmVoteSchema,
  UnsignedAccountSetSchema,
  UnsignedSetRegularKeySchema,
  UnsignedEscrowCreateSchema,
  UnsignedEscrowFinishSchema,
  UnsignedEscrowCancelSchema,
]);
export type UnsignedTransaction = z.infer<typeof UnsignedTransactionSchema>;
export type UnsignedTransactionType = UnsignedTransaction['transaction_type'];

/** The answer of every single-transaction `*_unsigned` call. */
export const TxToSignResponseSchema = z.object({ tx_to_sign: UnsignedTransactionSchema });
export type TxToSignResponse = z.infer<typeof TxToSignResponseSchema>;

/** The body of every single-blob `*_signed` call. */
export const SignedTxRequestSchema = z.object({ classic_address: AddressSchema, tx_blob: TxBlobSchema });
export type SignedTxRequest = z.infer<typeof SignedTxRequestSchema>;
