/**
 * Calls that need the wallet bound to the session (DESIGN "proof of control"): on the server's 403 asking
 * for the proof, the vault signs the server's one-time challenge, the proof is posted, and the call runs again.
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

export async function withWalletProof<T>(address: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (!needsProof(error)) throw error;
  }
  await proveWallet(address);
  return call();
}
