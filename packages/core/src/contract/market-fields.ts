/**
 * The markets' field lists, apart from their schemas (markets.ts builds those): the web app's table sort and
 * chart intervals use them without building zod.
 */
export const TOKEN_SORT_FIELDS = [
  'marketcap_usd',
  'volume_24h',
  'volume_7d',
  'liquidity_usd',
  'price_in_xrp',
  'price_change_24h',
  'holders',
  'created_at',
] as const;

export const CANDLE_INTERVALS = ['1m', '5m', '1h', '1d'] as const;
