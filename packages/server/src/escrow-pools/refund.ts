/** Refunds: after the deadline of an unfilled pool, each contributor cancels their own escrow and gets it back. */
import { ESCROW_POOL_ERRORS, type UnsignedTransaction } from '@horizon/core';
import { HttpError } from '../http/http-error.js';
import { issue } from '../trade/context.js';
import { relaySigned, succeeded } from '../trade/submit.js';
import { accountOf } from '../trade/wallet-state.js';
import type { ContributeDeps } from './contribute.js';
import { loadPool } from './pools.js';

export async function buildRefund(
  deps: ContributeDeps,
  address: string,
  poolId: string,
  sequence: number,
): Promise<UnsignedTransaction> {
  const pool = await loadPool(deps, poolId);
  if (pool.state !== 'refunding') throw new HttpError(400, ESCROW_POOL_ERRORS.notRefunding);
  const contribution = await deps.store.locked(pool.id, address, sequence);
  if (!contribution) throw new HttpError(400, ESCROW_POOL_ERRORS.contributionNotFound);
  const account = await accountOf(deps.trade, address, ESCROW_POOL_ERRORS.notActivated);
  const draft = { transaction_type: 'EscrowCancel' as const, owner: address, offer_sequence: sequence };
  const issued = await issue(deps.trade, 'escrow_cancel', account, [{ role: 'cancel', stage: 0, draft }], {
    context: { pool_id: pool.id, contribution_id: contribution.id },
  });
  return issued.txs[0] as UnsignedTransaction;
}

export async function relayRefund(deps: ContributeDeps, address: string, blob: string) {
  const outcome = await relaySigned(deps.trade, address, ['escrow_cancel'], [{ blob }]);
  const tx = succeeded(outcome, 'cancel', 'sendXrp');
  const poolId = String(outcome.request.context['pool_id']);
  const [contribution] = (await deps.store.contributions(poolId, ['locked'])).filter(
    (c) => c.id === outcome.request.context['contribution_id'],
  );
  if (contribution) await deps.store.mark(contribution.id, 'refunded', tx.hash);
  return { tx_hash: tx.hash, engine_result: 'tesSUCCESS' };
}
