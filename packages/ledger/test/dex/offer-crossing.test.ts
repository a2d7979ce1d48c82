import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Wallet } from 'xrpl';
import { Dex, nodesOf, usd } from './dex-helpers.js';

// A taker's offer crosses resting offers in the XRP/USD book: best price first, at the maker's price,
// partial fills leaving the rest on the book, IoC and FoK, tfSell and tfPassive.

let dex: Dex;
let gw: Wallet;
let maker: Wallet;
let maker2: Wallet;
let taker: Wallet;
let G: string;

async function offers(account: string) {
  const r = await dex.request({ command: 'account_offers', account });
  return r.offers as { seq: number; taker_gets: unknown; taker_pays: unknown }[];
}

/** Offers selling USD for XRP, best first. */
async function usdAsks() {
  const r = await dex.request({
    command: 'book_offers',
    taker_pays: { currency: 'XRP' },
    taker_gets: { currency: 'USD', issuer: G },
  });
  return (r.offers as { Account: string; TakerGets: unknown; TakerPays: unknown }[]).map((o) => [
    o.Account,
    o.TakerGets,
    o.TakerPays,
  ]);
}

/** A maker sells `usdValue` USD for `drops`. */
const ask = (w: Wallet, usdValue: string, drops: string) =>
  dex.ok(w, { TransactionType: 'OfferCreate', TakerGets: usd(G, usdValue), TakerPays: drops });

beforeAll(async () => {
  dex = await Dex.start();
  gw = await dex.account('1000000000');
  G = gw.address;
  maker = await dex.account('1000000000');
  maker2 = await dex.account('1000000000');
  taker = await dex.account('1000000000');
  for (const w of [maker, maker2, taker]) {
    await dex.ok(w, { TransactionType: 'TrustSet', LimitAmount: usd(G, '100000') });
  }
  for (const w of [maker, maker2])
    await dex.ok(gw, { TransactionType: 'Payment', Destination: w.address, Amount: usd(G, '1000') });
});
afterAll(() => dex.close());

describe('crossing the XRP/USD book', () => {
  it('a buy of 40 USD for up to 30 XRP pays the maker price, 0.5 XRP per USD: 20 XRP, and leaves 60 USD on the book', async () => {
    await ask(maker, '100', '50000000');
    const before = await dex.balance(taker.address);
    const s = await dex.ok(taker, {
      TransactionType: 'OfferCreate',
      TakerPays: usd(G, '40'),
      TakerGets: '30000000',
    });
    expect(await dex.balance(taker.address)).toBe(before - 20_000_000n - s.fee);
    expect(await dex.line(taker.address, G)).toBe('40');
    expect(await dex.line(maker.address, G)).toBe('960');
    expect(await usdAsks()).toEqual([[maker.address, usd(G, '60'), '30000000']]);
    expect(await offers(taker.address)).toEqual([]);
    const modified = nodesOf(s.meta, 'ModifiedNode', 'Offer')[0];
    expect(modified?.PreviousFields).toEqual({ TakerGets: usd(G, '100'), TakerPays: '50000000' });
    expect(modified?.FinalFields).toMatchObject({ TakerGets: usd(G, '60'), TakerPays: '30000000' });
  });

  it('takes the better price first and places the unfilled rest at its own rate', async () => {
    // Book now: maker 60 USD @ 0.5 XRP. maker2 adds 10 USD @ 0.4 XRP (better).
    await ask(maker2, '10', '4000000');
    const before = await dex.balance(taker.address);
    // Wants 100 USD at up to 0.6 XRP each: 10 @ 0.4 (4 XRP) + 60 @ 0.5 (30 XRP); 30 USD left to place for 18 XRP.
    const s = await dex.ok(taker, {
      TransactionType: 'OfferCreate',
      TakerPays: usd(G, '100'),
      TakerGets: '60000000',
    });
    expect(await dex.balance(taker.address)).toBe(before - 34_000_000n - s.fee);
    expect(await dex.line(taker.address, G)).toBe('110');
    expect(nodesOf(s.meta, 'DeletedNode', 'Offer')).toHaveLength(2);
    expect(await usdAsks()).toEqual([]);
    const mine = await offers(taker.address);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ taker_pays: usd(G, '30'), taker_gets: '18000000' });
    expect(await dex.ownerCount(taker.address)).toBe(2);
  });

  it('a passive offer does not cross an offer of equal quality', async () => {
    // taker bids 30 USD for 18 XRP (0.6 XRP/USD); a passive ask at exactly 0.6 rests beside it.
    await dex.ok(maker, {
      TransactionType: 'OfferCreate',
      TakerGets: usd(G, '10'),
      TakerPays: '6000000',
      Flags: 0x00010000,
    });
    expect(await usdAsks()).toEqual([[maker.address, usd(G, '10'), '6000000']]);
    expect((await offers(taker.address))[0]).toMatchObject({ taker_pays: usd(G, '30') });
  });

  it('an ask of a token whose issuer does not ripple by default rests instead of crossing (terNO_RIPPLE)', async () => {
    // maker2 sells 10 USD for 6 XRP, the bid's own quality (10/6e6 = 30/18e6). G has no DefaultRipple, so
    // maker2's line to G does not ripple on G's side: the book step cannot take USD from maker2 through G
    // (rippled's BookStep::check gives terNO_RIPPLE), no strand is built and the whole ask rests in its book.
    await ask(maker2, '10', '6000000');
    expect((await offers(taker.address))[0]).toMatchObject({
      taker_pays: usd(G, '30'),
      taker_gets: '18000000',
    });
    expect(await dex.line(taker.address, G)).toBe('110');
    const rest = await offers(maker2.address);
    expect(rest.map((o) => [o.taker_gets, o.taker_pays])).toEqual([[usd(G, '10'), '6000000']]);
    await dex.ok(maker2, { TransactionType: 'OfferCancel', OfferSequence: rest[0]?.seq });
  });
});

describe('IoC, FoK and tfSell', () => {
  it('FoK that cannot be filled is killed and changes nothing', async () => {
    const before = await dex.line(taker.address, G);
    const s = await dex.send(taker, {
      TransactionType: 'OfferCreate',
      TakerPays: usd(G, '50'),
      TakerGets: '50000000',
      Flags: 0x00040000,
    });
    expect(s.result).toBe('tecKILLED');
    expect(await dex.line(taker.address, G)).toBe(before);
    expect(await usdAsks()).toEqual([[maker.address, usd(G, '10'), '6000000']]);
  });

  it('IoC takes what it can and places nothing', async () => {
    const s = await dex.ok(taker, {
      TransactionType: 'OfferCreate',
      TakerPays: usd(G, '50'),
      TakerGets: '50000000',
      Flags: 0x00020000,
    });
    expect(nodesOf(s.meta, 'DeletedNode', 'Offer')).toHaveLength(1);
    expect(nodesOf(s.meta, 'CreatedNode', 'Offer')).toHaveLength(0);
    expect(await dex.line(taker.address, G)).toBe('120');
    expect(await usdAsks()).toEqual([]);
    // The resting bid goes, so that later asks rest on an empty book.
    const bid = (await offers(taker.address))[0];
    await dex.ok(taker, { TransactionType: 'OfferCancel', OfferSequence: bid?.seq });
  });

  it('tfSell spends all of TakerGets for more than TakerPays asked', async () => {
    const seller = await dex.account('1000000000');
    await dex.ok(seller, { TransactionType: 'TrustSet', LimitAmount: usd(G, '1000') });
    await ask(maker, '20', '10000000');
    const before = await dex.balance(seller.address);
    // Sell 10 XRP for at least 15 USD; the book pays 20 USD for it.
    const s = await dex.ok(seller, {
      TransactionType: 'OfferCreate',
      TakerGets: '10000000',
      TakerPays: usd(G, '15'),
      Flags: 0x00080000,
    });
    expect(await dex.line(seller.address, G)).toBe('20');
    expect(await dex.balance(seller.address)).toBe(before - 10_000_000n - s.fee);
    expect(await offers(seller.address)).toEqual([]);
  });

  it('without tfSell the same offer stops at the 15 USD asked, paying 7.5 XRP', async () => {
    const buyer = await dex.account('1000000000');
    await dex.ok(buyer, { TransactionType: 'TrustSet', LimitAmount: usd(G, '1000') });
    await ask(maker, '20', '10000000');
    const before = await dex.balance(buyer.address);
    const s = await dex.ok(buyer, {
      TransactionType: 'OfferCreate',
      TakerGets: '10000000',
      TakerPays: usd(G, '15'),
    });
    expect(await dex.line(buyer.address, G)).toBe('15');
    expect(await dex.balance(buyer.address)).toBe(before - 7_500_000n - s.fee);
    expect(await usdAsks()).toEqual([[maker.address, usd(G, '5'), '2500000']]);
  });
});
