/**
 * Calls that need the wallet bound to the session (DESIGN "proof of control"): the wallet is proved first (the
 * tab's one proof, shared with registration), so the usual call is not a refused request; on a 403 asking for
 * it again, it is redone and the call retried. A wallet proved earlier in this session (before a reload) is not
 * proved again up front: the session still holds its binding unless the server says otherwise.
 */
import { ApiError } from '../api/client.js';
import { api } from '../services/app-services.js';
import { browserStore } from '../services/storage-keys.js';
import { appWalletService } from './app-wallet-service.js';
import { hasWalletProof, proofInTab, proveWallet } from './wallet-proof.js';

const needsProof = (error: unknown) =>
  error instanceof ApiError &&
  error.status === 403 &&
  (error.body as { requiresWalletProof?: unknown } | null)?.requiresWalletProof === true;

const proofDeps = () => {
  const wallets = appWalletService();
  return { api, withSigner: wallets.withSigner.bind(wallets), session: browserStore('session') };
};

/** Whether this tab's session already holds the wallet's proof (or is making it): using it signs nothing new. */
export function walletProofHeld(address: string): boolean {
  return hasWalletProof(browserStore('session'), address);
}

export async function withWalletProof<T>(address: string, call: () => Promise<T>): Promise<T> {
  const deps = proofDeps();
  const proof = hasWalletProof(deps.session, address) ? proofInTab(address) : proveWallet(deps, address);
  await proof;
  try {
    return await call();
  } catch (error) {
    // The session changed since (expired, verified again, the key rotated): prove once more and retry.
    if (!needsProof(error)) throw error;
  }
  // Calls refused together share one new proof.
  await proveWallet(deps, address, { stale: proof });
  return call();
}
