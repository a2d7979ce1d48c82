/** GET /api/events: server-sent events; each `data:` line is one of these JSON payloads. */
import { z } from 'zod';
import { SERVER_EVENT_TYPES } from './event-types.js';
import { AddressSchema, CountSchema, IsoTimestampSchema, TokenIdSchema, UInt32Schema } from './primitives.js';
import { type TokenRecord, TokenRecordSchema } from './markets.js';
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

/**
 * Every market field a token_data refresh writes, so a live page patched with it shows what a reload would
 * (it once lacked volume_7d: the page then showed a 24 h volume above the 7-day one).
 */
export const TOKEN_UPDATE_FIELDS = {
  price_in_xrp: true,
  marketcap_usd: true,
  volume_24h: true,
  volume_7d: true,
  price_change_24h: true,
  price_change_since_first_trade: true,
  liquidity_usd: true,
  supply: true,
  holders: true,
  trustlines: true,
  amm_xrp_amount: true,
  amm_token_amount: true,
  amm_trading_fee: true,
  updated_at: true,
} as const;

/** The market fields of a token after a change. */
export const TokenUpdateEventSchema = TokenRecordSchema.pick(TOKEN_UPDATE_FIELDS).extend({
  type: z.literal(SERVER_EVENT_TYPES[2]),
  token_id: TokenIdSchema,
});
export type TokenUpdateEvent = z.infer<typeof TokenUpdateEventSchema>;

/** A token record (or detail) as the token_update event leaves it: every field the event carries replaced. */
export function patchTokenRecord<T extends TokenRecord>(record: T, event: TokenUpdateEvent): T {
  const { type: _type, token_id: _id, ...fields } = event;
  return { ...record, ...fields };
}

export const ServerEventSchema = z.discriminatedUnion('type', [
  TradeEventSchema,
  LedgerEventSchema,
  TokenUpdateEventSchema,
]);
export type ServerEvent = z.infer<typeof ServerEventSchema>;
export type ServerEventType = ServerEvent['type'];
