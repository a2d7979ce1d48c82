import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Wallet } from 'xrpl';
import { Dex, usd } from './dex-helpers.js';

// Transfer fees through the payment engine and the issuer controls that block a flow. The issuer charges 0.2%
// (TransferRate 1002000000): an offer owner pays it on what its offer gives when offers cross; in a payment the
// sender pays it, as the step from the issuer to the receiver asks 1.002 for each unit delivered. Books trade at
// round prices (1 XRP per USD to buy USD, 0.5 XRP per USD to sell it) so every amount is worked by hand.

let dex: Dex;
let gw: Wallet;
let maker: Wallet;
let maker2: Wallet;
let taker: Wallet;
let alice: Wallet;
let bob: Wallet;
let G: string;
const tfSell = 0x00080000;

async function offers(account: string) {
  const r = await dex.request({ command: 'account_offers', account });
  return (r.offers as { taker_gets: unknown; taker_pays: unknown }[]).map((o) => [
    o.taker_gets,
    o.taker_pays,
  ]);
}

beforeAll(async () => {
  dex = await Dex.start();
  gw = await dex.account('1000000000');
  G = gw.address;
  await dex.ok(gw, { TransactionType: 'AccountSet', SetFlag: 8, TransferRate: 1_002_000_000 });
  [maker, maker2, taker, alice, bob] = [
    await dex.account('1000000000'),
    await dex.account('1000000000'),
    await dex.account('1000000000'),
    await dex.account('1000000000'),
    await dex.account('1000000000'),
  ];
  for (const w of [maker, maker2, taker, bob])
    await dex.ok(w, { TransactionType: 'TrustSet', LimitAmount: usd(G, '10000') });
  for (const w of [maker, taker])
    await dex.ok(gw, { TransactionType: 'Payment', Destination: w.address, Amount: usd(G, '1000') });
  // maker sells 100 USD at 1 XRP each; maker2 buys 100 USD at 0.5 XRP each.
  await dex.ok(maker, { TransactionType: 'OfferCreate', TakerGets: usd(G, '100'), TakerPays: '100000000' });
  await dex.ok(maker2, { TransactionType: 'OfferCreate', TakerGets: '50000000', TakerPays: usd(G, '100') });
});
afterAll(() => dex.close());

describe('transfer fees when offers cross', () => {
  it('buying 10 USD: the taker gets 10, the maker gives 10.02, 10 XRP change hands', async () => {
    const before = await dex.balance(taker.address);
    const s = await dex.ok(taker, {
      TransactionType: 'OfferCreate',
      TakerPays: usd(G, '10'),
      TakerGets: '10000000',
    });
    expect(await dex.line(taker.address, G)).toBe('1010');
    expect(await dex.line(maker.address, G)).toBe('989.98');
    expect(await dex.balance(taker.address)).toBe(before - 10_000_000n - s.fee);
    expect(await offers(maker.address)).toEqual([[usd(G, '90'), '90000000']]);
  });

  it('selling USD for 5 XRP: the taker pays 10 USD to the maker and 0.02 to the issuer', async () => {
    await dex.ok(taker, { TransactionType: 'OfferCreate', TakerGets: usd(G, '10'), TakerPays: '5000000' });
    expect(await dex.line(taker.address, G)).toBe('999.98');
    expect(await dex.line(maker2.address, G)).toBe('10');
    expect(await offers(maker2.address)).toEqual([['45000000', usd(G, '90')]]);
    expect(await offers(taker.address)).toEqual([]);
  });

  it('tfSell of 10 USD: SendMax 10.02 carries 10 to the maker for 5 XRP, more than the 4 asked', async () => {
    const before = await dex.balance(taker.address);
    const s = await dex.ok(taker, {
      TransactionType: 'OfferCreate',
      TakerGets: usd(G, '10'),
      TakerPays: '4000000',
      Flags: tfSell,
    });
    expect(await dex.line(taker.address, G)).toBe('989.96');
    expect(await dex.line(maker2.address, G)).toBe('20');
    expect(await dex.balance(taker.address)).toBe(before + 5_000_000n - s.fee);
    expect(await offers(maker2.address)).toEqual([['40000000', usd(G, '80')]]);
  });
});

describe('transfer fees in a payment', () => {
  it('XRP to 10 USD: the book gives 10.02 USD so that 10 reach bob; alice pays 10.02 XRP', async () => {
    const before = await dex.balance(alice.address);
    const s = await dex.ok(alice, {
      TransactionType: 'Payment',
      Destination: bob.address,
      Amount: usd(G, '10'),
      SendMax: '20000000',
    });
    expect(await dex.balance(alice.address)).toBe(before - 10_020_000n - s.fee);
    expect(await dex.line(bob.address, G)).toBe('10');
    expect(await dex.line(maker.address, G)).toBe('979.96');
    expect(await offers(maker.address)).toEqual([[usd(G, '79.98'), '79980000']]);
  });

  it('holder to holder: bob sends 5 USD to taker and pays 5.01', async () => {
    await dex.ok(bob, {
      TransactionType: 'Payment',
      Destination: taker.address,
      Amount: usd(G, '5'),
      SendMax: usd(G, '5.01'),
    });
    expect(await dex.line(bob.address, G)).toBe('4.99');
    expect(await dex.line(taker.address, G)).toBe('994.96');
  });
});

describe('issuer controls that block a flow', () => {
  it('a line the issuer froze cannot send to another holder (tecPATH_DRY) but still receives', async () => {
    await dex.ok(gw, { TransactionType: 'TrustSet', LimitAmount: usd(bob.address, '0'), Flags: 0x00100000 });
    const s = await dex.send(bob, {
      TransactionType: 'Payment',
      Destination: taker.address,
      Amount: usd(G, '1'),
      SendMax: usd(G, '1.002'),
    });
    expect(s.result).toBe('tecPATH_DRY');
    await dex.ok(gw, { TransactionType: 'Payment', Destination: bob.address, Amount: usd(G, '1') });
    expect(await dex.line(bob.address, G)).toBe('5.99');
    // Paying the issuer back directly is a single step, never frozen.
    await dex.ok(bob, { TransactionType: 'Payment', Destination: G, Amount: usd(G, '1') });
    expect(await dex.line(bob.address, G)).toBe('4.99');
  });

  it('a global freeze stops holders trading through the issuer', async () => {
    await dex.ok(gw, { TransactionType: 'AccountSet', SetFlag: 7 });
    const s = await dex.send(taker, {
      TransactionType: 'Payment',
      Destination: alice.address,
      Amount: '1000000',
      SendMax: usd(G, '2'),
    });
    expect(s.result).toBe('tecPATH_DRY');
    await dex.ok(gw, { TransactionType: 'AccountSet', ClearFlag: 7 });
  });

  it('a frozen line still receives from another holder; deep-frozen it receives nothing (tecPATH_DRY)', async () => {
    await dex.ok(taker, {
      TransactionType: 'Payment',
      Destination: bob.address,
      Amount: usd(G, '1'),
      SendMax: usd(G, '1.002'),
    });
    expect(await dex.line(bob.address, G)).toBe('5.99');
    await dex.ok(gw, {
      TransactionType: 'TrustSet',
      LimitAmount: usd(bob.address, '0'),
      Flags: 0x00100000 | 0x00400000,
    });
    const s = await dex.send(taker, {
      TransactionType: 'Payment',
      Destination: bob.address,
      Amount: usd(G, '1'),
      SendMax: usd(G, '1.002'),
    });
    expect(s.result).toBe('tecPATH_DRY');
    expect(await dex.line(bob.address, G)).toBe('5.99');
  });
});

describe('RequireAuth', () => {
  it('an issuer requiring auth cannot pay an unauthorized line (terNO_AUTH ends as tecPATH_DRY)', async () => {
    const issuer = await dex.account('1000000000');
    await dex.ok(issuer, { TransactionType: 'AccountSet', SetFlag: 2 });
    await dex.ok(issuer, { TransactionType: 'AccountSet', SetFlag: 8 });
    const eur = (value: string) => ({ currency: 'EUR', issuer: issuer.address, value });
    for (const w of [alice, bob]) await dex.ok(w, { TransactionType: 'TrustSet', LimitAmount: eur('100') });
    await dex.ok(issuer, {
      TransactionType: 'TrustSet',
      LimitAmount: { currency: 'EUR', issuer: alice.address, value: '0' },
      Flags: 0x00010000,
    });
    await dex.ok(issuer, { TransactionType: 'Payment', Destination: alice.address, Amount: eur('10') });
    expect(await dex.line(alice.address, issuer.address, 'EUR')).toBe('10');
    const direct = await dex.send(issuer, {
      TransactionType: 'Payment',
      Destination: bob.address,
      Amount: eur('1'),
    });
    expect(direct.result).toBe('tecPATH_DRY');
    const rippled = await dex.send(alice, {
      TransactionType: 'Payment',
      Destination: bob.address,
      Amount: eur('1'),
      SendMax: eur('1'),
    });
    expect(rippled.result).toBe('tecPATH_DRY');
    // Nor may bob offer to buy what he is not authorized to hold.
    const offer = await dex.send(bob, {
      TransactionType: 'OfferCreate',
      TakerPays: eur('1'),
      TakerGets: '1000000',
    });
    expect(offer.result).toBe('tecNO_AUTH');
  });
});
