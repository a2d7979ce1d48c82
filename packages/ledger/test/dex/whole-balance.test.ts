import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Wallet } from 'xrpl';
import { Dex, nodesOf } from './dex-helpers.js';

// Selling a whole token balance into an AMM pool: the seller's balance, not the offer, limits the first step of
// the strand, and that step names the amount by the seller (rippled's IOUAmount has no issuer). The pool must
// still take it, as rippled does, where the localnet answered tefEXCEPTION. Pools of 1000 XRP / 100000 tokens,
// fee 0.5%; expected amounts worked out with rippled's swapAssetIn (fixAMMv1_1 rounding, 16 digits):
// out = O - roundUp(I·O / roundDown(I + in·0.995)), rounded down.

const tfIoc = 0x00020000;
const tfFok = 0x00040000;
const tfSell = 0x00080000;
const XRP = { currency: 'XRP' };

let dex: Dex;

interface Market {
  issuer: Wallet;
  tok: (currency: string, value: string) => { currency: string; issuer: string; value: string };
  pool: (currency: string) => Promise<[string, string]>;
}

/** A fresh issuer with pools of 1000 XRP / 100000 AAA and 1000 XRP / 100000 BBB (new pools for each test). */
async function market(): Promise<Market> {
  const issuer = await dex.account('1000000000');
  const provider = await dex.account('3000000000');
  const tok = (currency: string, value: string) => ({ currency, issuer: issuer.address, value });
  await dex.ok(issuer, { TransactionType: 'AccountSet', SetFlag: 8 });
  for (const c of ['AAA', 'BBB']) {
    await dex.ok(provider, { TransactionType: 'TrustSet', LimitAmount: tok(c, '1000000000') });
    await dex.ok(issuer, {
      TransactionType: 'Payment',
      Destination: provider.address,
      Amount: tok(c, '100000'),
    });
    await dex.ok(provider, {
      TransactionType: 'AMMCreate',
      Amount: '1000000000',
      Amount2: tok(c, '100000'),
      TradingFee: 500,
    });
  }
  const pool = async (c: string): Promise<[string, string]> => {
    const r = await dex.request({
      command: 'amm_info',
      asset: XRP,
      asset2: { currency: c, issuer: issuer.address },
    });
    const amm = r.amm as { amount: string; amount2: { value: string } };
    return [amm.amount, amm.amount2.value];
  };
  return { issuer, tok, pool };
}

/** A trader with 100 XRP, lines to AAA and BBB, and `held` of `currency` paid by the issuer. */
async function holder(m: Market, currency: string, held: string): Promise<Wallet> {
  const w = await dex.account('100000000');
  for (const c of ['AAA', 'BBB'])
    await dex.ok(w, { TransactionType: 'TrustSet', LimitAmount: m.tok(c, '1000000000') });
  await dex.ok(m.issuer, {
    TransactionType: 'Payment',
    Destination: w.address,
    Amount: m.tok(currency, held),
  });
  return w;
}

beforeAll(async () => {
  dex = await Dex.start();
});
afterAll(() => dex.close());

describe('selling a whole token balance into a pool', () => {
  it('sells all 6000 AAA for XRP (tfSell|tfImmediateOrCancel): the pool pays 56.336699 XRP', async () => {
    const m = await market();
    const w = await holder(m, 'AAA', '6000');
    const before = await dex.balance(w.address);
    const s = await dex.send(w, {
      TransactionType: 'OfferCreate',
      TakerGets: m.tok('AAA', '6000'),
      TakerPays: '1',
      Flags: tfSell | tfIoc,
    });
    expect(s.result).toBe('tesSUCCESS');
    // 1e9 - roundUp(1e14 / (100000 + 6000·0.995)) = 1e9 - 943663300.9342267 = 56336699.0657733 → 56336699 drops.
    expect(await dex.balance(w.address)).toBe(before - s.fee + 56_336_699n);
    expect(await dex.line(w.address, m.issuer.address, 'AAA')).toBe('0');
    expect(await m.pool('AAA')).toEqual(['943663301', '106000']);
    expect(nodesOf(s.meta, 'CreatedNode', 'Offer')).toEqual([]);
  });

  it('swaps all 100 BBB for AAA through both pools (tfSell|tfFillOrKill, as the product swaps)', async () => {
    const m = await market();
    const w = await holder(m, 'BBB', '100');
    const s = await dex.send(w, {
      TransactionType: 'OfferCreate',
      TakerGets: m.tok('BBB', '100'),
      TakerPays: m.tok('AAA', '0.000001'),
      Flags: tfSell | tfFok,
    });
    expect(s.result).toBe('tesSUCCESS');
    // 100 BBB → 1e9 - roundUp(1e14 / 100099.5) = 994010.9590956 → 994010 drops;
    // 994010 drops → 100000 - roundUp(1e14 / roundDown(1e9 + 994010·0.995)) = 98.80627165002 AAA.
    expect(await dex.line(w.address, m.issuer.address, 'BBB')).toBe('0');
    expect(await dex.line(w.address, m.issuer.address, 'AAA')).toBe('98.80627165002');
    expect(await m.pool('BBB')).toEqual(['999005990', '100100']);
    expect(await m.pool('AAA')).toEqual(['1000994010', '99901.19372834998']);
    expect(nodesOf(s.meta, 'CreatedNode', 'Offer')).toEqual([]);
  });

  it('swaps all 100 BBB for AAA when a better book offer sells AAA: the book first, then the pool', async () => {
    const m = await market();
    const maker = await holder(m, 'AAA', '10');
    // 10 AAA at 10000 drops each: cheaper than the pool sells (1e9/100000/0.995 = 10050.25 drops), dearer than
    // it buys (9950 drops), so the offer rests on the book.
    await dex.ok(maker, {
      TransactionType: 'OfferCreate',
      TakerGets: m.tok('AAA', '10'),
      TakerPays: '100000',
    });
    const w = await holder(m, 'BBB', '100');
    const s = await dex.send(w, {
      TransactionType: 'OfferCreate',
      TakerGets: m.tok('BBB', '100'),
      TakerPays: m.tok('AAA', '0.000001'),
      Flags: tfSell | tfFok,
    });
    expect(s.result).toBe('tesSUCCESS');
    // 100 BBB → 994010 drops, as above; 100000 of them buy the book's 10 AAA, the other 894010 go to the pool:
    // 100000 - roundUp(1e14 / roundDown(1e9 + 894010·0.995)) = 88.87493719281 AAA.
    expect(await dex.line(w.address, m.issuer.address, 'BBB')).toBe('0');
    expect(await dex.line(w.address, m.issuer.address, 'AAA')).toBe('98.87493719281');
    expect(await m.pool('BBB')).toEqual(['999005990', '100100']);
    expect(await m.pool('AAA')).toEqual(['1000894010', '99911.12506280719']);
    expect(await dex.line(maker.address, m.issuer.address, 'AAA')).toBe('0');
    expect(nodesOf(s.meta, 'DeletedNode', 'Offer')).toHaveLength(1);
  });

  it('pays with all 6000 AAA as SendMax (a partial cross-currency payment): 56.336699 XRP delivered', async () => {
    const m = await market();
    const w = await holder(m, 'AAA', '6000');
    const dest = await dex.account('20000000');
    const s = await dex.send(w, {
      TransactionType: 'Payment',
      Destination: dest.address,
      Amount: '100000000',
      SendMax: m.tok('AAA', '6000'),
      Flags: 0x00020000,
    });
    expect(s.result).toBe('tesSUCCESS');
    // The same swap as the first test: 6000 AAA → 56336699 drops.
    expect((s.meta as unknown as { delivered_amount: string }).delivered_amount).toBe('56336699');
    expect(await dex.balance(dest.address)).toBe(20_000_000n + 56_336_699n);
    expect(await dex.line(w.address, m.issuer.address, 'AAA')).toBe('0');
    expect(await m.pool('AAA')).toEqual(['943663301', '106000']);
  });
});
