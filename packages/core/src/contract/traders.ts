/** Who trades: top traders of a token, leaderboards, another wallet's public view, the XRP/USD rate. */
import { z } from 'zod';
import { HoldingsResponseSchema } from './holdings.js';
import {
  AddressSchema,
  CountSchema,
  DecimalSchema,
  IsoTimestampSchema,
  SignedXrpAmountSchema,
  TokenAmountSchema,
  TokenIdSchema,
  XrpAmountSchema,
} from './primitives.js';
import { TradeSchema } from './trades.js';

export const TopTraderSchema = z.object({
  classic_address: AddressSchema,
  total_xrp_spent: XrpAmountSchema,
  total_xrp_sold: XrpAmountSchema,
  /** realized + unrealized at average cost (see HoldingsResponse in holdings.ts for why not sold − spent). */
  pnl_xrp: SignedXrpAmountSchema,
  realized_pnl_xrp: SignedXrpAmountSchema,
  unrealized_pnl_xrp: SignedXrpAmountSchema,
  balance: TokenAmountSchema,
  trades: CountSchema,
});
export type TopTrader = z.infer<typeof TopTraderSchema>;

/** get_top_traders_for_token_id. */
export const TopTradersRequestSchema = z.object({ classic_address: AddressSchema, token_id: TokenIdSchema });
export type TopTradersRequest = z.input<typeof TopTradersRequestSchema>;

/** Top traders (spec §3): the traders and the token's latest transactions. */
export const TopTradersSchema = z.object({
  traders: z.array(TopTraderSchema),
  transactions: z.array(TradeSchema),
  total_transactions: CountSchema,
  last_updated: IsoTimestampSchema.nullable(),
});
export type TopTraders = z.infer<typeof TopTradersSchema>;

export const LEADERBOARD_PERIODS = ['24h', '7d', 'all'] as const;
export const LEADERBOARD_METRICS = ['pnl', 'volume'] as const;

/** GET /api/leaderboards?period=&by= */
export const LeaderboardQuerySchema = z.object({
  period: z.enum(LEADERBOARD_PERIODS).default('24h'),
  by: z.enum(LEADERBOARD_METRICS).default('pnl'),
});
export type LeaderboardQuery = z.input<typeof LeaderboardQuerySchema>;

export const LeaderboardEntrySchema = z.object({
  rank: z.number().int().min(1),
  classic_address: AddressSchema,
  /**
   * realized + unrealized at average cost. 24 h and 7 d: PnL realized by sells in the period plus the
   * unrealized PnL now of the positions traded in it.
   */
  pnl_xrp: SignedXrpAmountSchema,
  realized_pnl_xrp: SignedXrpAmountSchema,
  unrealized_pnl_xrp: SignedXrpAmountSchema,
  volume_xrp: XrpAmountSchema,
  trades: CountSchema,
});
export type LeaderboardEntry = z.infer<typeof LeaderboardEntrySchema>;

export const LeaderboardResponseSchema = z.object({
  period: z.enum(LEADERBOARD_PERIODS),
  by: z.enum(LEADERBOARD_METRICS),
  entries: z.array(LeaderboardEntrySchema),
});
export type LeaderboardResponse = z.infer<typeof LeaderboardResponseSchema>;

/** GET /api/wallets/{address}: what anyone may see of a wallet. */
export const WalletParamsSchema = z.object({ address: AddressSchema });
export type WalletParams = z.input<typeof WalletParamsSchema>;

export const WalletViewSchema = z.object({
  classic_address: AddressSchema,
  holdings: HoldingsResponseSchema,
  recent_trades: z.array(TradeSchema),
});
export type WalletView = z.infer<typeof WalletViewSchema>;

/** GET /api/rate/xrp-usd: the mid price of the stablecoin's XRP pool (no fee); null while there is none. */
export const XrpUsdRateSchema = z.object({
  xrp_usd: DecimalSchema.nullable(),
  usd_token_id: TokenIdSchema.nullable().meta({ description: 'The stablecoin: worth exactly $1.00' }),
  source: z.string().min(1),
  updated_at: IsoTimestampSchema.nullable(),
});
export type XrpUsdRate = z.infer<typeof XrpUsdRateSchema>;
