/**
 * The localnet faucet, relayed for the wallet dashboard: offered only when the server runs on the embedded
 * localnet of `npm start`, whose faucet listens beside its JSON-RPC (DESIGN "The two commands").
 */
import { DEFAULT_XRPL_URL } from '../config/config.js';
import { HttpError } from '../http/http-error.js';

/** One click's worth, the same as the test network's faucet gives. */
export const FAUCET_XRP = '1000';
/** The embedded localnet's faucet (JSON-RPC port 5005, beside WebSocket 6006). */
export const EMBEDDED_FAUCET_URL = 'http://127.0.0.1:5005/accounts';
const FAUCET_TIMEOUT_MS = 20_000;

export const FAUCET_MESSAGES = {
  unavailable: 'The faucet is only available on the local test network',
  failed: 'The localnet faucet did not answer; is the localnet running?',
  refused: 'The localnet faucet refused the request',
} as const;

/** The faucet for this network: the embedded localnet's, or none on any network XRPL_URL points at. */
export function faucetUrlFor(xrplUrl: string): string | null {
  return xrplUrl === DEFAULT_XRPL_URL ? EMBEDDED_FAUCET_URL : null;
}

export type FaucetFetch = (url: string, init: RequestInit) => Promise<Response>;

/** Sends FAUCET_XRP to `address`; answers the payment's hash. */
export async function fundFromFaucet(
  url: string,
  address: string,
  fetchFn: FaucetFetch = fetch,
): Promise<string> {
  let response: Response;
  try {
    response = await fetchFn(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ destination: address, xrpAmount: FAUCET_XRP }),
      signal: AbortSignal.timeout(FAUCET_TIMEOUT_MS),
    });
  } catch {
    throw new HttpError(502, FAUCET_MESSAGES.failed);
  }
  const body = (await response.json().catch(() => null)) as { transactionHash?: unknown } | null;
  if (!response.ok || typeof body?.transactionHash !== 'string')
    throw new HttpError(502, FAUCET_MESSAGES.refused);
  return body.transactionHash;
}
