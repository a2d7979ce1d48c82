/** Premium's public routes: the rule's terms for the premium page, and a wallet's standing by either rule. */
import {
  PREMIUM_MIN_PLATFORM_TOKENS,
  PREMIUM_MONTHLY_FEE_DROPS,
  PREMIUM_PAYMENT_WINDOW_DAYS,
} from '@horizon/core';
import { dropsToXrp } from '@horizon/protocol';
import type { Clock } from '../clock.js';
import type { ConfiguredToken } from '../config/index.js';
import { bind, type RouteBinding } from '../routes/contract-routes.js';
import type { LedgerGateway } from '../xrpl/index.js';
import { premiumStanding } from './premium.js';

export interface PremiumRouteDeps {
  readonly platformToken: ConfiguredToken | undefined;
  readonly treasuryAddress: string | undefined;
  readonly ledger: LedgerGateway;
  readonly clock: Clock;
}

export function premiumRoutes(deps: PremiumRouteDeps): RouteBinding[] {
  return [
    bind('GET /api/premium', async () => ({
      treasury_address: deps.treasuryAddress ?? null,
      platform_token_id: deps.platformToken?.id ?? null,
      min_platform_tokens: PREMIUM_MIN_PLATFORM_TOKENS,
      monthly_fee_xrp: dropsToXrp(PREMIUM_MONTHLY_FEE_DROPS),
      payment_window_days: PREMIUM_PAYMENT_WINDOW_DAYS,
    })),
    bind('GET /api/premium/status', async ({ query }) => {
      const standing = await premiumStanding(query.classic_address, deps, deps.ledger, deps.clock.now());
      return {
        classic_address: query.classic_address,
        premium: standing.by !== null,
        by: standing.by,
        platform_tokens_held: standing.heldTokens.toString(),
        paid_xrp: dropsToXrp(standing.paidDrops),
      };
    }),
  ];
}
