/**
 * A wallet proved in a session stays bound only while the proving key still controls the account, read from
 * a real localnet: once the owner disables the master key (after setting a regular key), or replaces the
 * regular key that proved it, the session's private and money-moving calls for that wallet ask for a new proof,
 * which the new key then gives. (A stolen, since rotated key must not keep a session working.)
 */
import { Wallet } from 'xrpl';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ASF_DISABLE_MASTER } from '@horizon/protocol';
import { SERVER_MESSAGES } from '../../src/http/messages.js';
import { KEY_RECHECK_MS } from '../../src/verification/key-control.js';
import { fund } from '../support/localnet.js';
import { proveWallet } from '../support/wallets.js';
import { type SniperHarness, call, direct, startSniperHarness } from '../sniper/sniper-harness.js';

const PROOF_REQUIRED = { detail: SERVER_MESSAGES.walletProofRequired, requiresWalletProof: true };

let h: SniperHarness;
beforeAll(async () => {
  h = await startSniperHarness();
}, 120_000);
afterAll(async () => h?.close());

/** Proves `owner` in the harness's session with `key` (its master key, or a regular key). */
async function prove(owner: Wallet, key: Wallet): Promise<number> {
  const wallet = { address: owner.classicAddress, publicKey: owner.publicKey, privateKey: owner.privateKey };
  const signer = { address: key.classicAddress, publicKey: key.publicKey, privateKey: key.privateKey };
  return (await proveWallet(h.app, h.cookie, wallet, signer)).statusCode;
}

/** `key` signing for `owner`'s account (a regular key), as xrpl.js does with a master address. */
const signingFor = (owner: Wallet, key: Wallet) =>
  new Wallet(key.publicKey, key.privateKey, { masterAddress: owner.classicAddress });

/** The session's private calls for the wallet: its referral code, and its pre-snipe wallet (to fund). */
async function privateCalls(owner: Wallet): Promise<number[]> {
  const body = { classic_address: owner.classicAddress };
  return [
    (await call(h, 'get_referral_code', body)).statusCode,
    (await call(h, 'get_pre_snipe_classic_address', body)).statusCode,
  ];
}

async function expectRefused(owner: Wallet): Promise<void> {
  for (const name of ['get_referral_code', 'get_pre_snipe_settings', 'withdraw_xrp_from_pre_snipe_wallet']) {
    const answer = await call(h, name, { classic_address: owner.classicAddress, xrp_amount: '1' });
    expect(answer.statusCode, name).toBe(403);
    expect(answer.json(), name).toEqual(PROOF_REQUIRED);
  }
}

describe('a wallet bound by a key that is rotated away on the ledger', () => {
  it('is unbound once its master key is disabled, and bound again by its regular key', async () => {
    const owner = Wallet.generate();
    await fund(h.localnet, owner.address, '100');
    expect(await prove(owner, owner)).toBe(200);
    expect(await privateCalls(owner)).toEqual([200, 200]);

    const regular = Wallet.generate();
    const setKey = { TransactionType: 'SetRegularKey', RegularKey: regular.classicAddress };
    expect(await direct(h, owner, setKey)).toBe('tesSUCCESS');
    const disable = { TransactionType: 'AccountSet', SetFlag: ASF_DISABLE_MASTER };
    expect(await direct(h, owner, disable)).toBe('tesSUCCESS');
    h.clock.advance(KEY_RECHECK_MS);
    await expectRefused(owner);

    expect(await prove(owner, regular)).toBe(200);
    expect(await privateCalls(owner)).toEqual([200, 200]);
  }, 120_000);

  it('is unbound once the regular key that proved it is replaced, and bound again by the new one', async () => {
    const owner = Wallet.generate();
    await fund(h.localnet, owner.address, '100');
    const first = Wallet.generate();
    expect(
      await direct(h, owner, { TransactionType: 'SetRegularKey', RegularKey: first.classicAddress }),
    ).toBe('tesSUCCESS');
    expect(await prove(owner, first)).toBe(200);
    expect(await privateCalls(owner)).toEqual([200, 200]);

    const second = Wallet.generate();
    const replace = { TransactionType: 'SetRegularKey', RegularKey: second.classicAddress };
    expect(await direct(h, signingFor(owner, first), replace)).toBe('tesSUCCESS');
    h.clock.advance(KEY_RECHECK_MS);
    await expectRefused(owner);

    expect(await prove(owner, first)).toBe(403);
    expect(await prove(owner, second)).toBe(200);
    expect(await privateCalls(owner)).toEqual([200, 200]);
  }, 120_000);
});
