/** Escrow contribution pools: native escrows finished at the target or cancelled after the deadline. */
import type { Program, ProgramDeps } from '../programs/program.js';
import type { SettleDeps } from './settle.js';
import { XrplLedgerClock } from './ledger-clock.js';
import { PoolStore } from './pool-store.js';
import { escrowPoolRoutes } from './routes.js';
import { settlePools } from './settle.js';

// Escrows must be finished before the deadline: the pass runs often.
const PASS_EVERY_MS = 5_000;

export function escrowPoolsProgram(deps: ProgramDeps): Program {
  const ledgerClock = new XrplLedgerClock(deps.connection);
  const pools: SettleDeps = {
    store: new PoolStore(deps.db),
    ledgerClock,
    now: () => deps.clock.now(),
    trade: deps.trade,
    hotWallets: deps.hotWallets,
    log: deps.log,
  };
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  const settle = () => settlePools(pools);
  return {
    name: 'escrow_pools',
    bindings: escrowPoolRoutes(pools),
    jobs: { settle },
    start() {
      timer = setInterval(() => {
        running = running
          .then(settle)
          .catch((error: unknown) => deps.log.error({ err: String(error) }, 'escrow pools pass failed'));
      }, PASS_EVERY_MS);
    },
    async close() {
      clearInterval(timer);
      await running;
      await ledgerClock.close();
    },
  };
}
