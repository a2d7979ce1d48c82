import { ammSwapOut, issuedAmount, xrpAmount, type XrpAmount } from '@horizon/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Wallet } from 'xrpl';
import { Dex, nodesOf, usd } from './dex-helpers.js';

// Accounts holding more XRP than a 16-digit issued value holds exactly (genesis: 100 billion XRP, 1e17 drops; a
// whale with 1e13 drops) trade like any other: the payment engine keeps XRP in integer drops, so their balances
// move by exactly what they pay. Book: `bookGw`'s USD, offered at 1.2 XRP per USD; pool: `poolGw`'s USD, 100 XRP
// against 100 USD with a 0.3% fee.

let dex: Dex;
let bookGw: Wallet;
let poolGw: Wallet;
let maker: Wallet;
let lp: Wallet;
let whale: Wallet;
let bob: Wallet;
const XRP = { currency: 'XRP' };
const poolUsd = (value: string) => ({ currency: 'USD', issuer: poolGw.address, value });

async function pool(): Promise<[bigint, string]> {
  const r = await dex.request({
    command: 'amm_info',
    asset: XRP,
    asset2: { currency: 'USD', issuer: poolGw.address },
  });
  const amm = r.amm as { amount: string; amount2: { value: string } };
  return [BigInt(amm.amount), amm.amount2.value];
}

beforeAll(async () => {
  dex = await Dex.start();
  [bookGw, poolGw, maker, lp, bob] = [
    await dex.account('1000000000'),
    await dex.account('1000000000'),
    await dex.account('10000000000'),
    await dex.account('10000000000'),
    await dex.account('1000000000'),
  ];
  whale = await dex.account('10000000000000');
  for (const g of [bookGw, poolGw]) await dex.ok(g, { TransactionType: 'AccountSet', SetFlag: 8 });
  for (const w of [maker, bob, dex.f.genesis, whale])
    await dex.ok(w, { TransactionType: 'TrustSet', LimitAmount: usd(bookGw.address, '100000') });
  for (const w of [lp, bob]) await dex.ok(w, { TransactionType: 'TrustSet', LimitAmount: poolUsd('100000') });
  await dex.ok(bookGw, {
    TransactionType: 'Payment',
    Destination: maker.address,
    Amount: usd(bookGw.address, '1000'),
  });
  await dex.ok(poolGw, { TransactionType: 'Payment', Destination: lp.address, Amount: poolUsd('1000') });
  await dex.ok(maker, {
    TransactionType: 'OfferCreate',
    TakerGets: usd(bookGw.address, '500'),
    TakerPays: '600000000',
  });
  await dex.ok(lp, {
    TransactionType: 'AMMCreate',
    Amount: '100000000',
    Amount2: poolUsd('100'),
    TradingFee: 300,
  });
});
afterAll(() => dex.close());

describe.each([
  ['genesis (1e17 drops)', () => dex.f.genesis],
  ['an account of 1e13 drops', () => whale],
])('%s', (_name, payer) => {
  it('pays XRP for USD through the book: exactly 1.2 XRP per USD, to the drop', async () => {
    const w = payer();
    const before = await dex.balance(w.address);
    const bobBefore = Number(await dex.line(bob.address, bookGw.address));
    const s = await dex.ok(w, {
      TransactionType: 'Payment',
      Destination: bob.address,
      Amount: usd(bookGw.address, '10'),
      SendMax: '20000000',
    });
    expect(await dex.balance(w.address)).toBe(before - 12_000_000n - s.fee);
    expect(await dex.line(bob.address, bookGw.address)).toBe(String(bobBefore + 10));
    expect(nodesOf(s.meta, 'ModifiedNode', 'Offer')).toHaveLength(1);
  });

  it('pays XRP for USD through the pool: what swapOut asks, to the drop', async () => {
    const w = payer();
    const [x, y] = await pool();
    const expected = ammSwapOut(
      { balance1: xrpAmount(x), balance2: issuedAmount('USD', poolGw.address, y) },
      issuedAmount('USD', poolGw.address, '5'),
      300,
    ) as XrpAmount;
    const before = await dex.balance(w.address);
    const s = await dex.ok(w, {
      TransactionType: 'Payment',
      Destination: bob.address,
      Amount: poolUsd('5'),
      SendMax: '20000000',
    });
    expect(expected.drops).toBeGreaterThan(5_000_000n);
    expect(await dex.balance(w.address)).toBe(before - expected.drops - s.fee);
    const [x2] = await pool();
    expect(x2).toBe(x + expected.drops);
  });

  it('places an offer that crosses the book: buys 25 USD for 30 XRP and leaves nothing on the book', async () => {
    const w = payer();
    const before = await dex.balance(w.address);
    const usdBefore = Number((await dex.line(w.address, bookGw.address)) ?? '0');
    const s = await dex.ok(w, {
      TransactionType: 'OfferCreate',
      TakerPays: usd(bookGw.address, '25'),
      TakerGets: '30000000',
    });
    expect(nodesOf(s.meta, 'CreatedNode', 'Offer')).toHaveLength(0);
    expect(await dex.balance(w.address)).toBe(before - 30_000_000n - s.fee);
    expect(await dex.line(w.address, bookGw.address)).toBe(String(usdBefore + 25));
  });
});
