/** Token Voting: one vote per premium wallet per week; the winner's daily buy-and-burn. */
import type { Program, ProgramDeps } from '../programs/program.js';

export function votingProgram(deps: ProgramDeps): Program {
  void deps;
  return { name: 'voting', bindings: [] };
}
