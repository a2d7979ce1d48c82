// Issue 10's programs, opened together; the app registers their routes and, when running for real, their jobs.
import { copyTradeProgram } from './copytrade/index.js';
import { escrowPoolsProgram } from './escrow-pools/index.js';
import { payoutsProgram } from './payouts/index.js';
import { sniperProgram } from './sniper/index.js';
import { votingProgram } from './voting/index.js';
import type { Program, ProgramDeps } from './programs/program.js';

export type { Program, ProgramDeps, ProgramLog } from './programs/program.js';

export function openPrograms(deps: ProgramDeps): Program[] {
  return [
    sniperProgram(deps),
    copyTradeProgram(deps),
    votingProgram(deps),
    escrowPoolsProgram(deps),
    payoutsProgram(deps),
  ];
}
