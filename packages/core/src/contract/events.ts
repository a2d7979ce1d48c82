/** GET /api/events: server-sent events; each `data:` line is one of these JSON payloads. */
import { z } from 'zod';
import { SERVER_EVENT_TYPES } from './event-types.js';
import {
  AddressSchema,
  CountSchema,
  DecimalSchema,
  IsoTimestampSchema,
  TokenAmountSchema,
  TokenIdSchema,
  UInt32Schema,
  XrpAmountSchema,
} from './primitives.js';
import { PercentChangeSchema } from './markets.js';
import { TradeSchema } from './trades.js';

/** Optional filters: only this token's events, or only this wallet's trades. */
export const EventsQuerySchema = z.object({
  token_id: TokenIdSchema.optional(),
  classic_address: AddressSchema.optional(),
});
export type EventsQuery = z.input<typeof EventsQuerySchema>;

export const TradeEventSchema = z.object({ type: z.literal(SERVER_EVENT_TYPES[0]), trade: TradeSchema });

export const LedgerEventSchema = z.object({
  type: z.literal(SERVER_EVENT_TYPES[1]),
  ledger_index: UInt32Schema,
  ledger_hash: z.string().regex(/^[0-9A-Fa-f]{64}$/, { error: 'Invalid ledger hash' }),
  close_time: IsoTimestampSchema,
  txn_count: CountSchema,
});

/** The market fields of a token that changed. */
export const TokenUpdateEventSchema = z.object({
  type: z.literal(SERVER_EVENT_TYPES[2]),
  token_id: TokenIdSchema,
  price_in_xrp: DecimalSchema,
  marketcap_usd: DecimalSchema,
  volume_24h: XrpAmountSchema,
  liquidity_usd: DecimalSchema,
  holders: CountSchema,
  amm_xrp_amount: XrpAmountSchema.nullable(),
  amm_token_amount: TokenAmountSchema.nullable(),
  price_change_24h: PercentChangeSchema.nullable().optional(),
  updated_at: IsoTimestampSchema,
});

export const ServerEventSchema = z.discriminatedUnion('type', [
  TradeEventSchema,
  LedgerEventSchema,
  TokenUpdateEventSchema,
]);
export type ServerEvent = z.infer<typeof ServerEventSchema>;
export type ServerEventType = ServerEvent['type'];
