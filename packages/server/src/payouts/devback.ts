/**
 * Devback payouts, one pass: each developer is paid the sum owed (every accounted trade not yet paid) in one
 * Payment from the payout wallet, the pass's payments relayed together as one request. The owed rows are tied to the payout before it is sent, so a second pass
 * never pays them twice; a payout the wallet cannot cover is not sent and the rows stay owed.
 */
import type { HotWallets } from '../custody/index.js';
import type { TradeContext } from '../trade/index.js';
import type { ProgramLog } from '../programs/program.js';
import { createPayout, markPaid, releaseDevback } from './payout-store.js';
import { paidOut, payoutBudget, payoutWalletAddress, sendPayments } from './payout-wallet.js';

export interface DevbackPass {
  /** Developers paid, and what each got. */
  readonly paid: { readonly developer: string; readonly drops: bigint; readonly txHash: string }[];
  /** Developers still owed after the pass (the wallet could not cover them, or the payment failed). */
  readonly owed: number;
}

async function owedByDeveloper(ctx: TradeContext): Promise<{ developer: string; drops: bigint }[]> {
  const rows = await ctx.db.query<{ developer: string; drops: string }>(
    `SELECT developer, SUM(devback_drops)::text AS drops FROM fee_accounts
     WHERE devback_drops > 0 AND devback_payout_id IS NULL AND developer IS NOT NULL
     GROUP BY developer ORDER BY developer`,
  );
  return rows.map((r) => ({ developer: r.developer, drops: BigInt(r.drops) }));
}

/** Records the payout and ties the owed rows to it, in one transaction; throws when the owed sum changed. */
async function reserve(ctx: TradeContext, developer: string, drops: bigint): Promise<string> {
  return ctx.db.transaction(async (q) => {
    const id = await createPayout(
      q,
      { program: 'devback', recipient: developer, tokenId: null, drops },
      new Date(ctx.clock.now()),
    );
    const [tied] = await q.query<{ drops: string | null }>(
      `WITH tied AS (UPDATE fee_accounts SET devback_payout_id = $1
         WHERE developer = $2 AND devback_drops > 0 AND devback_payout_id IS NULL RETURNING devback_drops)
       SELECT SUM(devback_drops)::text AS drops FROM tied`,
      [id, developer],
    );
    if (BigInt(tied?.drops ?? '0') !== drops) throw new Error('the owed devback changed during the payout');
    return id;
  });
}

interface Reserved {
  readonly id: string;
  readonly developer: string;
  readonly drops: bigint;
}

/** Reserves each developer's payout while the wallet's budget covers it; the rest stay owed. */
async function reserveCovered(ctx: TradeContext, wallet: string, log: ProgramLog) {
  const owed = await owedByDeveloper(ctx);
  let budget = await payoutBudget(ctx, wallet, owed.length);
  const batch: Reserved[] = [];
  for (const { developer, drops } of owed) {
    if (drops > budget) {
      log.warn(
        { developer, drops: drops.toString(), wallet },
        'payout wallet cannot cover devback: stays owed',
      );
      continue;
    }
    try {
      batch.push({ id: await reserve(ctx, developer, drops), developer, drops });
      budget -= drops;
    } catch (error) {
      log.warn({ err: error, developer }, 'devback changed while reserving: paid on the next pass');
    }
  }
  return { batch, uncovered: owed.length - batch.length };
}

/** One pass: every covered developer paid in one Payment each, all in one request from the payout wallet. */
export async function payDevback(ctx: TradeContext, hot: HotWallets, log: ProgramLog): Promise<DevbackPass> {
  const wallet = await payoutWalletAddress(hot);
  const { batch, uncovered } = await reserveCovered(ctx, wallet, log);
  if (batch.length === 0) return { paid: [], owed: uncovered };
  let outcomes;
  try {
    outcomes = await sendPayments(
      ctx,
      hot,
      wallet,
      batch.map((b) => ({ destination: b.developer, drops: b.drops })),
      { program: 'devback', payout_ids: batch.map((b) => Number(b.id)) },
    );
  } catch (error) {
    // The payments may still validate (the relay resumes them): left 'sending' for settleSending to decide.
    log.error({ err: error }, 'devback payments interrupted: settled on a later pass');
    return { paid: [], owed: uncovered + batch.length };
  }
  const paid: DevbackPass['paid'][number][] = [];
  for (const [i, b] of batch.entries()) {
    const tx = outcomes[i];
    if (tx && paidOut(tx)) {
      await markPaid(ctx.db, b.id, tx.hash, new Date(ctx.clock.now()));
      paid.push({ developer: b.developer, drops: b.drops, txHash: tx.hash });
    } else {
      log.warn({ developer: b.developer, result: tx?.engineResult ?? tx?.state }, 'devback payment failed');
      await releaseDevback(ctx.db, b.id);
    }
  }
  return { paid, owed: uncovered + batch.length - paid.length };
}
