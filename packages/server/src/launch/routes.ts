/** Launch calls: start, progress, submit a step (DESIGN "API beyond spec §7"). */
import { bind, type RouteBinding } from '../routes/contract-routes.js';
import type { IconIntake } from '../icons/index.js';
import type { TradeContext } from '../trade/context.js';
import type { LaunchHooks } from './launch-hooks.js';
import { Launches } from './launches.js';

/** Room for an icon of ICON_MAX_BYTES as base64, with margin so a slightly larger one gets the schema's reason. */
const LAUNCH_BODY_LIMIT = 512 * 1024;

export function launchRoutes(ctx: TradeContext, icons: IconIntake, hooks?: LaunchHooks): RouteBinding[] {
  const launches = new Launches(ctx, icons, hooks);
  return [
    bind('POST /api/launch', async ({ body }) => launches.start(body), { bodyLimit: LAUNCH_BODY_LIMIT }),
    bind('GET /api/launch/{launch_id}', async ({ params }) => launches.progress(params.launch_id)),
    bind('POST /api/launch/{launch_id}/submit', async ({ params, body }) =>
      launches.submit(params.launch_id, body.classic_address, body.step, body.tx_blob),
    ),
  ];
}
