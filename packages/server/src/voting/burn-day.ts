/**
 * One pass of the daily job = one UTC day: the day's treasury fee income, 5% of it, and the previous week's
 * winner. The day's row is claimed before anything is bought, so a day is never burned twice.
 */
import {
  VOTE_BURN_MIN_DROPS,
  type VoteBurnState,
  burnShareDrops,
  dayStartMs,
  previousWeekStart,
  weekStartOf,
} from '@horizon/core';
import { Leases } from '../db/leases.js';
import type { ProgramDeps } from '../programs/program.js';
import { type BurnResult, buyAndBurn } from './buy-and-burn.js';
import { type BurnRow, BurnStore } from './burn-store.js';
import { treasuryFeeIncome } from './fee-income.js';
import { weekWinner } from './votes.js';

type DayDeps = Pick<ProgramDeps, 'db' | 'clock' | 'config' | 'trade' | 'hotWallets' | 'log'>;

async function planDay(deps: DayDeps, day: string): Promise<BurnRow> {
  const start = dayStartMs(day);
  const weekStart = previousWeekStart(weekStartOf(start));
  const winner = await weekWinner(deps, weekStart);
  const treasury = deps.config.treasuryAddress;
  const income = treasury ? await treasuryFeeIncome(deps.db, treasury, start) : 0n;
  const share = burnShareDrops(income);
  const state: BurnRow['state'] = !winner
    ? 'no_winner'
    : income === 0n
      ? 'no_fees'
      : share < VOTE_BURN_MIN_DROPS
        ? 'too_small'
        : 'running';
  return { day, weekStart, tokenId: winner?.token_id ?? null, state, feeIncomeDrops: income };
}

async function record(store: BurnStore, day: string, result: BurnResult, nowMs: number): Promise<void> {
  if (result.kind === 'pending') return;
  if (result.buyHash !== undefined) await store.recordBuy(day, result.spent ?? 0n, result.buyHash);
  const state: VoteBurnState = result.kind;
  await store.finish(
    day,
    state,
    nowMs,
    result.kind === 'burned' ? { tokens: result.tokens, hash: result.burnHash } : null,
  );
}

/**
 * Runs `day` once; answers its row as it stands after the pass. Every instance runs the daily pass: the day is
 * held in the database while it is worked, so a second instance never buys it again in the meantime.
 */
export async function burnDay(deps: DayDeps, day: string): Promise<BurnRow | undefined> {
  const store = new BurnStore(deps.db);
  const leases = new Leases(deps.db, deps.clock, {
    onBeatError: (error) => deps.log.warn({ day, err: String(error) }, 'vote burn heartbeat failed'),
  });
  const held = await leases.hold(`vote_burn:${day}`, () => passDay(deps, store, day));
  return held.held ? held.value : store.find(day);
}

async function passDay(deps: DayDeps, store: BurnStore, day: string): Promise<BurnRow | undefined> {
  let row = await store.find(day);
  if (!row) {
    const planned = await planDay(deps, day);
    await store.claim(planned, deps.clock.now());
    row = await store.find(day);
  }
  if (!row || row.state !== 'running' || row.tokenId === null) return row;
  const share = burnShareDrops(row.feeIncomeDrops);
  let result: BurnResult;
  try {
    result = await buyAndBurn(deps, day, row.tokenId, share);
  } catch (error) {
    // Left running: the next pass resumes it, and a step already relayed is read back, never repeated.
    deps.log.error({ day, err: error instanceof Error ? error.message : String(error) }, 'vote burn stopped');
    result = { kind: 'pending' };
  }
  await record(store, day, result, deps.clock.now());
  if (result.kind !== 'pending')
    deps.log.info({ day, token_id: row.tokenId, state: result.kind }, 'vote burn day finished');
  return store.find(day);
}
