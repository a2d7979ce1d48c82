import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Wallet } from 'xrpl';
import { Dex, nodesOf, usd } from './dex-helpers.js';

// Issuer rules an offer meets when it is placed: the issuer's TickSize rounds its quality, and an issuer's
// global freeze or a deep freeze of the owner's line refuses it (tecFROZEN), as rippled's CreateOffer does.
//
// TickSize 3, hand-worked: 1 USD for 3 XRP has the rate (TakerPays / TakerGets) 1 / 3,000,000 =
// 3.333333333333333e-7 (16 digits); Quality::round(3) rounds the mantissa up to 3 digits: 3.34e-7. A buy keeps
// TakerPays and divides it by the rate: 1 / 3.34e-7 = 2,994,011.976 drops, an XRP amount made from a Number,
// which rounds to the nearest drop (fixUniversalNumber): 2,994,012; a sell (tfSell) keeps TakerGets and
// multiplies: 3,000,000 x 3.34e-7 = 1.002 USD.

let dex: Dex;
let gw: Wallet;
let plain: Wallet;
let alice: Wallet;
let bob: Wallet;
const tf = { sell: 0x00080000, setFreeze: 0x00100000, clearFreeze: 0x00200000 };
const tfDeep = { set: 0x00400000, clear: 0x00800000 };
const asfGlobalFreeze = 7;

async function offers(address: string): Promise<{ seq: number; taker_gets: unknown; taker_pays: unknown }[]> {
  const r = await dex.request({ command: 'account_offers', account: address });
  return r.offers as { seq: number; taker_gets: unknown; taker_pays: unknown }[];
}

/** Places an offer and returns it as account_offers lists it (found by its sequence). */
async function place(w: Wallet, tx: Record<string, unknown>) {
  const s = await dex.ok(w, { TransactionType: 'OfferCreate', ...tx });
  const created = nodesOf(s.meta, 'CreatedNode', 'Offer')[0]?.NewFields as { Sequence: number };
  const listed = (await offers(w.address)).find((o) => o.seq === created.Sequence);
  return { taker_gets: listed?.taker_gets, taker_pays: listed?.taker_pays };
}

beforeAll(async () => {
  dex = await Dex.start();
  [gw, plain, alice, bob] = [
    await dex.account('1000000000'),
    await dex.account('1000000000'),
    await dex.account('1000000000'),
    await dex.account('1000000000'),
  ];
  for (const g of [gw, plain]) await dex.ok(g, { TransactionType: 'AccountSet', SetFlag: 8 });
  await dex.ok(gw, { TransactionType: 'AccountSet', TickSize: 3 });
  for (const w of [alice, bob]) {
    for (const g of [gw, plain])
      await dex.ok(w, { TransactionType: 'TrustSet', LimitAmount: usd(g.address, '1000') });
    await dex.ok(gw, { TransactionType: 'Payment', Destination: w.address, Amount: usd(gw.address, '100') });
  }
});
afterAll(() => dex.close());

describe('TickSize', () => {
  it("a buy keeps TakerPays and gives the rounded quality's TakerGets: 2,994,012 drops", async () => {
    expect(await place(alice, { TakerPays: usd(gw.address, '1'), TakerGets: '3000000' })).toEqual({
      taker_gets: '2994012',
      taker_pays: usd(gw.address, '1'),
    });
  });

  it('a sell (tfSell) keeps TakerGets and asks the rounded TakerPays: 1.002 USD', async () => {
    expect(
      await place(alice, { TakerPays: usd(gw.address, '1'), TakerGets: '3000000', Flags: tf.sell }),
    ).toEqual({ taker_gets: '3000000', taker_pays: usd(gw.address, '1.002') });
  });

  it('an issuer without TickSize leaves the offer as it was', async () => {
    expect(await place(alice, { TakerPays: usd(plain.address, '1'), TakerGets: '3000000' })).toEqual({
      taker_gets: '3000000',
      taker_pays: usd(plain.address, '1'),
    });
  });
});

describe('frozen assets', () => {
  const buyUsd = () => ({
    TransactionType: 'OfferCreate',
    TakerPays: usd(gw.address, '5'),
    TakerGets: '5000000',
  });
  const sellUsd = () => ({
    TransactionType: 'OfferCreate',
    TakerGets: usd(gw.address, '5'),
    TakerPays: '5000000',
  });

  it("global freeze: buying or selling the issuer's token is tecFROZEN (fee claimed, nothing placed)", async () => {
    await dex.ok(gw, { TransactionType: 'AccountSet', SetFlag: asfGlobalFreeze });
    const before = (await offers(bob.address)).length;
    const balance = await dex.balance(bob.address);
    const buy = await dex.send(bob, buyUsd());
    expect(buy.result).toBe('tecFROZEN');
    expect((await dex.send(bob, sellUsd())).result).toBe('tecFROZEN');
    expect((await offers(bob.address)).length).toBe(before);
    expect(await dex.balance(bob.address)).toBe(balance - 2n * buy.fee);
    await dex.ok(gw, { TransactionType: 'AccountSet', ClearFlag: asfGlobalFreeze });
    await dex.ok(bob, buyUsd());
  });

  it("deep freeze of the owner's line: buying the token is tecFROZEN; selling it is unfunded", async () => {
    const line = (flags: number) => ({
      TransactionType: 'TrustSet',
      LimitAmount: usd(bob.address, '0'),
      Flags: flags,
    });
    await dex.ok(gw, line(tf.setFreeze | tfDeep.set));
    expect((await dex.send(bob, buyUsd())).result).toBe('tecFROZEN');
    expect((await dex.send(bob, sellUsd())).result).toBe('tecUNFUNDED_OFFER');
    // A plain freeze still lets the holder receive the token: the buy is placed.
    await dex.ok(gw, line(tfDeep.clear));
    await dex.ok(bob, buyUsd());
    await dex.ok(gw, line(tf.clearFreeze));
  });
});
