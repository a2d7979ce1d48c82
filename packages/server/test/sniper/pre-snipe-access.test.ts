/**
 * Pre-snipe calls on a real localnet: only for wallets proved in the session, and the sniper turned on only for
 * premium wallets whose pre-snipe wallet can pay the 1 XRP activation.
 */
import { SNIPER_MESSAGES } from '@horizon/core';
import { Wallet } from 'xrpl';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_MESSAGES } from '../../src/http/messages.js';
import { fund } from '../support/localnet.js';
import { verifySession } from '../support/test-app.js';
import { type SniperHarness, call, newUser, ok, startSniperHarness } from './sniper-harness.js';

const PROOF_REQUIRED = { detail: SERVER_MESSAGES.walletProofRequired, requiresWalletProof: true };

let h: SniperHarness;
beforeAll(async () => {
  h = await startSniperHarness();
}, 120_000);
afterAll(async () => h?.close());

describe('pre-snipe calls', () => {
  it('are refused for a wallet not bound to the session', async () => {
    const stranger = Wallet.generate();
    await fund(h.localnet, stranger.address, '100');
    const token = `USD:${stranger.address}`;
    const calls: [string, Record<string, unknown>][] = [
      ['get_pre_snipe_classic_address', {}],
      ['get_pre_snipe_settings', {}],
      ['update_pre_snipe', { xrp_amount: '5', enabled: true }],
      ['get_pre_sniped_tokens', {}],
      ['claim_pre_snipe', { token_id: token }],
      ['withdraw_tokens_from_pre_snipe', { token_id: token }],
      ['withdraw_xrp_from_pre_snipe_wallet', { xrp_amount: '1' }],
      ['get_pre_snipe_distributor_classic_address', { token_id: token }],
    ];
    for (const [name, body] of calls) {
      const response = await call(h, name, { classic_address: stranger.classicAddress, ...body });
      expect(response.statusCode, name).toBe(403);
      expect(response.json(), name).toEqual(PROOF_REQUIRED);
    }
    const [made] = await h.db.query('SELECT 1 FROM hot_wallets WHERE owner = $1', [stranger.classicAddress]);
    expect(made).toBeUndefined();
  }, 60_000);

  it("never tell another session a user's pre-snipe wallet, nor whether the user has one", async () => {
    const user = await newUser(h, false);
    const own = ok<{ classic_address: string }>(
      await call(h, 'get_pre_snipe_classic_address', { classic_address: user.classicAddress }),
    );
    const token = `USD:${user.classicAddress}`;
    const asked = { classic_address: user.classicAddress, token_id: token };
    expect(ok(await call(h, 'get_pre_snipe_distributor_classic_address', asked))).toEqual({
      classic_address: own.classic_address,
      remaining_users: 0,
    });
    const other = await verifySession(h.app);
    const ask = (classicAddress: string) =>
      h.app.inject({
        method: 'POST',
        url: '/api/trustless/get_pre_snipe_distributor_classic_address',
        headers: { cookie: other },
        payload: { classic_address: classicAddress, token_id: token },
      });
    const sniperUser = await ask(user.classicAddress);
    const nonUser = await ask(Wallet.generate().classicAddress);
    for (const answer of [sniperUser, nonUser]) {
      expect(answer.statusCode).toBe(403);
      expect(answer.json()).toEqual(PROOF_REQUIRED);
    }
  }, 60_000);

  it('turn the sniper on only for premium wallets whose pre-snipe wallet holds the activation', async () => {
    const plain = await newUser(h, false);
    const refused = await call(h, 'update_pre_snipe', {
      classic_address: plain.classicAddress,
      xrp_amount: '5',
      enabled: true,
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ detail: SNIPER_MESSAGES.premiumRequired });
    const premium = await newUser(h, true);
    const unfunded = await call(h, 'update_pre_snipe', {
      classic_address: premium.classicAddress,
      xrp_amount: '5',
      enabled: true,
    });
    expect(unfunded.statusCode).toBe(400);
    // 1 XRP activation + 5 XRP snipe + 1 XRP reserve + 0.2 XRP line reserve + five cushioned fees.
    expect(unfunded.json<{ detail: string }>().detail).toMatch(
      /^Fund your pre-snipe wallet first: turning the sniper on needs 7\.2\d+ XRP in it/,
    );
    const settings = ok(await call(h, 'get_pre_snipe_settings', { classic_address: premium.classicAddress }));
    expect(settings).toMatchObject({ enabled: false, xrp_amount: '0', xrp_balance: '0' });
  }, 60_000);
});
