/** The eight pre-snipe calls (wallet proof enforced by the contract's access) and the public fairness report. */
import { bind, type RouteBinding } from '../routes/contract-routes.js';
import type { PreSnipe } from './pre-snipe.js';
import { snipeRoundReport } from './report.js';
import type { SniperStore } from './store.js';

export function sniperRoutes(preSnipe: PreSnipe, store: SniperStore): RouteBinding[] {
  const t = '/api/trustless';
  return [
    bind(`POST ${t}/get_pre_snipe_classic_address`, async ({ body }) =>
      preSnipe.wallet(body.classic_address),
    ),
    bind(`POST ${t}/get_pre_snipe_settings`, async ({ body }) => preSnipe.settings(body.classic_address)),
    bind(`POST ${t}/update_pre_snipe`, async ({ body }) =>
      preSnipe.update(body.classic_address, body.xrp_amount, body.enabled),
    ),
    bind(`POST ${t}/get_pre_sniped_tokens`, async ({ body }) => preSnipe.tokens(body.classic_address)),
    bind(`POST ${t}/claim_pre_snipe`, async ({ body }) =>
      preSnipe.claim(body.classic_address, body.token_id),
    ),
    bind(`POST ${t}/withdraw_tokens_from_pre_snipe`, async ({ body }) =>
      preSnipe.withdrawTokens(body.classic_address, body.token_id),
    ),
    bind(`POST ${t}/withdraw_xrp_from_pre_snipe_wallet`, async ({ body }) =>
      preSnipe.withdrawXrp(body.classic_address, body.xrp_amount),
    ),
    bind(`POST ${t}/get_pre_snipe_distributor_classic_address`, async ({ body }) =>
      preSnipe.distributor(body.classic_address, body.token_id),
    ),
    bind('GET /api/tokens/{token_id}/snipe-round', async ({ params }) =>
      snipeRoundReport(store, params.token_id),
    ),
  ];
}
