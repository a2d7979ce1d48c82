/** Creating and reading pools; a pool's state follows the ledger's clock as it is read. */
import { randomUUID } from 'node:crypto';
import { ESCROW_POOL_ERRORS, type EscrowPoolDetail, fromRippleTime, toRippleTime } from '@horizon/core';
import { xrpToDrops } from '@horizon/protocol';
import { HttpError } from '../http/http-error.js';
import type { LedgerClock } from './ledger-clock.js';
import { type PoolRow, type PoolStore, contributionView, poolView } from './pool-store.js';

export interface PoolsDeps {
  readonly store: PoolStore;
  readonly ledgerClock: LedgerClock;
  readonly now: () => number;
}

export interface NewPool {
  readonly beneficiary: string;
  readonly targetXrp: string;
  readonly deadline: string;
  readonly purpose: string;
}

/**
 * Past the deadline on the ledger nothing can be finished any more: an open pool refunds; a finishing one is
 * completed when every escrow was finished, and otherwise refunds the escrows left.
 */
export async function refreshed(deps: PoolsDeps, pool: PoolRow, ledgerNow?: number): Promise<PoolRow> {
  if (pool.state !== 'open' && pool.state !== 'finishing') return pool;
  const now = ledgerNow ?? (await deps.ledgerClock.closeTime());
  if (now <= pool.cancelAfter) return pool;
  const left = pool.state === 'open' ? 1 : (await deps.store.contributions(pool.id, ['locked'])).length;
  await deps.store.setState(pool.id, pool.state, left > 0 ? 'refunding' : 'completed');
  return (await deps.store.pool(pool.id)) ?? pool;
}

export async function loadPool(deps: PoolsDeps, id: string): Promise<PoolRow> {
  const pool = await deps.store.pool(id);
  if (!pool) throw new HttpError(404, ESCROW_POOL_ERRORS.poolNotFound);
  return refreshed(deps, pool);
}

export async function poolDetail(deps: PoolsDeps, pool: PoolRow): Promise<EscrowPoolDetail> {
  const contributions = await deps.store.contributions(pool.id);
  return { ...poolView(pool, contributions), contributions: contributions.map(contributionView) };
}

export async function createPool(deps: PoolsDeps, input: NewPool): Promise<EscrowPoolDetail> {
  const deadlineMs = Date.parse(input.deadline);
  const ledgerNowMs = fromRippleTime(await deps.ledgerClock.closeTime());
  // Past for the server or for the ledger (whose clock decides the escrows): refused either way.
  if (deadlineMs <= Math.max(deps.now(), ledgerNowMs))
    throw new HttpError(400, ESCROW_POOL_ERRORS.deadlineInPast);
  const pool: PoolRow = {
    id: randomUUID(),
    beneficiary: input.beneficiary,
    purpose: input.purpose,
    targetDrops: xrpToDrops(input.targetXrp),
    deadline: new Date(deadlineMs),
    cancelAfter: toRippleTime(deadlineMs),
    state: 'open',
    createdAt: new Date(deps.now()),
  };
  await deps.store.insertPool(pool);
  return poolDetail(deps, pool);
}

export async function listPools(deps: PoolsDeps) {
  const now = await deps.ledgerClock.closeTime();
  const pools = await Promise.all((await deps.store.pools()).map((p) => refreshed(deps, p, now)));
  const views = await Promise.all(pools.map(async (p) => poolView(p, await deps.store.contributions(p.id))));
  return { pools: views };
}
