/** Registration after creating a wallet: the wallet proof first, tolerated failures, verification-required. */
import { verify } from 'ripple-keypairs';
import { HorizonError } from '@horizon/core';
import { describe, expect, it } from 'vitest';
import { ApiError, type ApiClient } from '../../src/api/client.js';
import { STORAGE_KEYS } from '../../src/services/storage-keys.js';
import { MemoryVaultStore, Vault } from '../../src/vault/index.js';
import { challengeMessageHex } from '../../src/vault/keys/sign.js';
import { registerWallet } from '../../src/wallets/registration.js';
import { MemoryStore } from '../memory-store.js';

const CHALLENGE = 'ab'.repeat(32);

async function setup(fail: Partial<Record<string, unknown>> = {}, referral = 'FRIEND1') {
  const vault = new Vault({ store: new MemoryVaultStore() });
  const { address } = await vault.generate('A');
  const calls: { key: string; body?: unknown }[] = [];
  const api = {
    call: async (key: string, options: { body?: unknown } = {}) => {
      calls.push({ key, body: options.body });
      if (fail[key]) throw fail[key];
      if (key === 'GET /api/wallet_challenge')
        return { classic_address: address, challenge: CHALLENGE, expires_at: 9 };
      return {};
    },
  } as unknown as ApiClient;
  const session = new MemoryStore({ [STORAGE_KEYS.referralCode]: referral });
  const later: (() => void)[] = [];
  const schedule = (run: () => void) => void later.push(run);
  const deps = { api, vault, session, currentPath: () => '/wallet?tab=1', log: () => undefined, schedule };
  return { vault, address, calls, session, deps, later };
}

describe('registering a new wallet', () => {
  it('proves control with a vault signature, then registers with the referral code', async () => {
    const env = await setup();
    expect(await registerWallet(env.deps, env.address)).toBe('registered');
    expect(env.calls.map((c) => c.key)).toEqual([
      'GET /api/wallet_challenge',
      'POST /api/wallet_proof',
      'POST /api/trustless/register_wallet_frontend',
    ]);
    const proof = env.calls[1]?.body as { signature: string; public_key: string; classic_address: string };
    expect(proof.classic_address).toBe(env.address);
    expect(verify(challengeMessageHex(CHALLENGE), proof.signature, proof.public_key)).toBe(true);
    expect(env.calls[2]?.body).toEqual({ classic_address: env.address, referral_code: 'FRIEND1' });
    expect(env.session.getItem(STORAGE_KEYS.redirectAfterVerify)).toBeNull();
  });

  it('a failed proof or registration is tolerated', async () => {
    const env = await setup({
      'POST /api/wallet_proof': new ApiError('nope', 400, {}),
      'POST /api/trustless/register_wallet_frontend': new ApiError('Failed to register wallet', 500, {}),
    });
    expect(await registerWallet(env.deps, env.address)).toBe('failed');
    expect(env.calls).toHaveLength(3);
    // The code stays for the next try.
    expect(env.later).toHaveLength(0);
    expect(env.session.getItem(STORAGE_KEYS.referralCode)).toBe('FRIEND1');
  });

  it('forgets the referral code it sent once the wallet is registered (spec §9: 3 s later)', async () => {
    const env = await setup();
    expect(await registerWallet(env.deps, env.address)).toBe('registered');
    expect(env.session.getItem(STORAGE_KEYS.referralCode)).toBe('FRIEND1');
    env.later.forEach((run) => run());
    expect(env.session.getItem(STORAGE_KEYS.referralCode)).toBeNull();
  });

  it('never sends a malformed code that storage holds (the server would refuse the registration)', async () => {
    const env = await setup({}, 'x" OR 1=1');
    expect(await registerWallet(env.deps, env.address)).toBe('registered');
    expect(env.calls[2]?.body).toEqual({ classic_address: env.address });
  });

  it('verification required leaves the current path under the redirect-after-verify key', async () => {
    const env = await setup({ 'GET /api/wallet_challenge': new HorizonError('verification.required') });
    expect(await registerWallet(env.deps, env.address)).toBe('verification-required');
    expect(env.session.getItem(STORAGE_KEYS.redirectAfterVerify)).toBe('/wallet?tab=1');
    expect(env.calls).toHaveLength(1);
    // Kept across the verification detour.
    expect(env.later).toHaveLength(0);
    expect(env.session.getItem(STORAGE_KEYS.referralCode)).toBe('FRIEND1');
  });
});
