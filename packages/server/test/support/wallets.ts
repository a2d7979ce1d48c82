/** Test wallets with real keys, and the browser's side of the wallet proof. */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { deriveAddress, deriveKeypair, generateSeed, sign } from 'ripple-keypairs';
import { expect } from 'vitest';

export interface TestWallet {
  readonly address: string;
  readonly publicKey: string;
  readonly privateKey: string;
}

export function newWallet(algorithm: 'ed25519' | 'ecdsa-secp256k1' = 'ed25519'): TestWallet {
  const keys = deriveKeypair(generateSeed({ algorithm }));
  return { address: deriveAddress(keys.publicKey), ...keys };
}

/** What the vault does: sign the hex of the challenge text's UTF-8 bytes. */
export function signChallenge(challenge: string, wallet: Pick<TestWallet, 'privateKey'>): string {
  return sign(Buffer.from(challenge, 'utf8').toString('hex'), wallet.privateKey);
}

export async function requestChallenge(
  app: FastifyInstance,
  cookie: string,
  address: string,
): Promise<string> {
  const response = await app.inject({
    method: 'GET',
    url: `/api/wallet_challenge?classic_address=${address}`,
    headers: { cookie },
  });
  expect(response.statusCode).toBe(200);
  return response.json<{ challenge: string }>().challenge;
}

export function postProof(
  app: FastifyInstance,
  cookie: string,
  body: { classic_address: string; public_key: string; signature: string },
): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'POST', url: '/api/wallet_proof', headers: { cookie }, payload: body });
}

/** Proves control of `wallet` (signing with `signer`, its master key by default) in the session. */
export async function proveWallet(
  app: FastifyInstance,
  cookie: string,
  wallet: TestWallet,
  signer: TestWallet = wallet,
): Promise<LightMyRequestResponse> {
  const challenge = await requestChallenge(app, cookie, wallet.address);
  return postProof(app, cookie, {
    classic_address: wallet.address,
    public_key: signer.publicKey,
    signature: signChallenge(challenge, signer),
  });
}
