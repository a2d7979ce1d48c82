/** Escrow pools' routes: list and read (public), create (wallet proof), contribute and refund (unsigned/signed). */
import { bind, type RouteBinding } from '../routes/contract-routes.js';
import type { ContributeDeps } from './contribute.js';
import { buildContribution, relayContribution } from './contribute.js';
import { createPool, listPools, loadPool, poolDetail } from './pools.js';
import { buildRefund, relayRefund } from './refund.js';

export function escrowPoolRoutes(deps: ContributeDeps): RouteBinding[] {
  return [
    bind('GET /api/escrow_pools', async () => listPools(deps)),
    bind('GET /api/escrow_pools/{pool_id}', async ({ params }) =>
      poolDetail(deps, await loadPool(deps, params.pool_id)),
    ),
    bind('POST /api/escrow_pools', async ({ body }) =>
      createPool(deps, {
        beneficiary: body.classic_address,
        targetXrp: body.target_xrp,
        deadline: body.deadline,
        purpose: body.purpose,
      }),
    ),
    bind('POST /api/escrow_pools/contribute_unsigned', async ({ body }) => ({
      tx_to_sign: await buildContribution(deps, body.classic_address, body.pool_id, body.xrp_amount),
    })),
    bind('POST /api/escrow_pools/contribute_signed', async ({ body }) =>
      relayContribution(deps, body.classic_address, body.tx_blob),
    ),
    bind('POST /api/escrow_pools/cancel_unsigned', async ({ body }) => ({
      tx_to_sign: await buildRefund(deps, body.classic_address, body.pool_id, body.escrow_sequence),
    })),
    bind('POST /api/escrow_pools/cancel_signed', async ({ body }) =>
      relayRefund(deps, body.classic_address, body.tx_blob),
    ),
  ];
}
