/** Token market data: the token_data record (spec §3), live markets, search, detail, candles. */
import { z } from 'zod';
import { CANDLE_INTERVALS, TOKEN_SORT_FIELDS } from './market-fields.js';
import { FEE_CATEGORIES } from '../fees/rates.js';
import { SEARCH_RESULTS_MAX } from '../constants/index.js';
import {
  AddressSchema,
  CountSchema,
  DecimalSchema,
  HttpsUrlSchema,
  HundredthsPercentSchema,
  IsoTimestampSchema,
  TokenAmountSchema,
  TokenIdSchema,
  XrpAmountSchema,
  singleLineText,
} from './primitives.js';
import { TradingFeeUnitsSchema } from './unsigned-tx.js';
import { HostedIconSchema } from './icons.js';

/** Icons are ours: only a path this server hosts (icons.ts). */
const IconUrl = HostedIconSchema;

/** What a holder is to the token, beyond a trader: its AMM pool, its issuer, or the wallet that launched it. */
export const HOLDER_ROLES = ['amm', 'issuer', 'developer'] as const;

export const HolderSchema = z.object({
  classic_address: AddressSchema,
  balance: TokenAmountSchema,
  role: z.enum(HOLDER_ROLES).nullable(),
});

/** Token record of the token_data table (spec §3). */
export const TokenRecordSchema = z.object({
  id: z.number().int().positive(),
  token_id: TokenIdSchema,
  token_name: z.string().min(1).max(64),
  ticker: z.string().min(1).max(40),
  token_icon_url: IconUrl.nullable(),
  token_description: z.string().max(2000).nullable(),
  price_in_xrp: DecimalSchema,
  marketcap_usd: DecimalSchema,
  volume_24h: XrpAmountSchema,
  volume_7d: XrpAmountSchema,
  price_change_24h: HundredthsPercentSchema.nullable().meta({
    description:
      'Change of the last trade price against the last one 24 h before (or the first one, for a token that first traded within 24 h), in percent; null before any trade',
  }),
  price_change_since_first_trade: z.boolean().meta({
    description: 'price_change_24h is taken since the first trade: the token has no price from 24 h before',
  }),
  liquidity_usd: DecimalSchema,
  supply: TokenAmountSchema,
  holders: CountSchema,
  holders_list: z.array(HolderSchema),
  trustlines: CountSchema,
  created_at: IsoTimestampSchema,
  updated_at: IsoTimestampSchema,
  token_url_link: HttpsUrlSchema.nullable(),
  token_tg_link: HttpsUrlSchema.nullable(),
  token_x_link: HttpsUrlSchema.nullable(),
  token_developer: AddressSchema.nullable(),
  launched_on: z.string().max(64).nullable(),
  amm_xrp_amount: XrpAmountSchema.nullable(),
  amm_token_amount: TokenAmountSchema.nullable(),
  amm_trading_fee: TradingFeeUnitsSchema.nullable(),
  amm_token_id: TokenIdSchema.nullable(),
  fee_category: z.enum(FEE_CATEGORIES).optional().meta({ description: 'Which burn rate its trades pay' }),
});
export type TokenRecord = z.infer<typeof TokenRecordSchema>;

export const ChartPointSchema = z.object({
  time: z.number().int().min(0).meta({ description: 'Unix seconds' }),
  price_in_xrp: DecimalSchema,
});
export type ChartPoint = z.infer<typeof ChartPointSchema>;

/** GET /api/tokens/{token_id}: the record with its price chart. */
export const TokenDetailSchema = TokenRecordSchema.extend({ chart_data: z.array(ChartPointSchema) });
export type TokenDetail = z.infer<typeof TokenDetailSchema>;

export const TokenParamsSchema = z.object({ token_id: TokenIdSchema });
export type TokenParams = z.input<typeof TokenParamsSchema>;

const SearchText = singleLineText(100);

/** GET /api/tokens/search?q= */
export const TokenSearchQuerySchema = z.object({ q: SearchText });
export type TokenSearchQuery = z.input<typeof TokenSearchQuerySchema>;

/** Search result (spec §3); an address-shaped query yields a wallet result. */
export const SearchResultSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('token'),
    token_id: TokenIdSchema,
    name: z.string(),
    ticker: z.string(),
    token_icon_url: IconUrl.nullable(),
    marketcap_usd: DecimalSchema,
  }),
  z.object({ type: z.literal('wallet'), address: AddressSchema }),
]);
export type SearchResult = z.infer<typeof SearchResultSchema>;

export const TokenSearchResponseSchema = z.object({
  results: z.array(SearchResultSchema).max(SEARCH_RESULTS_MAX),
});
export type TokenSearchResponse = z.infer<typeof TokenSearchResponseSchema>;

/** GET /api/tokens: live markets. Query strings are coerced to numbers where needed. */
export const TokenListQuerySchema = z.object({
  sort: z.enum(TOKEN_SORT_FIELDS).default('marketcap_usd'),
  order: z.enum(['asc', 'desc']).default('desc'),
  limit: z.coerce.number().int().min(1).max(100).default(50),
  offset: z.coerce.number().int().min(0).default(0),
  q: SearchText.optional(),
});
export type TokenListQuery = z.input<typeof TokenListQuerySchema>;

export const TokenListResponseSchema = z.object({
  tokens: z.array(TokenRecordSchema),
  total: CountSchema,
  limit: z.number().int().min(1),
  offset: CountSchema,
});
export type TokenListResponse = z.infer<typeof TokenListResponseSchema>;

export const CandleIntervalSchema = z.enum(CANDLE_INTERVALS);
export type CandleInterval = z.infer<typeof CandleIntervalSchema>;

/** GET /api/tokens/{token_id}/candles?interval= (from/to in Unix seconds). */
export const CandlesQuerySchema = z.object({
  interval: CandleIntervalSchema,
  from: z.coerce.number().int().min(0).optional(),
  to: z.coerce.number().int().min(0).optional(),
  limit: z.coerce.number().int().min(1).max(1000).default(500),
});
export type CandlesQuery = z.input<typeof CandlesQuerySchema>;

/** One price candle in XRP per token. */
export const CandleSchema = z.object({
  time: z.number().int().min(0).meta({ description: 'Start of the interval, Unix seconds' }),
  open: DecimalSchema,
  high: DecimalSchema,
  low: DecimalSchema,
  close: DecimalSchema,
  volume_xrp: XrpAmountSchema,
  trades: CountSchema,
});
export type Candle = z.infer<typeof CandleSchema>;

export const CandlesResponseSchema = z.object({
  token_id: TokenIdSchema,
  interval: CandleIntervalSchema,
  candles: z.array(CandleSchema),
});
export type CandlesResponse = z.infer<typeof CandlesResponseSchema>;
