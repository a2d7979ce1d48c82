/** GET /api/transparency: the operator's wallets, the treasury's fee income per day, burns and payouts. */
import {
  LP_INCENTIVE_BPS,
  TRANSPARENCY_DAYS,
  TRANSPARENCY_PAYOUT_LIMIT,
  type Transparency,
  type Burn,
  percentFromHundredths,
} from '@horizon/core';
import { dropsToXrp } from '@horizon/protocol';
import type { HotWallets } from '../custody/index.js';
import type { Database } from '../db/index.js';
import type { TradeContext } from '../trade/index.js';
import { operatorWallets } from './operator-wallets.js';
import { paidPayouts } from './payout-store.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const RECENT_BURNS = 50;

async function income(db: Database, now: number): Promise<Transparency['income']> {
  const days = await db.query<{ day: string; drops: string; trades: string }>(
    `SELECT to_char(validated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day,
       SUM(treasury_drops)::text AS drops, COUNT(*)::text AS trades
     FROM fee_accounts WHERE validated_at >= $1 GROUP BY 1 ORDER BY 1 DESC`,
    [new Date(now - TRANSPARENCY_DAYS * DAY_MS)],
  );
  const [total] = await db.query<{ drops: string }>(
    'SELECT COALESCE(SUM(treasury_drops), 0)::text AS drops FROM fee_accounts',
  );
  return {
    total_xrp: dropsToXrp(BigInt(total?.drops ?? '0')),
    days: days.map((d) => ({
      day: d.day,
      treasury_xrp: dropsToXrp(BigInt(d.drops)),
      trades: Number(d.trades),
    })),
  };
}

/** Trade burns (tx_burn_back) and the token vote's daily buy-and-burns, newest first. */
async function burns(db: Database): Promise<Transparency['burns']> {
  const [count] = await db.query<{ n: string }>(
    `SELECT ((SELECT COUNT(*) FROM fee_accounts WHERE burn_tx_hash IS NOT NULL)
       + (SELECT COUNT(*) FROM vote_burns WHERE state = 'burned' AND burn_tx_hash IS NOT NULL))::text AS n`,
  );
  const recent = await db.query<{
    source: Burn['source'];
    hash: string;
    token_id: string;
    amount: string;
    at: Date;
  }>(
    `SELECT 'trade_fee' AS source, burn_tx_hash AS hash, token_id, burn_amount::text AS amount, validated_at AS at
     FROM fee_accounts WHERE burn_tx_hash IS NOT NULL
     UNION ALL
     SELECT 'token_vote', burn_tx_hash, token_id, tokens_burned::text, finished_at
     FROM vote_burns WHERE state = 'burned' AND burn_tx_hash IS NOT NULL AND token_id IS NOT NULL
     ORDER BY at DESC, hash LIMIT ${RECENT_BURNS}`,
  );
  return {
    count: Number(count?.n ?? '0'),
    recent: recent.map((b) => ({
      source: b.source,
      tx_hash: b.hash,
      token_id: b.token_id,
      token_amount: b.amount,
      burned_at: b.at.toISOString(),
    })),
  };
}

async function owed(db: Database): Promise<Transparency['owed']> {
  const [row] = await db.query<{ drops: string; developers: string; lp: string }>(
    `SELECT COALESCE(SUM(devback_drops), 0)::text AS drops, COUNT(DISTINCT developer)::text AS developers,
       (SELECT COALESCE(SUM(drops), 0) FROM payouts WHERE program = 'lp_incentive' AND state <> 'paid')::text AS lp
     FROM fee_accounts WHERE devback_drops > 0 AND devback_payout_id IS NULL`,
  );
  return {
    devback_xrp: dropsToXrp(BigInt(row?.drops ?? '0')),
    developers: Number(row?.developers ?? '0'),
    lp_incentive_xrp: dropsToXrp(BigInt(row?.lp ?? '0')),
  };
}

export async function transparency(ctx: TradeContext, hot: HotWallets): Promise<Transparency> {
  const wallets = await operatorWallets(ctx, hot);
  const payouts = await paidPayouts(ctx.db, TRANSPARENCY_PAYOUT_LIMIT);
  return {
    wallets,
    pre_snipe_wallets: wallets.filter((w) => w.role === 'pre_snipe').length,
    income: await income(ctx.db, ctx.clock.now()),
    burns: await burns(ctx.db),
    payouts: payouts.map((p) => ({
      program: p.program,
      recipient: p.recipient,
      token_id: p.tokenId,
      amount_xrp: dropsToXrp(p.drops),
      tx_hash: p.txHash ?? '',
      paid_at: (p.paidAt ?? new Date(0)).toISOString(),
    })),
    owed: await owed(ctx.db),
    lp_incentive_percent: percentFromHundredths(LP_INCENTIVE_BPS),
  };
}
