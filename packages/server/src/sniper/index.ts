/** Sniper: pre-snipe wallets, the committed-seed round when a launched pool opens, claims and withdrawals. */
import type { Program, ProgramDeps } from '../programs/program.js';
import { PreSnipe } from './pre-snipe.js';
import { SniperRounds } from './round.js';
import { sniperRoutes } from './routes.js';
import { SniperStore } from './store.js';

const RESUME_EVERY_MS = 30_000;

export function sniperProgram(deps: ProgramDeps): Program {
  const store = new SniperStore(deps.db, deps.clock);
  const rounds = new SniperRounds(deps, store);
  deps.launchHooks.add({
    onCreated: (launch) => rounds.commit(launch),
    onPoolCreated: async (launch) => {
      // In the background: the launch's answer must not wait for every snipe.
      rounds.run(launch.tokenId).catch((error: unknown) => {
        deps.log.error({ err: error, token_id: launch.tokenId }, 'sniper round failed; the job resumes it');
      });
    },
  });
  let timer: NodeJS.Timeout | undefined;
  const resume = () => rounds.resume();
  return {
    name: 'sniper',
    bindings: sniperRoutes(new PreSnipe(deps, store), store),
    jobs: { resume_rounds: resume },
    start() {
      const tick = () =>
        resume().catch((error: unknown) => deps.log.warn({ err: error }, 'resuming sniper rounds failed'));
      void tick();
      timer = setInterval(tick, RESUME_EVERY_MS);
      timer.unref();
    },
    async close() {
      if (timer) clearInterval(timer);
      await rounds.idle();
    },
  };
}
