/** Reads about traders: recent trades, top traders of a token, one wallet's stats, leaderboards. */
import type { LeaderboardEntry, TopTraders, Trade, TraderStats } from '@horizon/core';
import { dropsToXrp } from '@horizon/protocol';
import type { Queryable } from '../db/index.js';
import { type Dec, decOf, dropsOf, mul } from '../indexer/decimal.js';
import { TRADE_COLUMNS, type TradeRow, big, isoOf, tokenText, tradeView } from './format.js';

const RECENT_TRADES = 50;
const TOP_TRADERS = 20;
const LEADERBOARD_SIZE = 100;

export async function recentTradesOfWallet(
  db: Queryable,
  address: string,
  limit = RECENT_TRADES,
): Promise<Trade[]> {
  const rows = await db.query<TradeRow & Record<string, unknown>>(
    `SELECT ${TRADE_COLUMNS} FROM trades WHERE classic_address = $1
     ORDER BY ledger_index DESC, tx_index DESC, id DESC LIMIT $2`,
    [address, limit],
  );
  return rows.map(tradeView);
}

async function recentTradesOfToken(db: Queryable, tokenId: string): Promise<Trade[]> {
  const rows = await db.query<TradeRow & Record<string, unknown>>(
    `SELECT ${TRADE_COLUMNS} FROM trades WHERE token_id = $1
     ORDER BY ledger_index DESC, tx_index DESC, id DESC LIMIT ${RECENT_TRADES}`,
    [tokenId],
  );
  return rows.map(tradeView);
}

/** Top traders of a token by PnL (sold − spent), with its latest trades; null when nobody traded it. */
export async function topTraders(db: Queryable, tokenId: string): Promise<TopTraders | null> {
  const rows = await db.query<Record<string, string>>(
    `SELECT classic_address, xrp_spent_drops::text AS spent, xrp_sold_drops::text AS sold, balance::text AS balance,
       (buys + sells) AS trades FROM holdings WHERE token_id = $1 AND buys + sells > 0
     ORDER BY xrp_sold_drops - xrp_spent_drops DESC, classic_address LIMIT ${TOP_TRADERS}`,
    [tokenId],
  );
  if (rows.length === 0) return null;
  const [total] = await db.query<{ n: number; last: Date | null }>(
    'SELECT count(*)::int AS n, max(executed_at) AS last FROM trades WHERE token_id = $1',
    [tokenId],
  );
  return {
    traders: rows.map((r) => ({
      classic_address: String(r['classic_address']),
      total_xrp_spent: dropsToXrp(big(r['spent'])),
      total_xrp_sold: dropsToXrp(big(r['sold'])),
      pnl_xrp: dropsToXrp(big(r['sold']) - big(r['spent'])),
      balance: tokenText(r['balance']),
      trades: Number(r['trades']),
    })),
    transactions: await recentTradesOfToken(db, tokenId),
    total_transactions: total?.n ?? 0,
    last_updated: total?.last ? isoOf(total.last) : null,
  };
}

/** XRP worth of a token balance at a price, cut to whole drops. */
export function xrpValueDrops(balance: Dec, price: Dec): bigint {
  return dropsOf(mul(balance, price));
}

/** One wallet's totals in one token; null when the indexer has nothing for it. */
export async function traderStats(
  db: Queryable,
  address: string,
  tokenId: string,
): Promise<TraderStats | null> {
  const [row] = await db.query<Record<string, string>>(
    `SELECT h.xrp_spent_drops::text AS spent, h.xrp_sold_drops::text AS sold, h.balance::text AS balance,
       COALESCE(t.price_in_xrp, 0)::text AS price
     FROM holdings h LEFT JOIN token_data t ON t.token_id = h.token_id
     WHERE h.classic_address = $1 AND h.token_id = $2`,
    [address, tokenId],
  );
  if (!row) return null;
  const spent = big(row['spent']);
  const sold = big(row['sold']);
  return {
    total_xrp_spent: dropsToXrp(spent),
    total_xrp_sold: dropsToXrp(sold),
    pnl_xrp: dropsToXrp(sold - spent),
    balance: tokenText(row['balance']),
    xrp_value: dropsToXrp(xrpValueDrops(decOf(row['balance']), decOf(row['price']))),
  };
}

const PERIOD_SECONDS = { '24h': 86_400, '7d': 604_800 } as const;

/** Wallets ranked by PnL (sold − spent) or by volume (spent + sold) over the period. */
export async function leaderboard(
  db: Queryable,
  period: '24h' | '7d' | 'all',
  by: 'pnl' | 'volume',
  nowSeconds: number,
): Promise<LeaderboardEntry[]> {
  const order = by === 'pnl' ? 's.pnl DESC' : 's.volume DESC';
  const source =
    period === 'all'
      ? `SELECT classic_address, sum(xrp_sold_drops - xrp_spent_drops) AS pnl,
           sum(xrp_sold_drops + xrp_spent_drops) AS volume, sum(buys + sells) AS trades
         FROM holdings WHERE buys + sells > 0 AND $1::bigint IS NOT NULL GROUP BY classic_address`
      : `SELECT classic_address, sum(CASE WHEN side = 'sell' THEN xrp_drops ELSE -xrp_drops END) AS pnl,
           sum(xrp_drops) AS volume, count(*) AS trades
         FROM trades WHERE executed_at >= to_timestamp($1) GROUP BY classic_address`;
  const since = period === 'all' ? 0 : nowSeconds - PERIOD_SECONDS[period];
  const rows = await db.query<Record<string, string>>(
    `SELECT classic_address, pnl::text AS pnl, volume::text AS volume, trades::int AS trades FROM (${source}) s
     ORDER BY ${order}, s.classic_address LIMIT ${LEADERBOARD_SIZE}`,
    [since],
  );
  return rows.map((r, i) => ({
    rank: i + 1,
    classic_address: String(r['classic_address']),
    pnl_xrp: dropsToXrp(big(r['pnl'])),
    volume_xrp: dropsToXrp(big(r['volume'])),
    trades: Number(r['trades']),
  }));
}
