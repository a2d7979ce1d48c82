/** Reads of token market data: the live-markets list, one token with its chart and holders, candles. */
import type {
  Candle,
  CandleInterval,
  ChartPoint,
  TokenDetail,
  TokenListResponse,
  TokenRecord,
} from '@horizon/core';
import type { Queryable } from '../db/index.js';
import { isoOf, percentText, statText, tokenText, xrpText } from './format.js';

const HOLDERS_LISTED = 100;
const CHART_POINTS = 500;

const RECORD_COLUMNS = `id, token_id, token_name, ticker, token_icon_url, token_description,
  price_in_xrp::text AS price_in_xrp, marketcap_usd::text AS marketcap_usd,
  volume_24h_drops::text AS volume_24h_drops, volume_7d_drops::text AS volume_7d_drops,
  price_change_24h::text AS price_change_24h,
  liquidity_usd::text AS liquidity_usd, supply::text AS supply, holders, trustlines, created_at, updated_at,
  token_url_link, token_tg_link, token_x_link, token_developer, launched_on,
  amm_xrp_drops::text AS amm_xrp_drops, amm_token_amount::text AS amm_token_amount, amm_trading_fee, amm_token_id`;

type Row = Record<string, unknown>;

const nullable = <T>(value: unknown, map: (v: unknown) => T): T | null =>
  value === null || value === undefined ? null : map(value);

function recordOf(row: Row, holders: TokenRecord['holders_list']): TokenRecord {
  return {
    id: Number(row['id']),
    token_id: String(row['token_id']),
    token_name: String(row['token_name']),
    ticker: String(row['ticker']),
    token_icon_url: nullable(row['token_icon_url'], String),
    token_description: nullable(row['token_description'], String),
    price_in_xrp: tokenText(row['price_in_xrp']),
    marketcap_usd: statText(row['marketcap_usd']),
    volume_24h: xrpText(row['volume_24h_drops']),
    volume_7d: xrpText(row['volume_7d_drops']),
    price_change_24h: nullable(row['price_change_24h'], percentText),
    liquidity_usd: statText(row['liquidity_usd']),
    supply: tokenText(row['supply']),
    holders: Number(row['holders']),
    holders_list: holders,
    trustlines: Number(row['trustlines']),
    created_at: isoOf(row['created_at']),
    updated_at: isoOf(row['updated_at']),
    token_url_link: nullable(row['token_url_link'], String),
    token_tg_link: nullable(row['token_tg_link'], String),
    token_x_link: nullable(row['token_x_link'], String),
    token_developer: nullable(row['token_developer'], String),
    launched_on: nullable(row['launched_on'], String),
    amm_xrp_amount: nullable(row['amm_xrp_drops'], xrpText),
    amm_token_amount: nullable(row['amm_token_amount'], tokenText),
    amm_trading_fee: nullable(row['amm_trading_fee'], Number),
    amm_token_id: nullable(row['amm_token_id'], String),
  };
}

const SORT_COLUMNS: Record<string, string> = {
  marketcap_usd: 'marketcap_usd',
  volume_24h: 'volume_24h_drops',
  volume_7d: 'volume_7d_drops',
  liquidity_usd: 'liquidity_usd',
  price_in_xrp: 'price_in_xrp',
  price_change_24h: 'price_change_24h',
  holders: 'holders',
  created_at: 'created_at',
};

export interface ListOptions {
  readonly sort: string;
  readonly order: 'asc' | 'desc';
  readonly limit: number;
  readonly offset: number;
  /** Only these rows (a search's matches); undefined = all. */
  readonly ids?: readonly number[];
}

export async function listTokens(db: Queryable, options: ListOptions): Promise<TokenListResponse> {
  // Qualified: the bare name would sort by the ::text alias of the select list (lexically: $5K above $12K).
  // A token without a 24 h change comes last whichever way the list is sorted.
  const column = `token_data.${SORT_COLUMNS[options.sort] ?? 'marketcap_usd'}`;
  const direction = options.order === 'asc' ? 'ASC' : 'DESC';
  const filter = options.ids ? 'WHERE id = ANY($3::int[])' : '';
  const params: unknown[] = [options.limit, options.offset, ...(options.ids ? [options.ids] : [])];
  const rows = await db.query(
    `SELECT ${RECORD_COLUMNS} FROM token_data ${filter}
     ORDER BY ${column} ${direction} NULLS LAST, token_data.id ${direction}
     LIMIT $1 OFFSET $2`,
    params,
  );
  const [count] = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM token_data ${options.ids ? 'WHERE id = ANY($1::int[])' : ''}`,
    options.ids ? [options.ids] : [],
  );
  return {
    tokens: rows.map((row) => recordOf(row, [])),
    total: count?.n ?? 0,
    limit: options.limit,
    offset: options.offset,
  };
}

export async function holdersOf(db: Queryable, tokenId: string): Promise<TokenRecord['holders_list']> {
  const rows = await db.query<{ classic_address: string; balance: string }>(
    `SELECT classic_address, balance::text AS balance FROM holdings WHERE token_id = $1 AND balance > 0
     ORDER BY balance DESC, classic_address LIMIT ${HOLDERS_LISTED}`,
    [tokenId],
  );
  return rows.map((r) => ({ classic_address: r.classic_address, balance: tokenText(r.balance) }));
}

/** Close prices of the token's hourly candles, oldest first. */
async function chartOf(db: Queryable, tokenId: string): Promise<ChartPoint[]> {
  const rows = await db.query<{ bucket: string; close: string }>(
    `SELECT bucket::text AS bucket, close::text AS close FROM candles WHERE token_id = $1 AND interval = '1h'
     ORDER BY bucket DESC LIMIT ${CHART_POINTS}`,
    [tokenId],
  );
  return rows.reverse().map((r) => ({ time: Number(r.bucket), price_in_xrp: tokenText(r.close) }));
}

export async function tokenDetail(db: Queryable, tokenId: string): Promise<TokenDetail | null> {
  const [row] = await db.query(`SELECT ${RECORD_COLUMNS} FROM token_data WHERE token_id = $1`, [tokenId]);
  if (!row) return null;
  const [holders, chart] = [await holdersOf(db, tokenId), await chartOf(db, tokenId)];
  return { ...recordOf(row, holders), chart_data: chart };
}

export interface CandleRange {
  readonly from?: number | undefined;
  readonly to?: number | undefined;
  readonly limit: number;
}

export async function candlesOf(
  db: Queryable,
  tokenId: string,
  interval: CandleInterval,
  range: CandleRange,
): Promise<Candle[]> {
  const rows = await db.query<Record<string, string>>(
    `SELECT bucket::text AS bucket, open::text AS open, high::text AS high, low::text AS low, close::text AS close,
       volume_drops::text AS volume_drops, trades FROM candles
     WHERE token_id = $1 AND interval = $2 AND bucket >= $3 AND bucket <= $4
     ORDER BY bucket DESC LIMIT $5`,
    [tokenId, interval, range.from ?? 0, range.to ?? 4_294_967_295, range.limit],
  );
  return rows.reverse().map((r) => ({
    time: Number(r['bucket']),
    open: tokenText(r['open']),
    high: tokenText(r['high']),
    low: tokenText(r['low']),
    close: tokenText(r['close']),
    volume_xrp: xrpText(r['volume_drops']),
    trades: Number(r['trades']),
  }));
}
