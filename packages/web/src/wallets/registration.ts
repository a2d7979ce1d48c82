/**
 * Registering a new wallet with the server (spec §4 "Wallet creation" 3–4): first the wallet proof of
 * DESIGN.md, signed inside the vault, so a referral binds; then registration. Failure is tolerated,
 * except verification-required, which first saves the current path under the redirect-after-verify key.
 * The referral code sent is forgotten 3 s after a registration (spec §9).
 */
import { isHorizonError } from '@horizon/core';
import type { ApiClient } from '../api/client.js';
import { forgetReferralCodeLater, storedReferralCode } from '../services/referral-capture.js';
import { type KeyValueStore, STORAGE_KEYS, safeGet, safeRemove, safeSet } from '../services/storage-keys.js';
import type { Vault } from '../vault/index.js';
import { proveWallet } from './wallet-proof.js';

export interface RegistrationDeps {
  readonly api: ApiClient;
  readonly vault: Vault;
  readonly session: KeyValueStore | undefined;
  /** The current path and query, saved before the redirect to /verify. */
  readonly currentPath: () => string;
  readonly log?: (message: string, error: unknown) => void;
  /** Runs the referral code's clearing later (spec §9: 3 s after submit); setTimeout unless given. */
  readonly schedule?: (run: () => void, ms: number) => void;
}

export type RegistrationOutcome = 'registered' | 'failed' | 'verification-required';

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
      const withSigner = deps.vault.withSigner.bind(deps.vault);
      await proveWallet({ api: deps.api, withSigner, session: deps.session }, address);
    } catch (error) {
      if (isHorizonError(error, 'verification.required')) throw error;
      log('Wallet proof failed; registering without it', error);
    }
    const referral = storedReferralCode(deps.session);
    await deps.api.call('POST /api/trustless/register_wallet_frontend', {
      body: { classic_address: address, ...(referral ? { referral_code: referral } : {}) },
    });
    // Kept until a wallet registers with it (the verification detour keeps it too).
    if (referral) forgetReferralCodeLater(deps.session, referral, deps.schedule);
    restore();
    return 'registered';
  } catch (error) {
    if (isHorizonError(error, 'verification.required')) return 'verification-required';
    restore();
    log('Failed to register wallet', error);
    return 'failed';
  }
}
