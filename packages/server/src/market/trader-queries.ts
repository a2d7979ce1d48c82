/** Reads about traders: recent trades, top traders of a token, one wallet's stats, leaderboards. */
import {
  type LeaderboardEntry,
  type PnlInput,
  type TopTraders,
  type Trade,
  type TraderStats,
  totalPnl,
} from '@horizon/core';
import { dropsToXrp } from '@horizon/protocol';
import { type Queryable, big } from '../db/index.js';
import { TRADE_COLUMNS, type TradeRow, isoOf, tokenText, tradeView } from '../views/contract-views.js';
import {
  POSITION_COLUMNS,
  pnlFields,
  pnlInputOf,
  pnlOf,
  positionRow,
  xrpValueDrops,
} from './position-reads.js';

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

/** Biggest first, ties by address: the order of top traders and leaderboards. */
const biggestFirst = (
  a: { key: bigint; classic_address: string },
  b: { key: bigint; classic_address: string },
) => (a.key === b.key ? (a.classic_address < b.classic_address ? -1 : 1) : a.key > b.key ? -1 : 1);

/** Top traders of a token by PnL at average cost, with its latest trades; null when nobody traded it. */
export async function topTraders(db: Queryable, tokenId: string): Promise<TopTraders | null> {
  const rows = await db.query<Record<string, unknown>>(
    `SELECT h.classic_address, (h.buys + h.sells) AS trades, ${POSITION_COLUMNS}
     FROM holdings h LEFT JOIN token_data t ON t.token_id = h.token_id
     WHERE h.token_id = $1 AND h.buys + h.sells > 0`,
    [tokenId],
  );
  if (rows.length === 0) return null;
  const ranked = rows
    .map((r) => ({ r, p: positionRow(r), classic_address: String(r['classic_address']) }))
    .map((x) => ({ ...x, pnl: pnlOf(x.p) }))
    .map((x) => ({ ...x, key: x.pnl.pnlDrops }))
    .sort(biggestFirst)
    .slice(0, TOP_TRADERS);
  const [total] = await db.query<{ n: number; last: Date | null }>(
    'SELECT count(*)::int AS n, max(executed_at) AS last FROM trades WHERE token_id = $1',
    [tokenId],
  );
  return {
    traders: ranked.map(({ r, p, pnl, classic_address }) => ({
      classic_address,
      total_xrp_spent: dropsToXrp(p.spentDrops),
      total_xrp_sold: dropsToXrp(p.soldDrops),
      ...pnlFields(pnl),
      balance: tokenText(p.balance),
      trades: Number(r['trades']),
    })),
    transactions: await recentTradesOfToken(db, tokenId),
    total_transactions: total?.n ?? 0,
    last_updated: total?.last ? isoOf(total.last) : null,
  };
}

/** One wallet's totals in one token; null when the indexer has nothing for it. */
export async function traderStats(
  db: Queryable,
  address: string,
  tokenId: string,
): Promise<TraderStats | null> {
  const [row] = await db.query<Record<string, unknown>>(
    `SELECT ${POSITION_COLUMNS} FROM holdings h LEFT JOIN token_data t ON t.token_id = h.token_id
     WHERE h.classic_address = $1 AND h.token_id = $2`,
    [address, tokenId],
  );
  if (!row) return null;
  const p = positionRow(row);
  const { pnl_xrp, realized_pnl_xrp, unrealized_pnl_xrp } = pnlFields(pnlOf(p));
  return {
    total_xrp_spent: dropsToXrp(p.spentDrops),
    total_xrp_sold: dropsToXrp(p.soldDrops),
    pnl_xrp,
    balance: tokenText(p.balance),
    xrp_value: dropsToXrp(xrpValueDrops(p.balance, p.price)),
    realized_pnl_xrp,
    unrealized_pnl_xrp,
    has_zero_cost_tokens: p.zeroCost,
  };
}

const PERIOD_SECONDS = { '24h': 86_400, '7d': 604_800 } as const;

/** Per position: the period's trading (all time: the holding's totals) and the position itself. */
const BOARD_SQL = {
  all: `SELECT h.classic_address, h.xrp_sold_drops + h.xrp_spent_drops AS volume, h.buys + h.sells AS trades,
      h.realized_pnl_drops AS period_realized, ${POSITION_COLUMNS}
    FROM holdings h LEFT JOIN token_data t ON t.token_id = h.token_id
    WHERE h.buys + h.sells > 0 AND $1::bigint IS NOT NULL`,
  period: `WITH p AS (
      SELECT classic_address, token_id, sum(xrp_drops) AS volume, count(*) AS trades,
        sum(realized_pnl_drops) AS period_realized
      FROM trades WHERE executed_at >= to_timestamp($1) GROUP BY classic_address, token_id)
    SELECT p.classic_address, p.volume, p.trades, p.period_realized, ${POSITION_COLUMNS}
    FROM p JOIN holdings h ON h.classic_address = p.classic_address AND h.token_id = p.token_id
      LEFT JOIN token_data t ON t.token_id = h.token_id`,
};

interface BoardLine {
  readonly classic_address: string;
  readonly positions: PnlInput[];
  volumeDrops: bigint;
  trades: number;
}

/**
 * Wallets ranked by PnL at average cost or by volume (spent + sold) over the period. All time: every
 * position's PnL. 24 h and 7 d: what sells realized in the period plus the unrealized PnL now of the positions
 * traded in it (what a position gained before the period is not the period's, what it holds now is).
 */
export async function leaderboard(
  db: Queryable,
  period: '24h' | '7d' | 'all',
  by: 'pnl' | 'volume',
  nowSeconds: number,
): Promise<LeaderboardEntry[]> {
  const since = period === 'all' ? 0 : nowSeconds - PERIOD_SECONDS[period];
  const rows = await db.query<Record<string, unknown>>(BOARD_SQL[period === 'all' ? 'all' : 'period'], [
    since,
  ]);
  const wallets = new Map<string, BoardLine>();
  for (const r of rows) {
    const address = String(r['classic_address']);
    let line = wallets.get(address);
    if (!line)
      wallets.set(address, (line = { classic_address: address, positions: [], volumeDrops: 0n, trades: 0 }));
    line.positions.push({ ...pnlInputOf(positionRow(r)), realizedDrops: big(r['period_realized']) });
    line.volumeDrops += big(r['volume']);
    line.trades += Number(r['trades']);
  }
  const ranked = [...wallets.values()]
    .map((w) => ({ ...w, pnl: totalPnl(w.positions) }))
    .map((w) => ({ ...w, key: by === 'pnl' ? w.pnl.pnlDrops : w.volumeDrops }))
    .sort(biggestFirst);
  return ranked.slice(0, LEADERBOARD_SIZE).map((w, i) => ({
    rank: i + 1,
    classic_address: w.classic_address,
    ...pnlFields(w.pnl),
    volume_xrp: dropsToXrp(w.volumeDrops),
    trades: w.trades,
  }));
}
