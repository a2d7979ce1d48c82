import { SNIPER_MESSAGES } from '@horizon/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, startTestApp, verifySession } from '../support/test-app.js';
import { newWallet, postProof, proveWallet, requestChallenge, signChallenge } from '../support/wallets.js';

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await startTestApp();
  cookie = await verifySession(t.app);
}, 120_000);
afterAll(() => t.close());

const NO_CHALLENGE = {
  detail: 'No open challenge for this wallet (each one works once, for 5 minutes): request a new one',
};
const BAD_SIGNATURE = { detail: 'The signature does not match the challenge and this public key' };

describe('proof of control of a wallet', () => {
  it('needs a verified session to ask for a challenge', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/wallet_challenge?classic_address=${newWallet().address}`,
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ detail: 'Verification required', requiresVerification: true });
  });

  it('gives a one-time 32-byte challenge that expires in 5 minutes', async () => {
    const wallet = newWallet();
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/wallet_challenge?classic_address=${wallet.address}`,
      headers: { cookie },
    });
    expect(response.json()).toEqual({
      classic_address: wallet.address,
      challenge: expect.stringMatching(/^[0-9a-f]{64}$/),
      expires_at: Math.floor(t.clock.now() / 1000) + 300,
    });
  });

  it('binds a wallet proven with its ed25519 or secp256k1 master key (an unfunded account)', async () => {
    for (const algorithm of ['ed25519', 'ecdsa-secp256k1'] as const) {
      const wallet = newWallet(algorithm);
      const response = await proveWallet(t.app, cookie, wallet);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ verified: true, classic_address: wallet.address });
      const rows = await t.db.query('SELECT key_kind FROM session_wallets WHERE classic_address = $1', [
        wallet.address,
      ]);
      expect(rows).toEqual([{ key_kind: 'master' }]);
    }
  });

  it('refuses the same signed challenge posted twice', async () => {
    const wallet = newWallet();
    const challenge = await requestChallenge(t.app, cookie, wallet.address);
    const body = {
      classic_address: wallet.address,
      public_key: wallet.publicKey,
      signature: signChallenge(challenge, wallet),
    };
    expect((await postProof(t.app, cookie, body)).statusCode).toBe(200);
    const replay = await postProof(t.app, cookie, body);
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toEqual(NO_CHALLENGE);
  });

  it('refuses a signature made by another key than the one named, and burns the challenge', async () => {
    const wallet = newWallet();
    const other = newWallet();
    const challenge = await requestChallenge(t.app, cookie, wallet.address);
    const body = {
      classic_address: wallet.address,
      public_key: wallet.publicKey,
      signature: signChallenge(challenge, other),
    };
    const response = await postProof(t.app, cookie, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(BAD_SIGNATURE);
    const retry = await postProof(t.app, cookie, { ...body, signature: signChallenge(challenge, wallet) });
    expect(retry.json()).toEqual(NO_CHALLENGE);
  });

  it("refuses to bind someone else's address to a key that does not control it", async () => {
    const victim = newWallet();
    const attacker = newWallet();
    const response = await proveWallet(t.app, cookie, victim, attacker);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      detail: `This public key does not control ${victim.address}: use the wallet's master key or its regular key`,
    });
    const rows = await t.db.query('SELECT 1 FROM session_wallets WHERE classic_address = $1', [
      victim.address,
    ]);
    expect(rows).toEqual([]);
  });

  it("accepts the account's current regular key, as the ledger reports it", async () => {
    const wallet = newWallet();
    const regular = newWallet('ecdsa-secp256k1');
    t.ledger.setAccount(wallet.address, { regularKey: regular.address });
    const response = await proveWallet(t.app, cookie, wallet, regular);
    expect(response.json()).toEqual({ verified: true, classic_address: wallet.address });
    const rows = await t.db.query('SELECT key_kind FROM session_wallets WHERE classic_address = $1', [
      wallet.address,
    ]);
    expect(rows).toEqual([{ key_kind: 'regular' }]);
  });

  it('refuses the master key of an account that disabled it', async () => {
    const wallet = newWallet();
    t.ledger.setAccount(wallet.address, { regularKey: newWallet().address, masterDisabled: true });
    const response = await proveWallet(t.app, cookie, wallet);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      detail: 'The master key of this account is disabled on the ledger: sign with its regular key',
    });
  });

  it('refuses a challenge answered after 5 minutes, or from another session', async () => {
    const wallet = newWallet();
    const challenge = await requestChallenge(t.app, cookie, wallet.address);
    const body = {
      classic_address: wallet.address,
      public_key: wallet.publicKey,
      signature: signChallenge(challenge, wallet),
    };
    const otherSession = await verifySession(t.app);
    expect((await postProof(t.app, otherSession, body)).json()).toEqual(NO_CHALLENGE);
    t.clock.advance(5 * 60 * 1000);
    expect((await postProof(t.app, cookie, body)).json()).toEqual(NO_CHALLENGE);
  });

  it('answers 503 when the ledger cannot be asked about the key', async () => {
    const wallet = newWallet();
    t.ledger.down = true;
    const response = await proveWallet(t.app, cookie, wallet);
    t.ledger.down = false;
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      detail: 'The ledger could not be reached. Please try again in a moment.',
    });
  });

  it('lets wallet-bound calls through only for a proven wallet', async () => {
    const wallet = newWallet();
    const body = { classic_address: wallet.address, xrp_amount: '10', enabled: true };
    const before = await t.app.inject({
      method: 'POST',
      url: '/api/trustless/update_pre_snipe',
      headers: { cookie },
      payload: body,
    });
    expect(before.statusCode).toBe(403);
    expect(before.json()).toEqual({
      detail: 'Prove control of this wallet first: sign the wallet challenge with its key',
      requiresWalletProof: true,
    });
    await proveWallet(t.app, cookie, wallet);
    const after = await t.app.inject({
      method: 'POST',
      url: '/api/trustless/update_pre_snipe',
      headers: { cookie },
      payload: body,
    });
    // The proof gate let the call through: the sniper itself answers, refusing a wallet that is not premium.
    expect([after.statusCode, after.json()]).toEqual([403, { detail: SNIPER_MESSAGES.premiumRequired }]);
  });
});
