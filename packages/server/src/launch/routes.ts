/** Launch calls: start, progress, submit a step (DESIGN "API beyond spec §7"). */
import { bind, type RouteBinding } from '../http/contract-routes.js';
import type { TradeContext } from '../trade/context.js';
import type { LaunchHooks } from './launch-hooks.js';
import { Launches } from './launches.js';

export function launchRoutes(ctx: TradeContext, hooks?: LaunchHooks): RouteBinding[] {
  const launches = new Launches(ctx, hooks);
  return [
    bind('POST /api/launch', async ({ body }) => launches.start(body)),
    bind('GET /api/launch/{launch_id}', async ({ params }) => launches.progress(params.launch_id)),
    bind('POST /api/launch/{launch_id}/submit', async ({ params, body }) =>
      launches.submit(params.launch_id, body.classic_address, body.step, body.tx_blob),
    ),
  ];
}
