/** Escrow contribution pools: native escrows finished at the target or cancelled after the deadline. */
import type { Program, ProgramDeps } from '../programs/program.js';

export function escrowPoolsProgram(deps: ProgramDeps): Program {
  void deps;
  return { name: 'escrow_pools', bindings: [] };
}
