/** Copy Trading's routes: read and change the followed leaders, post and read the log (spec-free, DESIGN "proof"). */
import { COPYTRADE_MESSAGES, COPY_MAX_LEADERS, type CopySettings } from '@horizon/core';
import { bind, type RouteBinding } from '../routes/contract-routes.js';
import { HttpError } from '../http/http-error.js';
import type { ProgramDeps } from '../programs/program.js';
import { isPremiumWallet } from '../wallets/premium.js';
import type { LeadersStore } from './leaders-store.js';
import type { CopyLogStore } from './log-store.js';

export interface CopyTradeRouteDeps extends Pick<ProgramDeps, 'config' | 'ledger' | 'clock'> {
  readonly leaders: LeadersStore;
  readonly log: CopyLogStore;
}

export function copyTradeRoutes(deps: CopyTradeRouteDeps): RouteBinding[] {
  const { leaders, log, clock } = deps;
  const isPremium = (address: string) => isPremiumWallet(address, deps.config, deps.ledger, clock.now());
  const requirePremium = async (address: string) => {
    if (!(await isPremium(address))) throw new HttpError(403, COPYTRADE_MESSAGES.premiumRequired);
  };
  const settings = async (address: string, premium?: boolean): Promise<CopySettings> => ({
    classic_address: address,
    premium: premium ?? (await isPremium(address)),
    leaders: await leaders.list(address, clock.now()),
  });

  return [
    bind('GET /api/copytrade', async ({ query }) => settings(query.classic_address)),
    bind('POST /api/copytrade/follow', async ({ body }) => {
      const follower = body.classic_address;
      await requirePremium(follower);
      const known = await leaders.isFollowing(follower, body.leader_address);
      if (!known && (await leaders.count(follower)) >= COPY_MAX_LEADERS) {
        throw new HttpError(400, COPYTRADE_MESSAGES.tooManyLeaders);
      }
      await leaders.upsert(body, clock.now());
      return settings(follower, true);
    }),
    // Unfollowing needs the proof only: a wallet whose premium lapsed can still stop copying.
    bind('POST /api/copytrade/unfollow', async ({ body }) => {
      if (!(await leaders.remove(body.classic_address, body.leader_address))) {
        throw new HttpError(404, COPYTRADE_MESSAGES.notFollowing);
      }
      return settings(body.classic_address);
    }),
    bind('GET /api/copytrade/log', async ({ query }) => ({ entries: await log.list(query.classic_address) })),
    bind('POST /api/copytrade/log', async ({ body }) => {
      if (!(await leaders.isFollowing(body.classic_address, body.leader_address))) {
        throw new HttpError(400, COPYTRADE_MESSAGES.notFollowing);
      }
      await requirePremium(body.classic_address);
      return log.post(body, clock.now());
    }),
  ];
}
