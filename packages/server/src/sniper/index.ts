/** Sniper: pre-snipe wallets, the committed-seed round when a launched pool opens, claims and withdrawals. */
import type { Program, ProgramDeps } from '../programs/program.js';

export function sniperProgram(deps: ProgramDeps): Program {
  void deps;
  return { name: 'sniper', bindings: [] };
}
