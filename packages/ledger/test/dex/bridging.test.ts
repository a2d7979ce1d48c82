import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Wallet } from 'xrpl';
import { Dex, nodesOf, usd } from './dex-helpers.js';

// OfferCreate between two tokens crosses the direct book and, auto-bridged, the two XRP books together, best
// quality first (the server's token swap is an OfferCreate tfSell|tfFillOrKill selling one token for another).
// Hand-worked: the bridge pays 2 XRP per USD and sells EUR at 2 XRP each, so 1 USD buys 1 EUR through XRP.

let dex: Dex;
let g1: Wallet;
let g2: Wallet;
let xrpBuyer: Wallet;
let eurSeller: Wallet;
let direct: Wallet;
let taker: Wallet;
const eur = (issuer: string, value: string) => ({ currency: 'EUR', issuer, value });
const tfSellFoK = 0x00080000 | 0x00040000;

async function offers(account: string) {
  const r = await dex.request({ command: 'account_offers', account });
  return (r.offers as { seq: number; taker_gets: unknown; taker_pays: unknown }[]).map((o) => [
    o.taker_gets,
    o.taker_pays,
  ]);
}

beforeAll(async () => {
  dex = await Dex.start();
  g1 = await dex.account('1000000000');
  g2 = await dex.account('1000000000');
  // Issuers ripple by default, so that holders can sell their tokens through the books (else terNO_RIPPLE).
  for (const g of [g1, g2]) await dex.ok(g, { TransactionType: 'AccountSet', SetFlag: 8 });
  [xrpBuyer, eurSeller, direct, taker] = [
    await dex.account('1000000000'),
    await dex.account('1000000000'),
    await dex.account('1000000000'),
    await dex.account('1000000000'),
  ];
  for (const w of [xrpBuyer, eurSeller, direct, taker]) {
    await dex.ok(w, { TransactionType: 'TrustSet', LimitAmount: usd(g1.address, '100000') });
    await dex.ok(w, { TransactionType: 'TrustSet', LimitAmount: eur(g2.address, '100000') });
  }
  await dex.ok(g1, {
    TransactionType: 'Payment',
    Destination: taker.address,
    Amount: usd(g1.address, '100'),
  });
  for (const w of [eurSeller, direct])
    await dex.ok(g2, { TransactionType: 'Payment', Destination: w.address, Amount: eur(g2.address, '100') });
  // xrpBuyer pays 100 XRP for 50 USD (2 XRP per USD); eurSeller sells 40 EUR for 80 XRP (2 XRP per EUR).
  await dex.ok(xrpBuyer, {
    TransactionType: 'OfferCreate',
    TakerGets: '100000000',
    TakerPays: usd(g1.address, '50'),
  });
  await dex.ok(eurSeller, {
    TransactionType: 'OfferCreate',
    TakerGets: eur(g2.address, '40'),
    TakerPays: '80000000',
  });
});

afterAll(() => dex.close());

describe('auto-bridging through XRP', () => {
  it('sells 10 USD for EUR through both XRP books: 10 USD -> 20 XRP -> 10 EUR, more than the 9 asked', async () => {
    const s = await dex.ok(taker, {
      TransactionType: 'OfferCreate',
      TakerGets: usd(g1.address, '10'),
      TakerPays: eur(g2.address, '9'),
      Flags: tfSellFoK,
    });
    expect(await dex.line(taker.address, g1.address)).toBe('90');
    expect(await dex.line(taker.address, g2.address, 'EUR')).toBe('10');
    expect(await offers(xrpBuyer.address)).toEqual([['80000000', usd(g1.address, '40')]]);
    expect(await offers(eurSeller.address)).toEqual([[eur(g2.address, '30'), '60000000']]);
    expect(await dex.line(xrpBuyer.address, g1.address)).toBe('10');
    expect(await dex.line(eurSeller.address, g2.address, 'EUR')).toBe('90');
    // Both makers' offers are modified in place; nothing is placed for the taker.
    const modified = nodesOf(s.meta, 'ModifiedNode', 'Offer').map(
      (n) => n.FinalFields as Record<string, unknown>,
    );
    expect(modified.map((f) => f.Account).sort()).toEqual([eurSeller.address, xrpBuyer.address].sort());
    expect(nodesOf(s.meta, 'CreatedNode', 'Offer')).toHaveLength(0);
    expect(await offers(taker.address)).toEqual([]);
  });

  it('a better direct offer is taken first, then the bridge: 4 USD -> 5 EUR direct, 6 USD -> 6 EUR bridged', async () => {
    // direct sells 5 EUR for 4 USD (0.8 USD per EUR), better than the bridge's 1 USD per EUR.
    await dex.ok(direct, {
      TransactionType: 'OfferCreate',
      TakerGets: eur(g2.address, '5'),
      TakerPays: usd(g1.address, '4'),
    });
    const s = await dex.ok(taker, {
      TransactionType: 'OfferCreate',
      TakerGets: usd(g1.address, '10'),
      TakerPays: eur(g2.address, '9'),
      Flags: tfSellFoK,
    });
    expect(await dex.line(taker.address, g1.address)).toBe('80');
    expect(await dex.line(taker.address, g2.address, 'EUR')).toBe('21');
    expect(await offers(direct.address)).toEqual([]);
    expect(await dex.line(direct.address, g1.address)).toBe('4');
    expect(
      nodesOf(s.meta, 'DeletedNode', 'Offer').map((n) => (n.FinalFields as { Account: string }).Account),
    ).toEqual([direct.address]);
    expect(await offers(xrpBuyer.address)).toEqual([['68000000', usd(g1.address, '34')]]);
    expect(await offers(eurSeller.address)).toEqual([[eur(g2.address, '24'), '48000000']]);
  });

  it('a worse direct offer waits while the bridge is better', async () => {
    // direct sells 5 EUR for 6 USD (1.2 USD per EUR): the bridge's 1 USD per EUR goes first and fills it all.
    await dex.ok(direct, {
      TransactionType: 'OfferCreate',
      TakerGets: eur(g2.address, '5'),
      TakerPays: usd(g1.address, '6'),
    });
    await dex.ok(taker, {
      TransactionType: 'OfferCreate',
      TakerGets: usd(g1.address, '2'),
      TakerPays: eur(g2.address, '1'),
      Flags: tfSellFoK,
    });
    expect(await dex.line(taker.address, g2.address, 'EUR')).toBe('23');
    expect(await offers(direct.address)).toEqual([[eur(g2.address, '5'), usd(g1.address, '6')]]);
    expect(await offers(eurSeller.address)).toEqual([[eur(g2.address, '22'), '44000000']]);
  });

  it('tfSell|tfFillOrKill asking more than the books give is killed and changes nothing', async () => {
    const s = await dex.send(taker, {
      TransactionType: 'OfferCreate',
      TakerGets: usd(g1.address, '10'),
      TakerPays: eur(g2.address, '20'),
      Flags: tfSellFoK,
    });
    expect(s.result).toBe('tecKILLED');
    expect(await dex.line(taker.address, g1.address)).toBe('78');
    expect(await offers(eurSeller.address)).toEqual([[eur(g2.address, '22'), '44000000']]);
  });

  it('a plain token/token offer that crosses partly rests the rest at its own rate', async () => {
    // Buy 30 EUR paying up to 33 USD (1.1 USD per EUR): the bridge gives 22 EUR for 22 USD (eurSeller's rest),
    // the direct 1.2 offer is too dear; 8 EUR are left to buy for 8 x 1.1 = 8.8 USD.
    await dex.ok(taker, {
      TransactionType: 'OfferCreate',
      TakerGets: usd(g1.address, '33'),
      TakerPays: eur(g2.address, '30'),
    });
    expect(await dex.line(taker.address, g2.address, 'EUR')).toBe('45');
    expect(await dex.line(taker.address, g1.address)).toBe('56');
    expect(await offers(eurSeller.address)).toEqual([]);
    expect(await offers(taker.address)).toEqual([[usd(g1.address, '8.8'), eur(g2.address, '8')]]);
  });
});

describe('a token-to-token Payment along an explicit path through XRP', () => {
  it('tfNoRippleDirect without Paths is temRIPPLE_EMPTY; with the XRP path 5 EUR cost 10 XRP, so 5 USD', async () => {
    await dex.ok(eurSeller, {
      TransactionType: 'OfferCreate',
      TakerGets: eur(g2.address, '10'),
      TakerPays: '20000000',
    });
    const pay = {
      TransactionType: 'Payment',
      Destination: direct.address,
      Amount: eur(g2.address, '5'),
      SendMax: usd(g1.address, '10'),
      Flags: 0x00010000,
    };
    expect((await dex.send(taker, pay)).result).toBe('temRIPPLE_EMPTY');
    const s = await dex.ok(taker, { ...pay, Paths: [[{ currency: 'XRP' }]] });
    expect(await dex.line(taker.address, g1.address)).toBe('51');
    expect(await dex.line(direct.address, g2.address, 'EUR')).toBe('100');
    expect(await offers(xrpBuyer.address)).toEqual([['10000000', usd(g1.address, '5')]]);
    expect(await offers(eurSeller.address)).toEqual([[eur(g2.address, '5'), '10000000']]);
    // The direct offer (5 EUR for 6 USD) is not on the path and stays.
    expect(await offers(direct.address)).toEqual([[eur(g2.address, '5'), usd(g1.address, '6')]]);
    expect(nodesOf(s.meta, 'ModifiedNode', 'Offer')).toHaveLength(2);
  });
});
