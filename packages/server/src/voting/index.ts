/** Token Voting: one vote per premium wallet per week; the winner's daily buy-and-burn. */
import { utcDayOf } from '@horizon/core';
import type { Program, ProgramDeps } from '../programs/program.js';
import { burnDay } from './burn-day.js';
import { votingRoutes } from './routes.js';

const DAY_MS = 24 * 3600 * 1000;
// The pass is idempotent, so it runs often: a day is burned soon after it ends, and a stopped pass resumes.
const PASS_EVERY_MS = 10 * 60 * 1000;

export function votingProgram(deps: ProgramDeps): Program {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  /** One pass: the UTC day that ended last. */
  const dailyBurn = () => burnDay(deps, utcDayOf(deps.clock.now() - DAY_MS));
  const tick = () => {
    running = running
      .then(dailyBurn)
      .catch((error: unknown) => deps.log.error({ err: String(error) }, 'vote burn pass failed'));
  };
  return {
    name: 'voting',
    bindings: votingRoutes(deps),
    jobs: { dailyBurn },
    start() {
      timer = setInterval(tick, PASS_EVERY_MS);
      tick();
    },
    async close() {
      clearInterval(timer);
      await running;
    },
  };
}
