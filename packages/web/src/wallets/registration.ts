/**
 * Registering a new wallet with the server (spec §4 "Wallet creation" 3–4): first the wallet proof of
 * DESIGN.md, signed inside the vault, so a referral binds; then registration. Failure is tolerated,
 * except verification-required, which first saves the current path under the redirect-after-verify key.
 */
import { isHorizonError } from '@horizon/core';
import type { ApiClient } from '../api/client.js';
import { type KeyValueStore, STORAGE_KEYS, safeGet, safeRemove, safeSet } from '../app/storage-keys.js';
import type { Vault } from '../vault/index.js';

export interface RegistrationDeps {
  readonly api: ApiClient;
  readonly vault: Vault;
  readonly session: KeyValueStore | undefined;
  /** The current path and query, saved before the redirect to /verify. */
  readonly currentPath: () => string;
  readonly log?: (message: string, error: unknown) => void;
}

export type RegistrationOutcome = 'registered' | 'failed' | 'verification-required';

async function proveControl(deps: RegistrationDeps, address: string): Promise<void> {
  const { challenge } = await deps.api.call('GET /api/wallet_challenge', {
    query: { classic_address: address },
  });
  const proof = await deps.vault.withSigner(address, (signer) => ({
    signature: signer.signChallenge(challenge),
    public_key: signer.publicKey,
  }));
  await deps.api.call('POST /api/wallet_proof', { body: { classic_address: address, ...proof } });
}

export async function registerWallet(deps: RegistrationDeps, address: string): Promise<RegistrationOutcome> {
  const log = deps.log ?? ((m, e) => console.warn(m, e));
  // Saved before the calls, as the redirect to /verify may happen inside them; restored unless needed.
  const previous = safeGet(deps.session, STORAGE_KEYS.redirectAfterVerify);
  safeSet(deps.session, STORAGE_KEYS.redirectAfterVerify, deps.currentPath());
  const restore = () =>
    previous === null
      ? safeRemove(deps.session, STORAGE_KEYS.redirectAfterVerify)
      : safeSet(deps.session, STORAGE_KEYS.redirectAfterVerify, previous);
  try {
    try {
      await proveControl(deps, address);
    } catch (error) {
      if (isHorizonError(error, 'verification.required')) throw error;
      log('Wallet proof failed; registering without it', error);
    }
    const referral = safeGet(deps.session, STORAGE_KEYS.referralCode);
    await deps.api.call('POST /api/trustless/register_wallet_frontend', {
      body: { classic_address: address, ...(referral ? { referral_code: referral } : {}) },
    });
    restore();
    return 'registered';
  } catch (error) {
    if (isHorizonError(error, 'verification.required')) return 'verification-required';
    restore();
    log('Failed to register wallet', error);
    return 'failed';
  }
}
