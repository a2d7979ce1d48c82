/** The payouts program's routes: the public transparency report and a referrer's earnings. */
import type { Transparency } from '@horizon/core';
import type { HotWallets } from '../custody/index.js';
import { bind, type RouteBinding } from '../routes/contract-routes.js';
import type { TradeContext } from '../trade/index.js';
import { referralEarnings } from '../wallets/referral-earnings.js';
import { transparency } from './transparency.js';

/** The public report asks the ledger once per wallet: answers within this age are shared between callers. */
const REPORT_TTL_MS = 5_000;

export function payoutRoutes(deps: { ctx: TradeContext; hot: HotWallets }): RouteBinding[] {
  const { ctx, hot } = deps;
  let cached: { at: number; report: Promise<Transparency> } | undefined;
  const report = () => {
    const now = ctx.clock.now();
    if (!cached || now - cached.at >= REPORT_TTL_MS) {
      const fresh = { at: now, report: transparency(ctx, hot) };
      // A failed read is not kept: the next caller asks again.
      fresh.report.catch(() => {
        if (cached === fresh) cached = undefined;
      });
      cached = fresh;
    }
    return cached.report;
  };
  return [
    bind('GET /api/transparency', report),
    bind('GET /api/referral_earnings', ({ query }) =>
      referralEarnings(ctx.db, query.classic_address, ctx.clock.now()),
    ),
  ];
}
