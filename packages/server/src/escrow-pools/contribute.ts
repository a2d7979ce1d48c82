/**
 * A contribution: the server builds an EscrowCreate from the contributor to the beneficiary, CancelAfter = the
 * deadline, under a fresh condition whose fulfillment it keeps sealed; the contributor signs it; the signed
 * call relays it and records the escrow (owner, sequence, amount) once validated.
 */
import { randomUUID } from 'node:crypto';
import { ESCROW_POOL_ERRORS, type UnsignedTransaction } from '@horizon/core';
import { xrpToDrops } from '@horizon/protocol';
import type { HotWallets } from '../custody/index.js';
import { HttpError } from '../http/http-error.js';
import { cushionedFee } from '../trade/autofill.js';
import { type TradeContext, issue } from '../trade/context.js';
import { relaySigned, succeeded } from '../trade/submit.js';
import { accountOf, spendable } from '../trade/wallet-state.js';
import { type PoolsDeps, loadPool } from './pools.js';
import { contributionView } from './pool-store.js';
import { newCondition } from './sealed-condition.js';

export interface ContributeDeps extends PoolsDeps {
  readonly trade: TradeContext;
  readonly hotWallets: HotWallets;
}

export async function buildContribution(
  deps: ContributeDeps,
  address: string,
  poolId: string,
  xrp: string,
): Promise<UnsignedTransaction> {
  const pool = await loadPool(deps, poolId);
  const ledgerNow = await deps.ledgerClock.closeTime();
  if (pool.state !== 'open' || ledgerNow >= pool.cancelAfter)
    throw new HttpError(400, ESCROW_POOL_ERRORS.poolClosed);
  const drops = xrpToDrops(xrp);
  const account = await accountOf(deps.trade, address, ESCROW_POOL_ERRORS.notActivated);
  const fee = cushionedFee(await deps.trade.ledger.fees());
  // The escrow is one more owned object: its reserve stays locked with the amount until it is finished or cancelled.
  if ((await spendable(deps.trade, account, 1)) < drops + fee)
    throw new HttpError(400, ESCROW_POOL_ERRORS.insufficientXrp);
  const id = randomUUID();
  const { condition, sealed } = newCondition(deps.hotWallets, id);
  const draft = {
    transaction_type: 'EscrowCreate' as const,
    destination: pool.beneficiary,
    amount: drops.toString(),
    cancel_after: pool.cancelAfter,
    condition,
  };
  const issued = await issue(
    deps.trade,
    'escrow_contribute',
    account,
    [{ role: 'escrow', stage: 0, draft }],
    {
      context: { pool_id: pool.id, contribution_id: id },
    },
  );
  const tx = issued.txs[0] as UnsignedTransaction;
  await deps.store.insertContribution(
    {
      id,
      poolId: pool.id,
      owner: address,
      sequence: tx.sequence,
      amountDrops: drops,
      condition,
      sealed,
      state: 'issued',
      createHash: null,
      finishHash: null,
      cancelHash: null,
    },
    issued.requestId,
    deps.now(),
  );
  return tx;
}

export async function relayContribution(deps: ContributeDeps, address: string, blob: string) {
  const outcome = await relaySigned(
    deps.trade,
    address,
    ['escrow_contribute'],
    [{ blob }],
    async (request) => {
      // A pool that closed since the escrow was issued takes no more: nothing is relayed.
      const pool = await loadPool(deps, String(request.context['pool_id']));
      if (pool.state !== 'open') throw new HttpError(400, ESCROW_POOL_ERRORS.poolClosed);
    },
  );
  const tx = succeeded(outcome, 'escrow', 'sendXrp');
  const contribution = await deps.store.contributionOfRequest(outcome.request.id);
  if (!contribution) throw new Error('a relayed contribution has no record');
  if (contribution.state === 'issued') await deps.store.mark(contribution.id, 'locked', tx.hash);
  const stored = (await deps.store.contributionOfRequest(outcome.request.id)) ?? contribution;
  return { tx_hash: tx.hash, engine_result: 'tesSUCCESS', contribution: contributionView(stored) };
}
