/**
 * Pre-snipe calls on a real localnet: only for wallets proved in the session, and the sniper turned on only for
 * premium wallets whose pre-snipe wallet can pay the 1 XRP activation.
 */
import { SNIPER_MESSAGES } from '@horizon/core';
import { Wallet } from 'xrpl';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fund } from '../support/localnet.js';
import { type SniperHarness, call, newUser, ok, startSniperHarness } from './sniper-harness.js';

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
    ];
    for (const [name, body] of calls) {
      const response = await call(h, name, { classic_address: stranger.classicAddress, ...body });
      expect(response.statusCode, name).toBe(403);
    }
    const [made] = await h.db.query('SELECT 1 FROM hot_wallets WHERE owner = $1', [stranger.classicAddress]);
    expect(made).toBeUndefined();
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
