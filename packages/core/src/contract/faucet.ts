/**
 * The localnet faucet in the wallet dashboard (issue 9): a new wallet on the embedded localnet gets XRP
 * with one click. Offered only there; on any other network the server answers available: false and 404.
 */
import { z } from 'zod';
import { AddressSchema, TxHashSchema, XrpAmountSchema } from './primitives.js';

/** GET /api/faucet */
export const FaucetInfoSchema = z.object({
  available: z.boolean(),
  xrp_amount: XrpAmountSchema.nullable().meta({ description: 'What one request sends, when available' }),
});
export type FaucetInfo = z.infer<typeof FaucetInfoSchema>;

/** POST /api/faucet */
export const FaucetRequestSchema = z.object({ classic_address: AddressSchema });
export type FaucetRequest = z.infer<typeof FaucetRequestSchema>;

export const FaucetResponseSchema = z.object({
  classic_address: AddressSchema,
  xrp_amount: XrpAmountSchema,
  tx_hash: TxHashSchema,
});
export type FaucetResponse = z.infer<typeof FaucetResponseSchema>;
