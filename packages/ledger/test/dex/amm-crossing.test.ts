import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Wallet } from 'xrpl';
import { Dex, usd } from './dex-helpers.js';

// An offer crossing a market whose only liquidity is an AMM pool (100 XRP / 100 USD, no fee): the pool fills
// it up to the point where the fill's average price equals the offer's limit, and the rest rests on the book.

let dex: Dex;
let gw: Wallet;
let lp: Wallet;
let taker: Wallet;
let G: string;
const XRP = { currency: 'XRP' };

async function pool(): Promise<[string, string]> {
  const r = await dex.request({ command: 'amm_info', asset: XRP, asset2: { currency: 'USD', issuer: G } });
  const amm = r.amm as { amount: string; amount2: { value: string } };
  return [amm.amount, amm.amount2.value];
}

beforeAll(async () => {
  dex = await Dex.start();
  gw = await dex.account('1000000000');
  G = gw.address;
  lp = await dex.account('1000000000');
  taker = await dex.account('1000000000');
  await dex.ok(gw, { TransactionType: 'AccountSet', SetFlag: 8 });
  for (const w of [lp, taker]) await dex.ok(w, { TransactionType: 'TrustSet', LimitAmount: usd(G, '1000') });
  await dex.ok(gw, { TransactionType: 'Payment', Destination: lp.address, Amount: usd(G, '500') });
  await dex.ok(lp, {
    TransactionType: 'AMMCreate',
    Amount: '100000000',
    Amount2: usd(G, '100'),
    TradingFee: 0,
  });
});
afterAll(() => dex.close());

describe('crossing against the AMM alone', () => {
  it('a bid for 50 USD at 1.1 XRP each takes about 9.0909 USD for 10 XRP from the pool and rests the rest', async () => {
    const before = await dex.balance(taker.address);
    const s = await dex.ok(taker, {
      TransactionType: 'OfferCreate',
      TakerPays: usd(G, '50'),
      TakerGets: '55000000',
    });
    // Average price = limit: (O - out)/I = 1/1.1e6 per drop → O - out = 1e8/1.1e6 = 90.9090…, in = I·O/(O - out) - I = 1e7.
    const [xrp, usdLeft] = await pool();
    const paid = BigInt(xrp) - 100_000_000n;
    expect(paid >= 10_000_000n && paid <= 10_000_001n).toBe(true);
    expect(usdLeft.startsWith('90.9090909090909')).toBe(true);
    expect(await dex.balance(taker.address)).toBe(before - paid - s.fee);
    const got = await dex.line(taker.address, G);
    expect(Number(got)).toBeCloseTo(9.090909090909, 9);
    // The rest rests at the original quality, TakerPays/TakerGets = 50/55e6 = 9.090909090909091e-7 USD per drop.
    const offers = (await dex.request({ command: 'account_offers', account: taker.address })).offers as {
      quality: string;
      taker_pays: { value: string };
      taker_gets: string;
    }[];
    expect(offers).toHaveLength(1);
    expect(offers[0]?.quality).toBe('0.0000009090909090909091');
    expect(offers[0]?.taker_pays.value).toBe('40.90909090909091');
    // TakerGets = 40.90909090909091 x 1.1e6 = 45000000.000000001, rounded up by STAmount's canonicalizeRound,
    // which drops all but the last sub-drop digit before rounding: 45000000 drops.
    expect(offers[0]?.taker_gets).toBe('45000000');
  });

  it('a bid below the pool price takes nothing from the pool', async () => {
    const before = await pool();
    await dex.ok(lp, { TransactionType: 'OfferCreate', TakerPays: usd(G, '10'), TakerGets: '1000000' });
    expect(await pool()).toEqual(before);
  });
});
