import { ammSwapOut, issuedAmount, xrpAmount } from '@horizon/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Wallet } from 'xrpl';
import { Dex, usd } from './dex-helpers.js';

// ripple_path_find and path_find over xrpl.js: the default paths (the direct book, the AMM in the same book, the
// bridge through XRP) with what they cost. Book prices are round: 2 XRP per USD to buy USD, 1 XRP per USD to sell
// it, 2 XRP per EUR; the AMM pool (100 XRP / 100 GBP, no fee) prices by the protocol package's swap formula.

let dex: Dex;
let gw: Wallet;
let alice: Wallet;
let bob: Wallet;
let carol: Wallet;
let maker: Wallet;
let G: string;
const cur = (currency: string, value: string) => ({ currency, issuer: G, value });
const book = (currency: string) => ({ currency, issuer: G, type: 48, type_hex: '0000000000000030' });
const XRP_ELEM = { currency: 'XRP', type: 16, type_hex: '0000000000000010' };

beforeAll(async () => {
  dex = await Dex.start();
  gw = await dex.account('1000000000');
  G = gw.address;
  await dex.ok(gw, { TransactionType: 'AccountSet', SetFlag: 8 });
  [alice, bob, carol, maker] = [
    await dex.account('1000000000'),
    await dex.account('1000000000'),
    await dex.account('1000000000'),
    await dex.account('2000000000'),
  ];
  for (const w of [bob, carol, maker])
    for (const c of ['USD', 'EUR', 'GBP'])
      await dex.ok(w, { TransactionType: 'TrustSet', LimitAmount: cur(c, '10000') });
  for (const c of ['USD', 'EUR', 'GBP'])
    await dex.ok(gw, { TransactionType: 'Payment', Destination: maker.address, Amount: cur(c, '1000') });
  await dex.ok(gw, { TransactionType: 'Payment', Destination: carol.address, Amount: usd(G, '50') });
  // maker sells 100 USD at 2 XRP, buys 100 USD at 1 XRP, sells 100 EUR at 2 XRP; a GBP pool.
  await dex.ok(maker, { TransactionType: 'OfferCreate', TakerGets: usd(G, '100'), TakerPays: '200000000' });
  await dex.ok(maker, { TransactionType: 'OfferCreate', TakerGets: '100000000', TakerPays: usd(G, '100') });
  await dex.ok(maker, {
    TransactionType: 'OfferCreate',
    TakerGets: cur('EUR', '100'),
    TakerPays: '200000000',
  });
  await dex.ok(maker, {
    TransactionType: 'AMMCreate',
    Amount: '100000000',
    Amount2: cur('GBP', '100'),
    TradingFee: 0,
  });
});
afterAll(() => dex.close());

describe('ripple_path_find', () => {
  it('XRP to 10 USD through the book: 20 XRP along the USD book', async () => {
    const r = await dex.request({
      command: 'ripple_path_find',
      source_account: alice.address,
      destination_account: bob.address,
      destination_amount: usd(G, '10'),
    });
    expect(r.alternatives).toEqual([{ paths_computed: [[book('USD')]], source_amount: '20000000' }]);
    expect(r.destination_currencies).toEqual(expect.arrayContaining(['USD', 'EUR', 'GBP', 'XRP']));
    expect(r).toMatchObject({
      source_account: alice.address,
      destination_account: bob.address,
      full_reply: true,
    });
  });

  it('USD to 10 EUR bridged through XRP: 20 XRP, bought at 1 XRP per USD, cost 20 USD', async () => {
    // 10 EUR cost 20 XRP; 20 XRP are bought from maker's bid at 1 XRP per USD: 20 USD, issued by carol's side.
    const r = await dex.request({
      command: 'ripple_path_find',
      source_account: carol.address,
      destination_account: bob.address,
      destination_amount: cur('EUR', '10'),
      source_currencies: [{ currency: 'USD' }],
    });
    expect(r.alternatives).toEqual([
      {
        paths_computed: [[{ account: G, type: 1, type_hex: '0000000000000001' }, XRP_ELEM, book('EUR')]],
        source_amount: { currency: 'USD', issuer: carol.address, value: '20' },
      },
    ]);
  });

  it('XRP to 10 GBP through the AMM: swapOut(pool, 10 GBP) drops', async () => {
    const cost = ammSwapOut(
      { balance1: xrpAmount(100_000_000n), balance2: issuedAmount('GBP', G, '100') },
      issuedAmount('GBP', G, '10'),
      0,
    );
    expect(cost).toEqual(xrpAmount(11_111_112n));
    const r = await dex.request({
      command: 'ripple_path_find',
      source_account: alice.address,
      destination_account: bob.address,
      destination_amount: cur('GBP', '10'),
      source_currencies: [{ currency: 'XRP' }],
    });
    expect(r.alternatives).toEqual([{ paths_computed: [[book('GBP')]], source_amount: '11111112' }]);
  });

  it('no liquidity: no alternatives; an unknown source: srcActNotFound', async () => {
    const r = await dex.request({
      command: 'ripple_path_find',
      source_account: alice.address,
      destination_account: bob.address,
      destination_amount: usd(G, '1000'),
    });
    expect(r.alternatives).toEqual([]);
    await expect(
      dex.request({
        command: 'ripple_path_find',
        source_account: Wallet.generate().address,
        destination_account: bob.address,
        destination_amount: usd(G, '1'),
      }),
    ).rejects.toThrow(/Source account not found/);
  });
});

describe('path_find over WebSocket', () => {
  it('create answers at once with the fast first reply, status repeats it, close ends it', async () => {
    const req = {
      command: 'path_find',
      source_account: alice.address,
      destination_account: bob.address,
      destination_amount: usd(G, '5'),
    };
    const created = await dex.request({ ...req, subcommand: 'create' });
    expect(created.alternatives).toEqual([{ paths_computed: [[book('USD')]], source_amount: '10000000' }]);
    // PathRequest::doUpdate(fast): full_reply false, the request's id inside, no ledger or destination currencies.
    expect(Object.keys(created).sort()).toEqual(
      [
        'alternatives',
        'destination_account',
        'destination_amount',
        'full_reply',
        'id',
        'source_account',
      ].sort(),
    );
    expect(created.full_reply).toBe(false);
    const status = await dex.request({ command: 'path_find', subcommand: 'status' });
    expect(status).toMatchObject({ alternatives: created.alternatives, id: created.id, status: 'success' });
    expect(await dex.request({ command: 'path_find', subcommand: 'close' })).toMatchObject({
      alternatives: created.alternatives,
      closed: true,
    });
    await expect(dex.request({ command: 'path_find', subcommand: 'status' })).rejects.toThrow(
      /No pathfinding request in progress/,
    );
  });

  it('refuses a request without a subcommand, or one it does not know, as invalidParams', async () => {
    await expect(dex.request({ command: 'path_find' })).rejects.toThrow(/Invalid parameters/);
    await expect(dex.request({ command: 'path_find', subcommand: 'open' })).rejects.toThrow(
      /Invalid parameters/,
    );
  });

  it('a payment along the found path pays what path_find said', async () => {
    const before = await dex.balance(alice.address);
    const s = await dex.ok(alice, {
      TransactionType: 'Payment',
      Destination: bob.address,
      Amount: usd(G, '5'),
      SendMax: '10000000',
      Paths: [[{ currency: 'USD', issuer: G }]],
    });
    expect(await dex.balance(alice.address)).toBe(before - 10_000_000n - s.fee);
    expect(await dex.line(bob.address, G)).toBe('5');
  });
});
