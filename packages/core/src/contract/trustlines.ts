/** Trustlines: list, set, clear one, clear all (spec §4 "Clear-all-trustlines", §7). */
import { z } from 'zod';
import {
  AddressSchema,
  CountSchema,
  SignedDecimalSchema,
  TokenAmountSchema,
  TokenIdSchema,
  TxBlobSchema,
  XrpAmountSchema,
} from './primitives.js';
import { SubmitResultSchema } from './submit.js';
import { UnsignedTransactionSchema } from './unsigned-tx.js';

/** One trustline of the wallet. */
export const TrustlineSchema = z.object({
  token_id: TokenIdSchema,
  currency_hex: z.string().regex(/^[0-9A-Fa-f]{40}$/, { error: 'currency_hex must be 40 hex digits' }),
  currency_decoded: z.string().min(1),
  issuer: AddressSchema,
  balance: TokenAmountSchema,
  limit: TokenAmountSchema,
});
export type Trustline = z.infer<typeof TrustlineSchema>;

export const TrustlinesResponseSchema = z.object({ trustlines: z.array(TrustlineSchema) });
export type TrustlinesResponse = z.infer<typeof TrustlinesResponseSchema>;

/** set_trustline_unsigned and clear_trustline_unsigned; both answer tx_to_sign. */
export const TrustlineRequestSchema = z.object({ classic_address: AddressSchema, token_id: TokenIdSchema });
export type TrustlineRequest = z.infer<typeof TrustlineRequestSchema>;

/** A line clear-all leaves alone because it still holds a balance (reported, not cleared). */
export const LineWithBalanceSchema = z.object({ token_id: TokenIdSchema, balance: SignedDecimalSchema });

/** clear_all_trustlines_unsigned: one TrustSet per clearable line; lines with a balance are reported. */
export const ClearAllTrustlinesResponseSchema = z
  .object({
    txs_to_sign: z.array(UnsignedTransactionSchema),
    count: CountSchema,
    lines_with_balance: z.array(LineWithBalanceSchema).optional(),
  })
  .refine((r) => r.count === r.txs_to_sign.length, { error: 'count must equal the number of transactions' });
export type ClearAllTrustlinesResponse = z.infer<typeof ClearAllTrustlinesResponseSchema>;

/** clear_all_trustlines_signed: the web posts them in groups of 10 (spec §9). */
export const ClearAllTrustlinesSignedRequestSchema = z.object({
  classic_address: AddressSchema,
  tx_blobs: z.array(TxBlobSchema).min(1).max(400),
});
export type ClearAllTrustlinesSignedRequest = z.infer<typeof ClearAllTrustlinesSignedRequestSchema>;

export const ClearAllTrustlinesSignedResponseSchema = z.object({
  results: z.array(SubmitResultSchema),
  count: CountSchema,
  freed_xrp: XrpAmountSchema,
});
export type ClearAllTrustlinesSignedResponse = z.infer<typeof ClearAllTrustlinesSignedResponseSchema>;
