import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Wallet } from 'xrpl';
import { Dex } from './dex-helpers.js';

// A token/token pool's single-asset withdrawal checked against the formula worked by hand, at the auction
// slot holder's discounted fee.

let dex: Dex;
let gw: Wallet;
let G: string;

beforeAll(async () => {
  dex = await Dex.start();
  gw = await dex.account('1000000000');
  G = gw.address;
  await dex.ok(gw, { TransactionType: 'AccountSet', SetFlag: 8 });
});
afterAll(() => dex.close());

describe('AMM single-asset withdrawal by hand (A = B = T = 100)', () => {
  it('the creator holds the auction slot, so 10 EUR out costs T(c - sqrt(c^2 - 4R))/2 at the discounted fee 30', async () => {
    const carol = await dex.account('1000000000');
    for (const c of ['EUR', 'JPY']) {
      await dex.ok(carol, {
        TransactionType: 'TrustSet',
        LimitAmount: { currency: c, issuer: G, value: '10000' },
      });
      await dex.ok(gw, {
        TransactionType: 'Payment',
        Destination: carol.address,
        Amount: { currency: c, issuer: G, value: '1000' },
      });
    }
    const EUR = { currency: 'EUR', issuer: G };
    const JPY = { currency: 'JPY', issuer: G };
    await dex.ok(carol, {
      TransactionType: 'AMMCreate',
      Amount: { ...EUR, value: '100' },
      Amount2: { ...JPY, value: '100' },
      TradingFee: 300,
    });
    const r0 = await dex.request({ command: 'amm_info', asset: EUR, asset2: JPY });
    const pool = r0.amm as { lp_token: { value: string; currency: string; issuer: string } };
    expect(pool.lp_token.value).toBe('100');
    // Withdraw 10 EUR as the sole provider first (fresh 100/100/100 pool).
    await dex.ok(carol, {
      TransactionType: 'AMMWithdraw',
      Asset: EUR,
      Asset2: JPY,
      Amount: { ...EUR, value: '10' },
      Flags: 0x00080000,
    });
    const r1 = (await dex.request({ command: 'amm_info', asset: EUR, asset2: JPY })).amm as typeof pool;
    // R = 0.1, f = 0.0003, c = R·f + 2 - f = 1.99973: t = 5.1324005511622602… (5.13898… at the full 0.3%).
    expect(r1.lp_token.value.startsWith('94.8675994488377')).toBe(true);
    const eur = (r1 as unknown as { amount: { value: string } }).amount.value;
    // assetOut(t) rounded down pays out a hair under the 10 asked for.
    expect(eur.startsWith('90.0000000000000')).toBe(true);
  });
});
