import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Wallet } from 'xrpl';
import { Dex, usd } from './dex-helpers.js';

// Funds an account receives while a payment or crossing runs are not spendable by it in the same run (rippled's
// PaymentSandbox deferred credits). mid buys USD paying XRP and sells EUR for XRP, both at 1:1, with only 30 XRP
// above its reserve: a taker selling 50 USD for EUR through XRP reaches mid's XRP offer after mid's EUR offer has
// paid it XRP, yet mid can give only the 30 XRP it had.

let dex: Dex;
let g1: Wallet;
let g2: Wallet;
let mid: Wallet;
let taker: Wallet;
const eur = (issuer: string, value: string) => ({ currency: 'EUR', issuer, value });

beforeAll(async () => {
  dex = await Dex.start();
  g1 = await dex.account('1000000000');
  g2 = await dex.account('1000000000');
  for (const g of [g1, g2]) await dex.ok(g, { TransactionType: 'AccountSet', SetFlag: 8 });
  taker = await dex.account('1000000000');
  // 30 XRP + the reserve for 4 objects (1 + 4 x 0.2 XRP) + four 12-drop fees (as xrpl.js autofills them).
  mid = await dex.account('31800048');
  for (const w of [mid, taker]) {
    await dex.ok(w, { TransactionType: 'TrustSet', LimitAmount: usd(g1.address, '1000') });
    await dex.ok(w, { TransactionType: 'TrustSet', LimitAmount: eur(g2.address, '1000') });
  }
  await dex.ok(g1, {
    TransactionType: 'Payment',
    Destination: taker.address,
    Amount: usd(g1.address, '100'),
  });
  await dex.ok(g2, { TransactionType: 'Payment', Destination: mid.address, Amount: eur(g2.address, '100') });
  await dex.ok(mid, {
    TransactionType: 'OfferCreate',
    TakerGets: '100000000',
    TakerPays: usd(g1.address, '100'),
  });
  await dex.ok(mid, {
    TransactionType: 'OfferCreate',
    TakerGets: eur(g2.address, '100'),
    TakerPays: '100000000',
  });
});
afterAll(() => dex.close());

describe('deferred credits', () => {
  it('mid gives only the 30 XRP it had, not the XRP its other offer just received', async () => {
    expect(await dex.balance(mid.address)).toBe(31_800_000n);
    await dex.ok(taker, {
      TransactionType: 'OfferCreate',
      TakerGets: usd(g1.address, '50'),
      TakerPays: eur(g2.address, '40'),
      Flags: 0x00080000,
    });
    expect(await dex.line(taker.address, g1.address)).toBe('70');
    expect(await dex.line(taker.address, g2.address, 'EUR')).toBe('30');
    expect(await dex.line(mid.address, g1.address)).toBe('30');
    expect(await dex.balance(mid.address)).toBe(31_800_000n);
    // The rest is placed at the taker's rate: 20 USD for 20 / 1.25 = 16 EUR.
    const r = await dex.request({ command: 'account_offers', account: taker.address });
    const mine = (r.offers as { taker_gets: unknown; taker_pays: unknown }[]).map((o) => [
      o.taker_gets,
      o.taker_pays,
    ]);
    expect(mine).toEqual([[usd(g1.address, '20'), eur(g2.address, '16')]]);
  });
});
