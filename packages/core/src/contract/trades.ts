/** Trades as the indexer derives them from validated ledgers, and the lists that carry them. */
import { z } from 'zod';
import {
  AddressSchema,
  ClassicAddressBodySchema,
  IsoTimestampSchema,
  PriceSchema,
  TokenAmountSchema,
  TokenIdSchema,
  TxHashSchema,
  UInt32Schema,
  XrpAmountSchema,
} from './primitives.js';

export const TradeSideSchema = z.enum(['buy', 'sell']);
export type TradeSide = z.infer<typeof TradeSideSchema>;

/** One trade of a token against XRP, seen from the trader's side. */
export const TradeSchema = z.object({
  tx_hash: TxHashSchema,
  ledger_index: UInt32Schema,
  executed_at: IsoTimestampSchema,
  classic_address: AddressSchema,
  token_id: TokenIdSchema,
  side: TradeSideSchema,
  xrp_amount: XrpAmountSchema,
  token_amount: TokenAmountSchema,
  price_in_xrp: PriceSchema,
});
export type Trade = z.infer<typeof TradeSchema>;

/** POST /api/trustless/get_recent_trades_all_tokens. */
export const RecentTradesRequestSchema = ClassicAddressBodySchema;
export type RecentTradesRequest = z.infer<typeof RecentTradesRequestSchema>;

/** "trades, or an array" (spec §7); a 400 is read as an empty list. */
export const RecentTradesResponseSchema = z.union([
  z.object({ trades: z.array(TradeSchema) }),
  z.array(TradeSchema),
]);
export type RecentTradesResponse = z.infer<typeof RecentTradesResponseSchema>;

/** Either shape of the recent-trades answer as one list. */
export function recentTradesList(response: RecentTradesResponse): Trade[] {
  return Array.isArray(response) ? response : response.trades;
}
