/**
 * The localnet faucet, relayed for the wallet dashboard: offered only when the server runs on the embedded
 * localnet of `npm start`, whose faucet listens beside its JSON-RPC (DESIGN "The two commands").
 */
import { HttpError } from '../http/http-error.js';

/** One click's worth, the same as the test network's faucet gives. */
export const FAUCET_XRP = '1000';
const FAUCET_TIMEOUT_MS = 20_000;

export const FAUCET_MESSAGES = {
  unavailable: 'The faucet is only available on the local test network',
  failed: 'The localnet faucet did not answer; is the localnet running?',
  refused: 'The localnet faucet refused the request',
} as const;

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
