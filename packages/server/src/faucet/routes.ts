/** GET /api/faucet (is it offered?) and POST /api/faucet (fund a wallet), on the embedded localnet only. */
import { bind, type RouteBinding } from '../routes/contract-routes.js';
import { HttpError } from '../http/http-error.js';
import { FAUCET_MESSAGES, FAUCET_XRP, type FaucetFetch, fundFromFaucet } from './faucet.js';

export interface FaucetRouteOptions {
  /** The embedded localnet's faucet (config.faucetUrl; tests give their own localnet's); null offers none. */
  readonly faucetUrl: string | null;
  readonly fetch?: FaucetFetch;
}

export function faucetRoutes(options: FaucetRouteOptions): RouteBinding[] {
  const url = options.faucetUrl;
  return [
    bind('GET /api/faucet', async () => ({ available: url !== null, xrp_amount: url ? FAUCET_XRP : null })),
    bind('POST /api/faucet', async ({ body }) => {
      if (!url) throw new HttpError(404, FAUCET_MESSAGES.unavailable);
      const txHash = await fundFromFaucet(url, body.classic_address, options.fetch);
      return { classic_address: body.classic_address, xrp_amount: FAUCET_XRP, tx_hash: txHash };
    }),
  ];
}
