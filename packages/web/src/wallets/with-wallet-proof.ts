/**
 * Calls that need the wallet bound to the session (DESIGN "proof of control"): the wallet is proved first (the
 * tab's one proof, shared with registration), so the usual call is not a refused request; on a 403 asking for
 * it again, it is redone and the call retried.
 */
import { ApiError } from '../api/client.js';
import { api } from '../services/app-services.js';
import { appWalletService, proveWallet } from './index.js';

const needsProof = (error: unknown) =>
  error instanceof ApiError &&
  error.status === 403 &&
  (error.body as { requiresWalletProof?: unknown } | null)?.requiresWalletProof === true;

const proofDeps = () => {
  const wallets = appWalletService();
  return { api, withSigner: wallets.withSigner.bind(wallets) };
};

export async function withWalletProof<T>(address: string, call: () => Promise<T>): Promise<T> {
  const proof = proveWallet(proofDeps(), address);
  await proof;
  try {
    return await call();
  } catch (error) {
    // The session changed since (expired, verified again, the key rotated): prove once more and retry.
    if (!needsProof(error)) throw error;
  }
  // Calls refused together share one new proof.
  await proveWallet(proofDeps(), address, { stale: proof });
  return call();
}
