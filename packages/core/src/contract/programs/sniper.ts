/** Sniper: the fairness commitment and report of each sniper round (the pre-snipe calls of spec §7 are in routes-wallet.ts). */
import { z } from 'zod';
import { TokenParamsSchema } from '../markets.js';
import {
  AddressSchema,
  IsoTimestampSchema,
  TokenAmountSchema,
  TokenIdSchema,
  TxHashSchema,
  UInt32Schema,
  XrpAmountSchema,
} from '../primitives.js';
import type { RouteSpec } from '../route-spec.js';

const HEX_64 = z.string().regex(/^[0-9a-f]{64}$/);

/** One pre-snipe wallet in a round: its place in the order (null when skipped) and what it bought. */
export const SnipeEntrySchema = z.object({
  position: z.number().int().min(1).nullable(),
  pre_snipe_address: AddressSchema,
  order_hash: HEX_64.meta({
    description: 'SHA-256(seed ‖ address), shown once the seed is revealed',
  }).nullable(),
  xrp_amount: XrpAmountSchema,
  status: z.enum(['pending', 'bought', 'failed', 'skipped']),
  skip_reason: z.string().nullable(),
  token_amount: TokenAmountSchema.nullable(),
  tx_hash: TxHashSchema.nullable(),
  ledger_index: UInt32Schema.nullable(),
  transaction_index: UInt32Schema.nullable(),
});
export type SnipeEntry = z.infer<typeof SnipeEntrySchema>;

/** The fairness report: the commitment from before the pool existed, the seed after, and the order it gave. */
export const SnipeRoundSchema = z.object({
  token_id: TokenIdSchema,
  state: z.enum(['committed', 'running', 'revealed']),
  commitment: HEX_64.meta({ description: 'SHA-256 of the seed, published when the launch was created' }),
  seed: HEX_64.nullable(),
  order_rule: z.string(),
  committed_at: IsoTimestampSchema,
  revealed_at: IsoTimestampSchema.nullable(),
  participants: z.array(SnipeEntrySchema),
});
export type SnipeRound = z.infer<typeof SnipeRoundSchema>;

export const SNIPER_ROUTES = [
  {
    method: 'GET',
    path: '/api/tokens/{token_id}/snipe-round',
    summary:
      'The sniper round of a token launched on Horizon: commitment, seed once revealed, the order; null for a token without one',
    tag: 'Sniper',
    access: 'public',
    params: TokenParamsSchema,
    // Most tokens have no round: that is an answer (null), not a missing resource the browser logs as an error.
    response: SnipeRoundSchema.nullable(),
  },
] as const satisfies readonly RouteSpec[];
