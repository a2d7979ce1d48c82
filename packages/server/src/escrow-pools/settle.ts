/**
 * The pools job, one pass: an open pool whose validated contributions reach the target before the deadline is
 * 'finishing', and the payout wallet finishes each of its escrows with the sealed fulfillment; a pool whose
 * deadline passed unfilled is 'refunding' (each contributor cancels their own escrow).
 */
import { OPERATOR, relayAsHotWallet } from '../custody/index.js';
import type { ProgramLog } from '../programs/program.js';
import type { PlannedTx } from '../trade/context.js';
import type { ContributeDeps } from './contribute.js';
import { type PoolRow } from './pool-store.js';
import { refreshed } from './pools.js';
import { fulfillmentOf } from './sealed-condition.js';

/** Escrows finished per relayed request: one signed batch of the payout wallet. */
const FINISH_BATCH = 25;

export interface SettleDeps extends ContributeDeps {
  readonly log: ProgramLog;
}

async function finishBatch(deps: SettleDeps, pool: PoolRow): Promise<void> {
  const locked = (await deps.store.contributions(pool.id, ['locked'])).slice(0, FINISH_BATCH);
  if (locked.length === 0) {
    await deps.store.setState(pool.id, 'finishing', 'completed');
    return;
  }
  const payout = (await deps.hotWallets.obtain('payout', OPERATOR)).address;
  const plan: PlannedTx[] = locked.map((c, i) => ({
    role: `finish_${i}`,
    stage: 0,
    draft: {
      transaction_type: 'EscrowFinish',
      owner: c.owner,
      offer_sequence: c.sequence,
      condition: c.condition,
      fulfillment: fulfillmentOf(deps.hotWallets, c.id, c.sealed),
    },
  }));
  const outcome = await relayAsHotWallet(deps.trade, deps.hotWallets, payout, plan, {
    program: 'escrow_pools',
    pool_id: pool.id,
  });
  for (const [i, c] of locked.entries()) {
    const tx = outcome.txs.find((t) => t.role === `finish_${i}`);
    if (tx?.state === 'validated' && tx.engineResult === 'tesSUCCESS')
      await deps.store.mark(c.id, 'finished', tx.hash);
    else deps.log.warn({ pool_id: pool.id, result: tx?.engineResult ?? tx?.state }, 'escrow finish failed');
  }
  if ((await deps.store.contributions(pool.id, ['locked'])).length === 0)
    await deps.store.setState(pool.id, 'finishing', 'completed');
}

/** One pass over the open and finishing pools. */
export async function settlePools(deps: SettleDeps): Promise<void> {
  const ledgerNow = await deps.ledgerClock.closeTime();
  for (const stored of await deps.store.pools(['open', 'finishing'])) {
    const pool = await refreshed(deps, stored, ledgerNow);
    if (pool.state === 'open') {
      const locked = await deps.store.contributions(pool.id, ['locked']);
      const raised = locked.reduce((sum, c) => sum + c.amountDrops, 0n);
      if (raised < pool.targetDrops) continue;
      await deps.store.setState(pool.id, 'open', 'finishing');
    } else if (pool.state !== 'finishing') continue;
    try {
      await finishBatch(deps, pool);
    } catch (error) {
      deps.log.error(
        { pool_id: pool.id, err: error instanceof Error ? error.message : String(error) },
        'pool finishing stopped',
      );
    }
  }
}
