/**
 * Calls that need the wallet bound to the session (DESIGN "proof of control"): the vault signs the server's
 * one-time challenge and the proof is posted first; on a 403 asking for it again, it is redone and retried.
 */
import { ApiError } from '../../api/client.js';
import { api } from '../../app/services.js';
import { appWalletService } from '../../wallets/index.js';

async function proveWallet(address: string): Promise<void> {
  const { challenge } = await api.call('GET /api/wallet_challenge', { query: { classic_address: address } });
  const proof = await appWalletService().withSigner(address, (signer) => ({
    signature: signer.signChallenge(challenge),
    public_key: signer.publicKey,
  }));
  await api.call('POST /api/wallet_proof', { body: { classic_address: address, ...proof } });
}

const needsProof = (error: unknown) =>
  error instanceof ApiError &&
  error.status === 403 &&
  (error.body as { requiresWalletProof?: unknown } | null)?.requiresWalletProof === true;

/** Wallets proved in this tab: proved first, so the usual call is not a refused request. */
const proven = new Set<string>();

export async function withWalletProof<T>(address: string, call: () => Promise<T>): Promise<T> {
  if (!proven.has(address)) {
    await proveWallet(address);
    proven.add(address);
  }
  try {
    return await call();
  } catch (error) {
    // The session changed since (expired, verified again): prove once more and retry.
    if (!needsProof(error)) throw error;
  }
  await proveWallet(address);
  return call();
}
