/** Token Voting's routes: vote (premium, wallet proof), live results, and every day's burn (public). */
import { bind, type RouteBinding } from '../routes/contract-routes.js';
import type { ProgramDeps } from '../programs/program.js';
import { BurnStore } from './burn-store.js';
import { castVote, voteResults } from './votes.js';

export function votingRoutes(deps: ProgramDeps): RouteBinding[] {
  const burns = new BurnStore(deps.db);
  return [
    bind('POST /api/voting/vote', async ({ body }) => castVote(deps, body.classic_address, body.token_id)),
    bind('GET /api/voting/results', async ({ query }) => voteResults(deps, query.classic_address)),
    bind('GET /api/voting/burns', async () => ({ burns: await burns.list() })),
  ];
}
