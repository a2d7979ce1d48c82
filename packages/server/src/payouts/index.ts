/** Payouts: devback to developers, referral earnings, LP incentives, each payout recorded; the transparency page. */
import {
  DEVBACK_PAYOUT_INTERVAL_MS,
  FEE_ACCOUNTING_INTERVAL_MS,
  LP_INCENTIVE_PERIOD_MS,
} from '@horizon/core';
import type { Program, ProgramDeps } from '../programs/program.js';
import { payDevback } from './devback.js';
import { accountTradeFees } from './fee-accounting.js';
import { payLpIncentives } from './lp-incentives.js';
import { payoutRoutes } from './routes.js';
import { settleSending } from './settle.js';

export function payoutsProgram(deps: ProgramDeps): Program {
  const { trade: ctx, hotWallets: hot, log } = deps;
  // One pass at a time in this process: a payout pass never races another over the same owed rows.
  let chain: Promise<unknown> = Promise.resolve();
  const serial = <T>(run: () => Promise<T>): Promise<T> => {
    const next = chain.catch(() => undefined).then(run);
    chain = next;
    return next;
  };
  const prepare = async () => {
    await settleSending(ctx.db, ctx.clock.now());
    await accountTradeFees(ctx);
  };
  const jobs = {
    accountFees: () => serial(() => accountTradeFees(ctx)),
    payDevback: () => serial(async () => (await prepare(), payDevback(ctx, hot, log))),
    payLpIncentives: () => serial(async () => (await prepare(), payLpIncentives(ctx, hot, log))),
  };
  const timers: NodeJS.Timeout[] = [];
  const every = (ms: number, name: keyof typeof jobs) => {
    const timer = setInterval(() => {
      jobs[name]().catch((error: unknown) => log.error({ err: error, job: name }, 'payouts job failed'));
    }, ms);
    timer.unref();
    timers.push(timer);
  };
  return {
    name: 'payouts',
    bindings: payoutRoutes({ ctx, hot }),
    jobs,
    start() {
      every(FEE_ACCOUNTING_INTERVAL_MS, 'accountFees');
      every(DEVBACK_PAYOUT_INTERVAL_MS, 'payDevback');
      every(LP_INCENTIVE_PERIOD_MS, 'payLpIncentives');
    },
    async close() {
      timers.forEach(clearInterval);
      await chain.catch(() => undefined);
    },
  };
}
