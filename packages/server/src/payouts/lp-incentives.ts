/**
 * LP incentives, one pass (run once a period): for each token launched on Horizon, LP_INCENTIVE_BPS of the
 * treasury's fee income from it since the last round is paid from the payout wallet to the pool's liquidity
 * providers, pro rata to their LP tokens at payout time, exact in drops (remainders stay with the treasury).
 * A round the payout wallet cannot cover is not opened: its income waits for the next period.
 */
import { lpIncentiveShare, splitProRata, type LpPart } from '@horizon/core';
import type { HotWallets } from '../custody/index.js';
import type { ProgramLog } from '../programs/program.js';
import type { TradeContext } from '../trade/index.js';
import { lpHolders } from './lp-holders.js';
import {
  type PayoutRow,
  createPayout,
  markOwed,
  markPaid,
  owedLpPayouts,
  claimOwedPayouts,
} from './payout-store.js';
import {
  type XrpPayment,
  paidOut,
  payoutBudget,
  payoutWalletAddress,
  sendPayments,
} from './payout-wallet.js';

export interface LpRound {
  readonly tokenId: string;
  readonly incomeDrops: bigint;
  readonly shareDrops: bigint;
  readonly parts: readonly {
    readonly address: string;
    readonly drops: bigint;
    readonly txHash: string | null;
  }[];
}

async function openIncome(ctx: TradeContext, cutoff: Date) {
  const rows = await ctx.db.query<{ token_id: string; income: string }>(
    `SELECT token_id, SUM(treasury_drops)::text AS income FROM fee_accounts
     WHERE launched AND lp_round_id IS NULL AND accounted_at <= $1 GROUP BY token_id ORDER BY token_id`,
    [cutoff],
  );
  return rows.map((r) => ({ tokenId: r.token_id, income: BigInt(r.income) }));
}

/** Opens the round: ties the income rows to it and records each LP's payout, in one transaction. */
async function openRound(
  ctx: TradeContext,
  round: { tokenId: string; ammAccount: string; income: bigint; share: bigint; cutoff: Date },
  parts: readonly LpPart[],
): Promise<string[]> {
  const now = new Date(ctx.clock.now());
  return ctx.db.transaction(async (q) => {
    const [row] = await q.query<{ id: string }>(
      `INSERT INTO lp_rounds (token_id, amm_account, income_drops, share_drops, created_at)
       VALUES ($1, $2, $3, $4, $5) RETURNING id::text AS id`,
      [round.tokenId, round.ammAccount, round.income.toString(), round.share.toString(), now],
    );
    if (!row) throw new Error('the LP round was not recorded');
    const [tied] = await q.query<{ income: string | null }>(
      `WITH tied AS (UPDATE fee_accounts SET lp_round_id = $1
         WHERE token_id = $2 AND launched AND lp_round_id IS NULL AND accounted_at <= $3 RETURNING treasury_drops)
       SELECT SUM(treasury_drops)::text AS income FROM tied`,
      [row.id, round.tokenId, round.cutoff],
    );
    if (BigInt(tied?.income ?? '0') !== round.income) throw new Error('the income changed during the round');
    const ids: string[] = [];
    for (const part of parts) {
      const payout = { program: 'lp_incentive' as const, recipient: part.address, tokenId: round.tokenId };
      ids.push(await createPayout(q, { ...payout, drops: part.drops, lpRoundId: row.id }, now));
    }
    return ids;
  });
}

/** Sends recorded payouts; each one paid or owed again. Answers the tx hash of each (null when not paid). */
async function send(
  ctx: TradeContext,
  hot: HotWallets,
  wallet: string,
  ids: string[],
  payments: XrpPayment[],
) {
  const outcomes = await sendPayments(ctx, hot, wallet, payments, {
    program: 'lp_incentive',
    payout_ids: ids.map(Number),
  });
  const hashes: (string | null)[] = [];
  for (const [i, tx] of outcomes.entries()) {
    const id = ids[i] as string;
    if (paidOut(tx)) await markPaid(ctx.db, id, tx.hash, new Date(ctx.clock.now()));
    else await markOwed(ctx.db, id);
    hashes.push(paidOut(tx) ? tx.hash : null);
  }
  return hashes;
}

/** LP payouts owed from an earlier failed send, retried while the wallet covers them. */
async function retryOwed(ctx: TradeContext, hot: HotWallets, wallet: string): Promise<void> {
  const owed: PayoutRow[] = await owedLpPayouts(ctx.db);
  if (owed.length === 0) return;
  const total = owed.reduce((s, p) => s + p.drops, 0n);
  if ((await payoutBudget(ctx, wallet, owed.length)) < total) return;
  const claimed = new Set(
    await claimOwedPayouts(
      ctx.db,
      owed.map((p) => p.id),
    ),
  );
  const mine = owed.filter((p) => claimed.has(p.id));
  if (mine.length === 0) return;
  await send(
    ctx,
    hot,
    wallet,
    mine.map((p) => p.id),
    mine.map((p) => ({ destination: p.recipient, drops: p.drops })),
  );
}

export async function payLpIncentives(
  ctx: TradeContext,
  hot: HotWallets,
  log: ProgramLog,
): Promise<LpRound[]> {
  const wallet = await payoutWalletAddress(hot);
  await retryOwed(ctx, hot, wallet);
  const cutoff = new Date(ctx.clock.now());
  const rounds: LpRound[] = [];
  for (const { tokenId, income } of await openIncome(ctx, cutoff)) {
    const share = lpIncentiveShare(income);
    const pool = share > 0n ? await lpHolders(ctx, tokenId) : null;
    const parts = pool ? splitProRata(share, pool.holders).filter((p) => p.drops > 0n) : [];
    if (!pool || parts.length === 0) continue;
    const total = parts.reduce((s, p) => s + p.drops, 0n);
    if ((await payoutBudget(ctx, wallet, parts.length)) < total) {
      log.warn(
        { tokenId, share: share.toString(), wallet },
        'payout wallet cannot cover LP incentives: waits',
      );
      continue;
    }
    const ids = await openRound(ctx, { tokenId, ammAccount: pool.ammAccount, income, share, cutoff }, parts);
    const hashes = await send(
      ctx,
      hot,
      wallet,
      ids,
      parts.map((p) => ({ destination: p.address, drops: p.drops })),
    );
    rounds.push({
      tokenId,
      incomeDrops: income,
      shareDrops: share,
      parts: parts.map((p, i) => ({ ...p, txHash: hashes[i] ?? null })),
    });
  }
  return rounds;
}
