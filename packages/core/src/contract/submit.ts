/** What the server answers after submitting signed blobs and waiting for validation (spec §3). */
import { z } from 'zod';
import {
  EngineResultSchema,
  TokenAmountSchema,
  TxHashSchema,
  UInt32Schema,
  XrpAmountSchema,
} from './primitives.js';

/** Submit results: the hash and result, plus what the kind of transaction delivered. */
export const SubmitResultSchema = z.object({
  tx_hash: TxHashSchema,
  engine_result: EngineResultSchema,
  token_amount_received: TokenAmountSchema.optional(),
  xrp_amount_received: XrpAmountSchema.optional(),
  freed_xrp: XrpAmountSchema.optional(),
  lp_tokens_received: TokenAmountSchema.optional(),
  xrp_received: XrpAmountSchema.optional(),
  token_received: TokenAmountSchema.optional(),
});
export type SubmitResult = z.infer<typeof SubmitResultSchema>;

export const BuyResultSchema = z.object({
  tx_hash: TxHashSchema,
  engine_result: EngineResultSchema,
  token_amount_received: TokenAmountSchema,
});
export type BuyResult = z.infer<typeof BuyResultSchema>;

export const SellResultSchema = z.object({
  tx_hash: TxHashSchema,
  engine_result: EngineResultSchema,
  xrp_amount_received: XrpAmountSchema,
});
export type SellResult = z.infer<typeof SellResultSchema>;

export const SwapResultSchema = z.object({
  tx_hash: TxHashSchema,
  engine_result: EngineResultSchema,
  to_token_received: TokenAmountSchema,
});
export type SwapResult = z.infer<typeof SwapResultSchema>;

/** A placed limit order: its offer sequence is what cancels it later. */
export const LimitOrderResultSchema = z.object({
  tx_hash: TxHashSchema,
  engine_result: EngineResultSchema,
  offer_sequence: UInt32Schema,
});
export type LimitOrderResult = z.infer<typeof LimitOrderResultSchema>;

/** A transaction the server signs itself (the pre-snipe hot wallet, DESIGN "The system at a glance"). */
export const ServerTxResultSchema = z.object({
  tx_hash: TxHashSchema,
  engine_result: EngineResultSchema,
  token_amount: TokenAmountSchema.optional(),
  xrp_amount: XrpAmountSchema.optional(),
});
export type ServerTxResult = z.infer<typeof ServerTxResultSchema>;
