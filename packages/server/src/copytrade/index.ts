/** Copy Trading: followed leaders, their limits and the log of copied or skipped trades. */
import type { Program, ProgramDeps } from '../programs/program.js';
import { LeadersStore } from './leaders-store.js';
import { CopyLogStore } from './log-store.js';
import { copyTradeRoutes } from './routes.js';

export function copyTradeProgram(deps: ProgramDeps): Program {
  const bindings = copyTradeRoutes({
    ...deps,
    leaders: new LeadersStore(deps.db),
    log: new CopyLogStore(deps.db),
  });
  return { name: 'copytrade', bindings };
}
