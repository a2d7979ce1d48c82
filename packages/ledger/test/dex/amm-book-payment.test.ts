import {
  IssuedValue,
  ammOffer,
  ammQualityFunction,
  outFromAverageQuality,
  ammSwapOut,
  issuedAmount,
  offerRate,
  xrpAmount,
  type Amount,
  type IssuedAmount,
  type XrpAmount,
} from '@horizon/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Wallet } from 'xrpl';
import { Dex, nodesOf, usd } from './dex-helpers.js';

// A payment that takes liquidity from the AMM pool and the order book of the same pair, the better quality at
// each pass: first the pool, sized by the protocol's changeSpotPriceQuality so that its price rises to the
// book's 1.2 XRP per USD; then the book's offer at 1.2; then the pool again, alone, for the rest (swapOut).

let dex: Dex;
let gw: Wallet;
let lp: Wallet;
let maker: Wallet;
let alice: Wallet;
let bob: Wallet;
let G: string;
const XRP = { currency: 'XRP' };

async function pool(): Promise<[string, string]> {
  const r = await dex.request({ command: 'amm_info', asset: XRP, asset2: { currency: 'USD', issuer: G } });
  const amm = r.amm as { amount: string; amount2: { value: string } };
  return [amm.amount, amm.amount2.value];
}

const drops = (a: Amount): bigint => (a as XrpAmount).drops;
const value = (a: Amount) => (a as IssuedAmount).value;

beforeAll(async () => {
  dex = await Dex.start();
  gw = await dex.account('1000000000');
  G = gw.address;
  await dex.ok(gw, { TransactionType: 'AccountSet', SetFlag: 8 });
  [lp, maker, alice, bob] = [
    await dex.account('1000000000'),
    await dex.account('1000000000'),
    await dex.account('1000000000'),
    await dex.account('1000000000'),
  ];
  for (const w of [lp, maker, bob])
    await dex.ok(w, { TransactionType: 'TrustSet', LimitAmount: usd(G, '10000') });
  for (const w of [lp, maker])
    await dex.ok(gw, { TransactionType: 'Payment', Destination: w.address, Amount: usd(G, '1000') });
  await dex.ok(lp, {
    TransactionType: 'AMMCreate',
    Amount: '100000000',
    Amount2: usd(G, '100'),
    TradingFee: 0,
  });
  await dex.ok(maker, { TransactionType: 'OfferCreate', TakerGets: usd(G, '10'), TakerPays: '12000000' });
});
afterAll(() => dex.close());

describe('the pool and the book together', () => {
  it('20 USD: the pool up to the book price, the book offer, then the pool for the rest', async () => {
    const usd100 = issuedAmount('USD', G, '100');
    const xrp100 = xrpAmount(100_000_000n);
    const first = ammOffer({
      pool: { in: xrp100, out: usd100 },
      initialPool: { in: xrp100, out: usd100 },
      fee: 0,
      clobRate: offerRate(xrpAmount(12_000_000n), issuedAmount('USD', G, '10')),
      multiPath: false,
      iteration: 0,
    });
    if (!first) throw new Error('the pool should beat the book at first');
    // Bringing the pool's price from 1 to 1.2 XRP per USD takes about 8.71 USD out for about 9.54 XRP.
    expect(Number(value(first.out).toString())).toBeCloseTo(8.7129, 4);
    // What is left of the 20 USD after the pool's first slice and the book's 10 USD.
    const rest = issuedAmount('USD', G, IssuedValue.fromString('10').sub(value(first.out)));
    const afterFirst = {
      balance1: xrpAmount(100_000_000n + drops(first.in)),
      balance2: issuedAmount('USD', G, value(usd100).sub(value(first.out))),
    };
    const third = ammSwapOut(afterFirst, rest, 0);
    const before = await dex.balance(alice.address);
    const s = await dex.ok(alice, {
      TransactionType: 'Payment',
      Destination: bob.address,
      Amount: usd(G, '20'),
      SendMax: '100000000',
    });
    const paid = drops(first.in) + 12_000_000n + drops(third);
    expect(await dex.balance(alice.address)).toBe(before - paid - s.fee);
    expect(await dex.line(bob.address, G)).toBe('20');
    expect(nodesOf(s.meta, 'DeletedNode', 'Offer')).toHaveLength(1);
    expect(await pool()).toEqual([
      (100_000_000n + drops(first.in) + drops(third)).toString(),
      value(afterFirst.balance2).sub(value(rest)).toString(),
    ]);
  });

  it('tfLimitQuality with the pool alone: delivers the output whose average price is Amount/SendMax', async () => {
    const [xrpText, usdText] = await pool();
    const balances = { in: xrpAmount(BigInt(xrpText)), out: issuedAmount('USD', G, usdText) };
    // 50 USD for at most 100 XRP: an average of 2 XRP per USD. With no fee the pool's average price for D out is
    // X / (Y - D), so D = Y - X / 2e6, as the protocol's quality function solves it (rounded up).
    const limit = offerRate(xrpAmount(100_000_000n), issuedAmount('USD', G, '50'));
    const out = outFromAverageQuality(ammQualityFunction(balances, 0), limit);
    if (!out) throw new Error('the pool should fill part of it');
    const expected = issuedAmount('USD', G, IssuedValue.fromXrplNumber(out));
    const cost = ammSwapOut({ balance1: balances.in, balance2: balances.out }, expected, 0);
    const before = await dex.balance(alice.address);
    const bobBefore = IssuedValue.fromString((await dex.line(bob.address, G)) ?? '0');
    const s = await dex.ok(alice, {
      TransactionType: 'Payment',
      Destination: bob.address,
      Amount: usd(G, '50'),
      SendMax: '100000000',
      Flags: 0x00020000 | 0x00040000,
    });
    const r = await dex.request({ command: 'tx', transaction: s.hash });
    expect((r.meta as { delivered_amount: unknown }).delivered_amount).toEqual(
      usd(G, value(expected).toString()),
    );
    expect(await dex.line(bob.address, G)).toBe(bobBefore.add(value(expected)).toString());
    expect(await dex.balance(alice.address)).toBe(before - drops(cost) - s.fee);
  });
});
