/** GET /api/premium and /api/premium/status: the rule's terms for the premium page, and by which rule a wallet holds. */
import { parseTokenId } from '@horizon/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, startTestApp } from '../support/test-app.js';
import { newWallet } from '../support/wallets.js';

const ISSUER = newWallet().address;
const TREASURY = newWallet().address;
const PLATFORM = parseTokenId(`HZN:${ISSUER}`);
const DAY = 86_400_000;

describe('premium terms and status', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ env: { PLATFORM_TOKEN: `HZN:${ISSUER}`, TREASURY_ADDRESS: TREASURY } });
  }, 120_000);
  afterAll(() => t.close());

  const status = async (address: string) => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/premium/status?classic_address=${address}`,
    });
    expect(response.statusCode).toBe(200);
    return response.json<unknown>();
  };

  it('gives the treasury, the platform token, 100 tokens and 5 XRP for 30 days', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/premium' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      treasury_address: TREASURY,
      platform_token_id: `HZN:${ISSUER}`,
      min_platform_tokens: '100',
      monthly_fee_xrp: '5',
      payment_window_days: 30,
    });
  });

  it('says a holder of 100 platform tokens is premium by tokens, even when it paid too', async () => {
    const holder = newWallet().address;
    t.ledger.setBalance(holder, PLATFORM, '100');
    t.ledger.pay(holder, TREASURY, 5_000_000n, t.clock.now() - DAY);
    expect(await status(holder)).toEqual({
      classic_address: holder,
      premium: true,
      by: 'tokens',
      platform_tokens_held: '100',
      paid_xrp: '5',
    });
  });

  it('says a wallet that paid 5 XRP within 30 days is premium by payment', async () => {
    const payer = newWallet().address;
    t.ledger.setBalance(payer, PLATFORM, '99.5');
    t.ledger.pay(payer, TREASURY, 2_500_000n, t.clock.now() - 29 * DAY);
    t.ledger.pay(payer, TREASURY, 2_500_000n, t.clock.now() - DAY);
    expect(await status(payer)).toEqual({
      classic_address: payer,
      premium: true,
      by: 'payment',
      platform_tokens_held: '99.5',
      paid_xrp: '5',
    });
  });

  it('says a wallet short on both is not premium, with what it has', async () => {
    const short = newWallet().address;
    t.ledger.pay(short, TREASURY, 4_999_999n, t.clock.now() - DAY);
    expect(await status(short)).toEqual({
      classic_address: short,
      premium: false,
      by: null,
      platform_tokens_held: '0',
      paid_xrp: '4.999999',
    });
  });

  it('refuses a malformed address with a 400', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/premium/status?classic_address=rNope' });
    expect(response.statusCode).toBe(400);
  });
});

describe('premium terms on a server without a treasury or platform token', () => {
  it('gives nulls, and nobody is premium', async () => {
    const t = await startTestApp();
    try {
      const terms = await t.app.inject({ method: 'GET', url: '/api/premium' });
      expect(terms.json()).toMatchObject({ treasury_address: null, platform_token_id: null });
      const wallet = newWallet().address;
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/premium/status?classic_address=${wallet}`,
      });
      expect(response.json()).toMatchObject({ premium: false, by: null, paid_xrp: '0' });
    } finally {
      await t.close();
    }
  }, 120_000);
});
