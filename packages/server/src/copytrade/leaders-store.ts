/** The leaders each user wallet follows, with their limits, and what it spent copying them today. */
import { type FollowedLeader, type FollowRequest, percentFromHundredths, slippageBps } from '@horizon/core';
import { dropsToXrp, xrpToDrops } from '@horizon/protocol';
import type { Database } from '../db/index.js';

interface LeaderRow extends Record<string, unknown> {
  leader: string;
  max_xrp_per_trade_drops: string;
  max_xrp_per_day_drops: string;
  max_slippage_bps: number;
  copy_sells: boolean;
  min_liquidity_drops: string;
  followed_at: Date;
  spent_drops: string | null;
}

const DAY_MS = 24 * 3600 * 1000;

// Drops are read as text: int8 may arrive as a JS number, which cannot hold every drop count exactly.

/** Midnight UTC of the day `nowMs` falls in: the daily limit restarts there. */
export function utcDayStart(nowMs: number): Date {
  return new Date(nowMs - (nowMs % DAY_MS));
}

function toLeader(row: LeaderRow): FollowedLeader {
  return {
    leader_address: row.leader,
    max_xrp_per_trade: dropsToXrp(BigInt(row.max_xrp_per_trade_drops)),
    max_xrp_per_day: dropsToXrp(BigInt(row.max_xrp_per_day_drops)),
    // A basis point is a hundredth of a percent.
    max_slippage_percent: percentFromHundredths(BigInt(row.max_slippage_bps)),
    copy_sells: row.copy_sells,
    min_liquidity_xrp: dropsToXrp(BigInt(row.min_liquidity_drops)),
    spent_today_xrp: dropsToXrp(BigInt(row.spent_drops ?? '0')),
    followed_at: row.followed_at.toISOString(),
  };
}

export class LeadersStore {
  constructor(private readonly db: Database) {}

  /** Followed leaders, oldest first, with today's spend on copied and pending buys. */
  async list(follower: string, nowMs: number): Promise<FollowedLeader[]> {
    const rows = await this.db.query<LeaderRow>(
      `SELECT l.leader, l.max_xrp_per_trade_drops::text, l.max_xrp_per_day_drops::text, l.max_slippage_bps,
         l.copy_sells, l.min_liquidity_drops::text, l.followed_at,
         (SELECT SUM(g.xrp_drops) FROM copytrade_log g
          WHERE g.follower = l.follower AND g.leader = l.leader AND g.side = 'buy'
            AND g.outcome IN ('copied', 'pending') AND g.seen_at >= $2)::text AS spent_drops
       FROM copytrade_leaders l WHERE l.follower = $1 ORDER BY l.followed_at, l.leader`,
      [follower, utcDayStart(nowMs)],
    );
    return rows.map(toLeader);
  }

  async count(follower: string): Promise<number> {
    const [row] = await this.db.query<{ n: number }>(
      'SELECT COUNT(*)::integer AS n FROM copytrade_leaders WHERE follower = $1',
      [follower],
    );
    return row?.n ?? 0;
  }

  async isFollowing(follower: string, leader: string): Promise<boolean> {
    const rows = await this.db.query('SELECT 1 FROM copytrade_leaders WHERE follower = $1 AND leader = $2', [
      follower,
      leader,
    ]);
    return rows.length > 0;
  }

  /** Follows the leader, or replaces its limits when already followed (followed_at kept). */
  async upsert(request: FollowRequest, nowMs: number): Promise<void> {
    await this.db.query(
      `INSERT INTO copytrade_leaders (follower, leader, max_xrp_per_trade_drops, max_xrp_per_day_drops,
         max_slippage_bps, copy_sells, min_liquidity_drops, followed_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $8)
       ON CONFLICT (follower, leader) DO UPDATE SET
         max_xrp_per_trade_drops = EXCLUDED.max_xrp_per_trade_drops,
         max_xrp_per_day_drops = EXCLUDED.max_xrp_per_day_drops, max_slippage_bps = EXCLUDED.max_slippage_bps,
         copy_sells = EXCLUDED.copy_sells, min_liquidity_drops = EXCLUDED.min_liquidity_drops,
         updated_at = EXCLUDED.updated_at`,
      [
        request.classic_address,
        request.leader_address,
        xrpToDrops(request.max_xrp_per_trade),
        xrpToDrops(request.max_xrp_per_day),
        Number(slippageBps(request.max_slippage_percent)),
        request.copy_sells,
        xrpToDrops(request.min_liquidity_xrp),
        new Date(nowMs),
      ],
    );
  }

  async remove(follower: string, leader: string): Promise<boolean> {
    const rows = await this.db.query(
      'DELETE FROM copytrade_leaders WHERE follower = $1 AND leader = $2 RETURNING leader',
      [follower, leader],
    );
    return rows.length > 0;
  }
}
