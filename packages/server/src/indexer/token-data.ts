/**
 * token_data maintenance (spec §3): rows appear when a token is first seen; market fields are recomputed in
 * one set-based statement from the pools, holdings and trades: price from the XRP pool (else the last trade),
 * supply = what holders hold (the issuer's obligations), market cap and liquidity in USD through the XRP→USD
 * rate of the USD_TOKEN pool, volumes over 24 h and 7 d of taker trades, read from the candles (the 5-minute
 * and 1-hour buckets that start inside the window: the window's edge moves by bucket), and the 24 h change of
 * the last taker trade's price against the last one at or before 24 h ago, or against the first one for a
 * token that traded first within the day (then marked `since_first`: else every new token showed '—').
 */
import { tokenCurrency } from '@horizon/core';
import { decodeCurrency } from '@horizon/protocol';
import type { Queryable } from '../db/index.js';

export interface TokenUpdate {
  readonly token_id: string;
  readonly price_in_xrp: string;
  readonly marketcap_usd: string;
  /** int8 columns come back as text: no driver rounds them. */
  readonly volume_24h_drops: string;
  readonly volume_7d_drops: string;
  readonly liquidity_usd: string;
  readonly supply: string;
  readonly holders: number;
  readonly trustlines: number;
  readonly amm_xrp_drops: string | null;
  readonly amm_token_amount: string | null;
  readonly amm_trading_fee: number | null;
  readonly price_change_24h: string | null;
  readonly price_change_since_first_trade: boolean;
  readonly updated_at: Date;
}

export function tickerOf(tokenId: string): string {
  return decodeCurrency(tokenCurrency(tokenId));
}

/** Creates the rows of tokens not seen before (name and ticker from the currency code). */
export async function ensureTokens(q: Queryable, tokenIds: readonly string[], seenAt: number): Promise<void> {
  if (tokenIds.length === 0) return;
  const tickers = tokenIds.map(tickerOf);
  await q.query(
    `INSERT INTO token_data (token_id, token_name, ticker, created_at, updated_at)
     SELECT id, t, t, to_timestamp($3), to_timestamp($3) FROM unnest($1::text[], $2::text[]) AS u(id, t)
     ON CONFLICT (token_id) DO NOTHING`,
    [tokenIds, tickers, seenAt],
  );
}

/** XRP per USD-token unit inverted: USD per XRP from the USD_TOKEN pool, as SQL (null without a pool). */
const RATE_SQL = `(SELECT p.token_amount / (p.xrp_drops::numeric / 1000000) FROM amm_pools p
   WHERE p.token_id = $3 AND NOT p.deleted AND p.is_xrp_pool IS NOT FALSE AND p.xrp_drops > 0 AND p.token_amount > 0
   ORDER BY p.xrp_drops DESC LIMIT 1)`;

/**
 * (cur − old) / old in percent as SQL, core's one percent rounding (percent/percent-of.ts: hundredths, half away
 * from zero) written with integer division only (exact: round(|Δ|·10000 / old) = floor((|Δ|·20000 + old) /
 * (2·old)), old > 0). It stays SQL because the live markets sort by the stored change; a test holds it to
 * core's hundredthsOf on the same rows. NULL without any taker trade.
 */
export const percentChangeSql = (cur: string, old: string): string => `sign(${cur} - ${old})
    * div(abs(${cur} - ${old}) * 20000 + ${old}, 2 * ${old}) / 100`;

const CHANGE_SQL = percentChangeSql('change.cur', 'change.old');

const REFRESH_SQL = `
WITH ids AS (SELECT DISTINCT unnest($1::text[]) AS token_id),
pool AS (
  SELECT DISTINCT ON (p.token_id) p.token_id, p.amm_account, p.xrp_drops, p.token_amount, p.trading_fee
  FROM amm_pools p JOIN ids USING (token_id)
  WHERE NOT p.deleted AND p.is_xrp_pool IS NOT FALSE AND p.xrp_drops > 0 AND p.token_amount > 0
  ORDER BY p.token_id, p.xrp_drops DESC),
hold AS (
  SELECT h.token_id, COALESCE(sum(h.balance) FILTER (WHERE h.balance > 0), 0) AS supply,
    count(*) FILTER (WHERE h.balance > 0) AS holders, count(*) FILTER (WHERE h.has_line) AS trustlines
  FROM holdings h JOIN ids USING (token_id) GROUP BY h.token_id),
vol AS (
  SELECT c.token_id,
    COALESCE(sum(c.volume_drops) FILTER (WHERE c.interval = '5m' AND c.bucket > $2 - 86400), 0) AS v24,
    COALESCE(sum(c.volume_drops) FILTER (WHERE c.interval = '1h' AND c.bucket > $2 - 604800), 0) AS v7
  FROM candles c JOIN ids USING (token_id)
  WHERE (c.interval = '5m' AND c.bucket > $2 - 86400) OR (c.interval = '1h' AND c.bucket > $2 - 604800)
  GROUP BY c.token_id),
last AS (
  SELECT DISTINCT ON (c.token_id) c.token_id, c.close AS price_in_xrp
  FROM candles c JOIN ids USING (token_id) WHERE c.interval = '1d'
  ORDER BY c.token_id, c.bucket DESC),
change AS (
  SELECT ids.token_id, now_t.price AS cur, COALESCE(then_t.price, first_t.price) AS old,
    then_t.price IS NULL AND first_t.price IS NOT NULL AS since_first FROM ids
  LEFT JOIN LATERAL (SELECT t.price_in_xrp AS price FROM trades t WHERE t.token_id = ids.token_id
    AND t.role = 'taker' ORDER BY t.ledger_index DESC, t.tx_index DESC LIMIT 1) now_t ON true
  LEFT JOIN LATERAL (SELECT t.price_in_xrp AS price FROM trades t WHERE t.token_id = ids.token_id
    AND t.role = 'taker' AND t.executed_at <= to_timestamp($2 - 86400)
    ORDER BY t.ledger_index DESC, t.tx_index DESC LIMIT 1) then_t ON true
  LEFT JOIN LATERAL (SELECT t.price_in_xrp AS price FROM trades t WHERE t.token_id = ids.token_id
    AND t.role = 'taker' ORDER BY t.ledger_index, t.tx_index LIMIT 1) first_t ON true),
rate AS (SELECT ${RATE_SQL} AS xrp_usd),
calc AS (
  SELECT ids.token_id,
    COALESCE((pool.xrp_drops::numeric / 1000000) / pool.token_amount, last.price_in_xrp, 0) AS price,
    COALESCE(hold.supply, 0) AS supply, COALESCE(hold.holders, 0) AS holders,
    COALESCE(hold.trustlines, 0) AS trustlines, COALESCE(vol.v24, 0) AS v24, COALESCE(vol.v7, 0) AS v7,
    pool.amm_account, pool.xrp_drops, pool.token_amount, pool.trading_fee,
    ${CHANGE_SQL} AS change_24h, COALESCE(change.since_first, false) AS since_first
  FROM ids LEFT JOIN pool USING (token_id) LEFT JOIN hold USING (token_id) LEFT JOIN vol USING (token_id)
    LEFT JOIN last USING (token_id) LEFT JOIN change USING (token_id)),
valued AS (
  SELECT calc.*,
    COALESCE(round(calc.supply * calc.price * (SELECT xrp_usd FROM rate), 6), 0) AS marketcap,
    COALESCE(round(2 * (calc.xrp_drops::numeric / 1000000) * (SELECT xrp_usd FROM rate), 6), 0) AS liquidity
  FROM calc)
UPDATE token_data d SET
  price_in_xrp = calc.price,
  supply = calc.supply,
  holders = calc.holders,
  trustlines = calc.trustlines,
  volume_24h_drops = calc.v24,
  volume_7d_drops = calc.v7,
  price_change_24h = calc.change_24h,
  price_change_since_first_trade = calc.since_first,
  marketcap_usd = calc.marketcap,
  liquidity_usd = calc.liquidity,
  amm_account = calc.amm_account,
  amm_xrp_drops = calc.xrp_drops,
  amm_token_amount = calc.token_amount,
  amm_trading_fee = calc.trading_fee,
  updated_at = to_timestamp($2)
FROM valued calc WHERE d.token_id = calc.token_id
  AND (NOT $4::boolean OR (d.price_in_xrp, d.marketcap_usd, d.volume_24h_drops, d.volume_7d_drops,
    d.liquidity_usd, d.price_change_24h, d.price_change_since_first_trade) IS DISTINCT FROM (calc.price,
    calc.marketcap, calc.v24, calc.v7, calc.liquidity, calc.change_24h, calc.since_first))
RETURNING d.token_id, d.price_in_xrp::text AS price_in_xrp, d.marketcap_usd::text AS marketcap_usd,
  d.volume_24h_drops::text AS volume_24h_drops, d.volume_7d_drops::text AS volume_7d_drops,
  d.liquidity_usd::text AS liquidity_usd, d.supply::text AS supply, d.holders, d.trustlines,
  d.amm_xrp_drops::text AS amm_xrp_drops, d.amm_token_amount::text AS amm_token_amount, d.amm_trading_fee,
  d.price_change_24h::text AS price_change_24h, d.price_change_since_first_trade, d.updated_at`;

/**
 * Recomputes the market fields of these tokens as of `nowSeconds`; answers the new values. `onlyChanged`
 * leaves alone (and does not answer) the rows whose market values come out the same.
 */
export async function refreshTokenMarket(
  q: Queryable,
  tokenIds: readonly string[],
  nowSeconds: number,
  usdTokenId: string | undefined,
  onlyChanged = false,
): Promise<TokenUpdate[]> {
  if (tokenIds.length === 0) return [];
  return q.query<TokenUpdate & Record<string, unknown>>(REFRESH_SQL, [
    tokenIds,
    nowSeconds,
    usdTokenId ?? null,
    onlyChanged,
  ]);
}

/**
 * Recomputes every token with recent trades or a pool (volumes decay with time even without trades); answers
 * only the tokens whose market values changed.
 */
export async function refreshActiveTokens(
  q: Queryable,
  nowSeconds: number,
  usdTokenId: string | undefined,
): Promise<TokenUpdate[]> {
  const rows = await q.query<{ token_id: string }>(
    `SELECT token_id FROM token_data WHERE volume_7d_drops > 0 OR amm_xrp_drops IS NOT NULL
       OR token_id = $1`,
    [usdTokenId ?? null],
  );
  return refreshTokenMarket(
    q,
    rows.map((r) => r.token_id),
    nowSeconds,
    usdTokenId,
    true,
  );
}

/** USD per XRP from the USD_TOKEN pool, with the pool's last update; null without one. */
export async function xrpUsdRate(
  q: Queryable,
  usdTokenId: string | undefined,
): Promise<{ rate: string; updatedAt: Date } | null> {
  if (!usdTokenId) return null;
  const [row] = await q.query<{ rate: string | null; updated_at: Date }>(
    `SELECT (p.token_amount / (p.xrp_drops::numeric / 1000000))::text AS rate, p.updated_at FROM amm_pools p
     WHERE p.token_id = $1 AND NOT p.deleted AND p.is_xrp_pool IS NOT FALSE AND p.xrp_drops > 0 AND p.token_amount > 0
     ORDER BY p.xrp_drops DESC LIMIT 1`,
    [usdTokenId],
  );
  return row?.rate ? { rate: row.rate, updatedAt: row.updated_at } : null;
}
