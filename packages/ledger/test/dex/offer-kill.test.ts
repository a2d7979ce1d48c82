import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Wallet } from 'xrpl';
import { Dex, nodesOf, usd } from './dex-helpers.js';

// A killed offer (tecKILLED) changes nothing it crossed, but the unfunded offers it found on the way stay
// removed (rippled's removeUnfundedOffers after the reset); an offer it replaced by OfferSequence stays.

let dex: Dex;
let gw: Wallet;
let maker: Wallet;
let maker2: Wallet;
let taker: Wallet;
let G: string;

async function asks() {
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

beforeAll(async () => {
  dex = await Dex.start();
  gw = await dex.account('1000000000');
  G = gw.address;
  await dex.ok(gw, { TransactionType: 'AccountSet', SetFlag: 8 });
  [maker, maker2, taker] = [
    await dex.account('1000000000'),
    await dex.account('1000000000'),
    await dex.account('1000000000'),
  ];
  for (const w of [maker, maker2, taker])
    await dex.ok(w, { TransactionType: 'TrustSet', LimitAmount: usd(G, '1000') });
  for (const w of [maker, maker2])
    await dex.ok(gw, { TransactionType: 'Payment', Destination: w.address, Amount: usd(G, '10') });
  await dex.ok(maker, { TransactionType: 'OfferCreate', TakerGets: usd(G, '10'), TakerPays: '10000000' });
  await dex.ok(maker2, { TransactionType: 'OfferCreate', TakerGets: usd(G, '5'), TakerPays: '6000000' });
  // maker's USD goes back to the issuer: its offer is unfunded.
  await dex.ok(maker, { TransactionType: 'Payment', Destination: G, Amount: usd(G, '10') });
});
afterAll(() => dex.close());

describe('tecKILLED', () => {
  it('a fill-or-kill the book cannot fill is killed, and the unfunded offer it met is removed', async () => {
    await dex.ok(taker, {
      TransactionType: 'OfferCreate',
      TakerPays: usd(G, '1'),
      TakerGets: '500000',
    });
    const restingOffers = (await dex.request({ command: 'account_offers', account: taker.address }))
      .offers as {
      seq: number;
    }[];
    const restingSeq = restingOffers[0]?.seq;
    expect(restingSeq).toBeGreaterThan(0);
    const before = await dex.ownerCount(maker.address);
    const s = await dex.send(taker, {
      TransactionType: 'OfferCreate',
      TakerPays: usd(G, '10'),
      TakerGets: '12000000',
      Flags: 0x00040000,
      OfferSequence: restingSeq,
    });
    expect(s.result).toBe('tecKILLED');
    const deleted = nodesOf(s.meta, 'DeletedNode', 'Offer').map(
      (n) => (n.FinalFields as { Account: string }).Account,
    );
    expect(deleted).toEqual([maker.address]);
    expect(await dex.ownerCount(maker.address)).toBe(before - 1);
    expect(await asks()).toEqual([[maker2.address, usd(G, '5'), '6000000']]);
    // The offer named by OfferSequence is not cancelled by a killed replacement.
    const mine = (await dex.request({ command: 'account_offers', account: taker.address }))
      .offers as unknown[];
    expect(mine).toHaveLength(1);
    expect(await dex.line(taker.address, G)).toBe('0');
  });
});
