/** Payouts: devback to developers, referral earnings, LP incentives, each payout recorded. */
import type { Program, ProgramDeps } from '../programs/program.js';

export function payoutsProgram(deps: ProgramDeps): Program {
  void deps;
  return { name: 'payouts', bindings: [] };
}
