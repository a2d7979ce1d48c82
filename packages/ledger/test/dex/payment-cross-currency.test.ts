import { ammSwapOut, issuedAmount, xrpAmount } from '@horizon/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Wallet } from 'xrpl';
import { Dex, nodesOf, usd } from './dex-helpers.js';

// Cross-currency Payments through the books and an AMM pool: XRP to a token, a token to XRP, SendMax,
// tfPartialPayment with DeliveredAmount, DeliverMin, tfLimitQuality, tecPATH_DRY and tecPATH_PARTIAL, and the
// malformed XRP-to-XRP forms. Book prices are round (2 XRP per USD to buy, 1.5 XRP per USD to sell) so the
// amounts are worked by hand; the pool's price comes from the protocol package's swap formula.

let dex: Dex;
let gw: Wallet;
let maker: Wallet;
let maker2: Wallet;
let lp: Wallet;
let alice: Wallet;
let bob: Wallet;
let G: string;
const eur = (value: string) => ({ currency: 'EUR', issuer: G, value });
const tfPartialPayment = 0x00020000;
const tfLimitQuality = 0x00040000;

async function offers(account: string) {
  const r = await dex.request({ command: 'account_offers', account });
  return (r.offers as { taker_gets: unknown; taker_pays: unknown }[]).map((o) => [
    o.taker_gets,
    o.taker_pays,
  ]);
}

async function delivered(hash: string): Promise<unknown> {
  const r = await dex.request({ command: 'tx', transaction: hash });
  return (r.meta as { delivered_amount: unknown }).delivered_amount;
}

beforeAll(async () => {
  dex = await Dex.start();
  gw = await dex.account('1000000000');
  G = gw.address;
  await dex.ok(gw, { TransactionType: 'AccountSet', SetFlag: 8 });
  [maker, maker2, lp, alice, bob] = [
    await dex.account('1000000000'),
    await dex.account('1000000000'),
    await dex.account('1000000000'),
    await dex.account('5000000000'),
    await dex.account('1000000000'),
  ];
  for (const w of [maker, maker2, lp, bob]) {
    await dex.ok(w, { TransactionType: 'TrustSet', LimitAmount: usd(G, '10000') });
    await dex.ok(w, { TransactionType: 'TrustSet', LimitAmount: eur('10000') });
  }
  await dex.ok(gw, { TransactionType: 'Payment', Destination: maker.address, Amount: usd(G, '1000') });
  await dex.ok(gw, { TransactionType: 'Payment', Destination: lp.address, Amount: eur('1000') });
  // maker sells 100 USD at 2 XRP each; maker2 buys 50 USD at 1.5 XRP each.
  await dex.ok(maker, { TransactionType: 'OfferCreate', TakerGets: usd(G, '100'), TakerPays: '200000000' });
  await dex.ok(maker2, { TransactionType: 'OfferCreate', TakerGets: '75000000', TakerPays: usd(G, '50') });
  await dex.ok(lp, { TransactionType: 'AMMCreate', Amount: '100000000', Amount2: eur('100'), TradingFee: 0 });
});
afterAll(() => dex.close());

describe('XRP to a token and back through the book', () => {
  it('pays 10 USD for 20 XRP of a 25 XRP SendMax, at the maker price', async () => {
    const before = await dex.balance(alice.address);
    const s = await dex.ok(alice, {
      TransactionType: 'Payment',
      Destination: bob.address,
      Amount: usd(G, '10'),
      SendMax: '25000000',
    });
    expect(await dex.balance(alice.address)).toBe(before - 20_000_000n - s.fee);
    expect(await dex.line(bob.address, G)).toBe('10');
    expect(await dex.line(maker.address, G)).toBe('990');
    expect(await offers(maker.address)).toEqual([[usd(G, '90'), '180000000']]);
    const offer = nodesOf(s.meta, 'ModifiedNode', 'Offer')[0];
    expect(offer?.PreviousFields).toEqual({ TakerGets: usd(G, '100'), TakerPays: '200000000' });
    expect(await delivered(s.hash)).toEqual(usd(G, '10'));
  });

  it('pays 3 XRP for 2.000000000000001 USD of a 2.5 USD SendMax, at 1.5 XRP per USD rounded up', async () => {
    // The offer's quality is 50/75e6 = 6.666666666666667e-7 USD per drop (16 digits); 3e6 drops out cost
    // 3e6 x 6.666666666666667e-7 = 2.0000000000000001, rounded up to 16 digits: 2.000000000000001 USD; the
    // offer keeps 50 - 2.000000000000001 = 47.999999999999999, which 16 digits round to 48.
    const carol = await dex.account('100000000');
    const s = await dex.ok(bob, {
      TransactionType: 'Payment',
      Destination: carol.address,
      Amount: '3000000',
      SendMax: usd(G, '2.5'),
    });
    expect(await dex.balance(carol.address)).toBe(103_000_000n);
    expect(await dex.line(bob.address, G)).toBe('7.999999999999999');
    expect(await dex.line(maker2.address, G)).toBe('2.000000000000001');
    expect(await offers(maker2.address)).toEqual([['72000000', usd(G, '48')]]);
    expect(await delivered(s.hash)).toBe('3000000');
  });
});

describe('partial payments and limits', () => {
  it('SendMax short of the price: tecPATH_PARTIAL, and with tfPartialPayment 7.5 USD for 15 XRP', async () => {
    const tx = {
      TransactionType: 'Payment',
      Destination: bob.address,
      Amount: usd(G, '10'),
      SendMax: '15000000',
    };
    expect((await dex.send(alice, tx)).result).toBe('tecPATH_PARTIAL');
    const s = await dex.ok(alice, { ...tx, Flags: tfPartialPayment });
    expect(await delivered(s.hash)).toEqual(usd(G, '7.5'));
    expect(await dex.line(bob.address, G)).toBe('15.5');
    expect(await offers(maker.address)).toEqual([[usd(G, '82.5'), '165000000']]);
  });

  it('DeliverMin above what the book gives is tecPATH_PARTIAL; below it delivers all the book holds', async () => {
    const tx = {
      TransactionType: 'Payment',
      Destination: bob.address,
      Amount: usd(G, '500'),
      SendMax: '2000000000',
      Flags: tfPartialPayment,
    };
    expect((await dex.send(alice, { ...tx, DeliverMin: usd(G, '100') })).result).toBe('tecPATH_PARTIAL');
    expect(await offers(maker.address)).toEqual([[usd(G, '82.5'), '165000000']]);
    const before = await dex.balance(alice.address);
    const s = await dex.ok(alice, { ...tx, DeliverMin: usd(G, '80') });
    expect(await delivered(s.hash)).toEqual(usd(G, '82.5'));
    expect(await dex.balance(alice.address)).toBe(before - 165_000_000n - s.fee);
    expect(await offers(maker.address)).toEqual([]);
    expect(nodesOf(s.meta, 'DeletedNode', 'Offer')).toHaveLength(1);
  });

  it('an empty book: tecPATH_PARTIAL, or tecPATH_DRY for a partial payment', async () => {
    const tx = {
      TransactionType: 'Payment',
      Destination: bob.address,
      Amount: usd(G, '1'),
      SendMax: '5000000',
    };
    expect((await dex.send(alice, tx)).result).toBe('tecPATH_PARTIAL');
    expect((await dex.send(alice, { ...tx, Flags: tfPartialPayment })).result).toBe('tecPATH_DRY');
  });

  it('tfLimitQuality refuses a book worse than Amount/SendMax (1 XRP per USD against 2)', async () => {
    await dex.ok(maker, { TransactionType: 'OfferCreate', TakerGets: usd(G, '10'), TakerPays: '20000000' });
    const s = await dex.send(alice, {
      TransactionType: 'Payment',
      Destination: bob.address,
      Amount: usd(G, '2'),
      SendMax: '2000000',
      Flags: tfPartialPayment | tfLimitQuality,
    });
    expect(s.result).toBe('tecPATH_DRY');
    expect(await offers(maker.address)).toEqual([[usd(G, '10'), '20000000']]);
  });
});

describe('through the AMM pool', () => {
  it('pays 10 EUR out of a 100 XRP / 100 EUR pool for swapOut(pool, 10 EUR) drops', async () => {
    const pool = { balance1: xrpAmount(100_000_000n), balance2: issuedAmount('EUR', G, '100') };
    const cost = ammSwapOut(pool, issuedAmount('EUR', G, '10'), 0);
    // By hand: 1e8 x 10 / 90 = 11111111.1..., rounded up for the pool.
    expect(cost).toEqual(xrpAmount(11_111_112n));
    const before = await dex.balance(alice.address);
    const s = await dex.ok(alice, {
      TransactionType: 'Payment',
      Destination: bob.address,
      Amount: eur('10'),
      SendMax: '20000000',
    });
    expect(await dex.balance(alice.address)).toBe(before - 11_111_112n - s.fee);
    expect(await dex.line(bob.address, G, 'EUR')).toBe('10');
    const r = await dex.request({
      command: 'amm_info',
      asset: { currency: 'XRP' },
      asset2: { currency: 'EUR', issuer: G },
    });
    const amm = r.amm as { amount: string; amount2: { value: string } };
    expect(amm.amount).toBe('111111112');
    expect(amm.amount2.value).toBe('90');
  });
});

describe('malformed XRP-to-XRP payments', () => {
  const xrpTx = (extra: Record<string, unknown>) => ({
    TransactionType: 'Payment',
    Destination: 'rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTh',
    Amount: '1000000',
    ...extra,
  });
  it.each([
    ['temBAD_SEND_XRP_MAX', { SendMax: '2000000' }],
    ['temBAD_SEND_XRP_PATHS', { Paths: [[{ account: 'rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTh' }]] }],
    ['temBAD_SEND_XRP_PARTIAL', { Flags: tfPartialPayment }],
    ['temBAD_SEND_XRP_LIMIT', { Flags: tfLimitQuality }],
    ['temBAD_SEND_XRP_NO_DIRECT', { Flags: 0x00010000 }],
  ])('%s', async (code, extra) => {
    expect(await dex.sendUnchecked(alice, xrpTx(extra))).toBe(code);
  });

  it('a path whose books output the same issue twice is temBAD_PATH_LOOP', async () => {
    const s = await dex.send(alice, {
      TransactionType: 'Payment',
      Destination: bob.address,
      Amount: usd(G, '1'),
      SendMax: '5000000',
      Paths: [[{ currency: 'USD', issuer: G }, { currency: 'XRP' }, { currency: 'USD', issuer: G }]],
    });
    expect(s.result).toBe('temBAD_PATH_LOOP');
  });
});
