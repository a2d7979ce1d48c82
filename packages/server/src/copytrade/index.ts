/** Copy Trading: followed leaders, their limits and the log of copied or skipped trades. */
import type { Program, ProgramDeps } from '../programs/program.js';

export function copyTradeProgram(deps: ProgramDeps): Program {
  void deps;
  return { name: 'copytrade', bindings: [] };
}
