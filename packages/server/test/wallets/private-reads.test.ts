/**
 * A wallet's referral code, how many wallets it referred and what it earned are its own: a verified session
 * that did not prove control of the wallet gets the same refusal as every other wallet-proof call, whether or
 * not the wallet ever registered, and the wallet's owner gets them once proved.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_MESSAGES } from '../../src/http/messages.js';
import { type TestApp, startTestApp, verifySession } from '../support/test-app.js';
import { type TestWallet, newWallet, proveWallet } from '../support/wallets.js';

const PROOF_REQUIRED = { detail: SERVER_MESSAGES.walletProofRequired, requiresWalletProof: true };

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
}, 120_000);
afterAll(() => t.close());

const referralCode = (cookie: string, wallet: TestWallet) =>
  t.app.inject({
    method: 'POST',
    url: '/api/trustless/get_referral_code',
    headers: { cookie },
    payload: { classic_address: wallet.address },
  });

const referralEarnings = (cookie: string, wallet: TestWallet) =>
  t.app.inject({
    method: 'GET',
    url: `/api/referral_earnings?classic_address=${wallet.address}`,
    headers: { cookie },
  });

describe("another wallet's referral code and earnings", () => {
  it('are refused to a session that did not prove the wallet, alike for a registered wallet and an unknown one', async () => {
    const owner = newWallet();
    const ownerCookie = await verifySession(t.app);
    expect((await proveWallet(t.app, ownerCookie, owner)).statusCode).toBe(200);
    const mine = await referralCode(ownerCookie, owner);
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toEqual({
      referral_code: expect.stringMatching(/^[A-HJKMNP-Z2-9]{8}$/),
      referred_wallets: 0,
      earned_xrp: '0',
    });
    expect((await referralEarnings(ownerCookie, owner)).json()).toEqual({
      classic_address: owner.address,
      total_xrp: '0',
      payments: 0,
      recent_xrp: '0',
      recent_days: 30,
    });

    const stranger = await verifySession(t.app);
    for (const wallet of [owner, newWallet()]) {
      for (const read of [referralCode, referralEarnings]) {
        const refused = await read(stranger, wallet);
        expect(refused.statusCode).toBe(403);
        expect(refused.json()).toEqual(PROOF_REQUIRED);
      }
    }
    const [unknown] = await t.db.query('SELECT 1 FROM wallets WHERE classic_address <> $1', [owner.address]);
    expect(unknown, 'asking gave no other wallet a code').toBeUndefined();
  });
});
