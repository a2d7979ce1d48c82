/** The payouts program's routes: the public transparency report and a referrer's earnings. */
import type { HotWallets } from '../custody/index.js';
import { bind, type RouteBinding } from '../http/contract-routes.js';
import type { TradeContext } from '../trade/index.js';
import { referralEarnings } from './referral-earnings.js';
import { transparency } from './transparency.js';

export function payoutRoutes(deps: { ctx: TradeContext; hot: HotWallets }): RouteBinding[] {
  const { ctx, hot } = deps;
  return [
    bind('GET /api/transparency', () => transparency(ctx, hot)),
    bind('GET /api/referral_earnings', ({ query }) =>
      referralEarnings(ctx.db, query.classic_address, ctx.clock.now()),
    ),
  ];
}
