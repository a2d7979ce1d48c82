/** Reads of token market data: the live-markets list, one token with its chart and holders, candles. */
import {
  type Candle,
  type CandleInterval,
  type ChartPoint,
  type TokenDetail,
  type TokenListResponse,
  type TokenRecord,
  TokenRecordSchema,
  hostedIconOf,
  tokenIssuer,
} from '@horizon/core';
import type { Queryable } from '../db/index.js';
import { isoOf, statText, storedPercent, tokenText, xrpText } from '../views/contract-views.js';

const HOLDERS_LISTED = 100;
const CHART_POINTS = 500;

const RECORD_COLUMNS = `id, token_id, token_name, ticker, token_icon_url, token_description,
  price_in_xrp::text AS price_in_xrp, marketcap_usd::text AS marketcap_usd,
  volume_24h_drops::text AS volume_24h_drops, volume_7d_drops::text AS volume_7d_drops,
  price_change_24h::text AS price_change_24h, price_change_since_first_trade,
  liquidity_usd::text AS liquidity_usd, supply::text AS supply, holders, trustlines, created_at, updated_at,
  token_url_link, token_tg_link, token_x_link, token_developer, launched_on,
  amm_xrp_drops::text AS amm_xrp_drops, amm_token_amount::text AS amm_token_amount, amm_trading_fee, amm_token_id`;

type Row = Record<string, unknown>;
type Holder = TokenRecord['holders_list'][number];

const nullable = <T>(value: unknown, map: (v: unknown) => T): T | null =>
  value === null || value === undefined ? null : map(value);

function recordOf(row: Row, holders: TokenRecord['holders_list']): TokenRecord {
  return {
    id: Number(row['id']),
    token_id: String(row['token_id']),
    token_name: String(row['token_name']),
    ticker: String(row['ticker']),
    // Icons are ours: an old row's remote link or data URL is shown as no icon, not sent on.
    token_icon_url: hostedIconOf(row['token_icon_url']),
    token_description: nullable(row['token_description'], String),
    price_in_xrp: tokenText(row['price_in_xrp']),
    marketcap_usd: statText(row['marketcap_usd']),
    volume_24h: xrpText(row['volume_24h_drops']),
    volume_7d: xrpText(row['volume_7d_drops']),
    price_change_24h: nullable(row['price_change_24h'], storedPercent),
    price_change_since_first_trade: row['price_change_since_first_trade'] === true,
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

/** Where a row that does not fit the contract is reported. */
export interface RowLog {
  warn(details: object, message: string): void;
}

/** Whether a record fits the contract readers check; one that does not is logged, so it can be left out. */
function fits(record: TokenRecord, log: RowLog | undefined): boolean {
  const checked = TokenRecordSchema.safeParse(record);
  if (!checked.success) {
    const issues = checked.error.issues.slice(0, 3).map((i) => `${i.path.join('.')}: ${i.message}`);
    log?.warn({ token_id: record.token_id, issues }, 'token row does not fit the contract: left out');
  }
  return checked.success;
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

/** One page of the live markets; a row that does not fit is logged and left out, never the page's failure. */
export async function listTokens(
  db: Queryable,
  options: ListOptions,
  log?: RowLog,
): Promise<TokenListResponse> {
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
    tokens: rows.map((row) => recordOf(row, [])).filter((record) => fits(record, log)),
    total: count?.n ?? 0,
    limit: options.limit,
    offset: options.offset,
  };
}

/**
 * The largest holders, by balance as a number (the bare `balance` would sort by the ::text alias: 9 above 10),
 * each with its role: the token's AMM pool, its issuer, or the wallet that launched it.
 */
export async function holdersOf(db: Queryable, tokenId: string): Promise<TokenRecord['holders_list']> {
  const issuer = tokenIssuer(tokenId);
  const rows = await db.query<{ classic_address: string; balance: string; role: Holder['role'] }>(
    `SELECT h.classic_address, h.balance::text AS balance,
       CASE WHEN h.classic_address = d.amm_account THEN 'amm' WHEN h.classic_address = $2 THEN 'issuer'
         WHEN h.classic_address = d.token_developer THEN 'developer' END AS role
     FROM holdings h LEFT JOIN token_data d ON d.token_id = h.token_id
     WHERE h.token_id = $1 AND h.balance > 0
     ORDER BY h.balance DESC, h.classic_address LIMIT ${HOLDERS_LISTED}`,
    [tokenId, issuer],
  );
  return rows.map((r) => ({
    classic_address: r.classic_address,
    balance: tokenText(r.balance),
    role: r.role,
  }));
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

/** One token with its holders and chart; null when there is none, or its row does not fit (logged). */
export async function tokenDetail(db: Queryable, tokenId: string, log?: RowLog): Promise<TokenDetail | null> {
  const [row] = await db.query(`SELECT ${RECORD_COLUMNS} FROM token_data WHERE token_id = $1`, [tokenId]);
  if (!row) return null;
  const [holders, chart] = [await holdersOf(db, tokenId), await chartOf(db, tokenId)];
  const record = recordOf(row, holders);
  return fits(record, log) ? { ...record, chart_data: chart } : null;
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
