import { ammSwapIn, issuedAmount, xrpAmount, type Amount, type IssuedAmount } from '@horizon/protocol';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { Wallet } from 'xrpl';
import { Dex, currency3, nodesOf, sha512Half, usd } from './dex-helpers.js';

// The auction slot of an XRP/USD pool (120 XRP / 120 USD, 120000 LP tokens, fee 500 = 0.5%): bids at the
// minimum price T·fee/25, outbidding with 1.05·p + min and a 95% refund in the first interval, later intervals,
// the discounted fee (fee/10) the holder and its AuthAccounts pay when crossing the pool, and every refusal.

let dex: Dex;
let gw: Wallet;
let alice: Wallet;
let bob: Wallet;
let carol: Wallet;
let dave: Wallet;
let G: string;
let amm: string;
const XRP = { currency: 'XRP' };
const USD = () => ({ currency: 'USD', issuer: G });
const LPT = ('03' + sha512Half(new Uint8Array(20), currency3('USD')).slice(0, 38)).toUpperCase();
const lpt = (value: string) => ({ currency: LPT, issuer: amm, value });
const bid = (extra: Record<string, unknown> = {}) => ({
  TransactionType: 'AMMBid',
  Asset: XRP,
  Asset2: USD(),
  ...extra,
});

async function ammEntry(): Promise<Record<string, unknown>> {
  const r = await dex.request({ command: 'ledger_entry', amm: { asset: XRP, asset2: USD() } });
  return r.node as Record<string, unknown>;
}

async function pool(): Promise<{
  balance1: Amount;
  balance2: Amount;
  lpTokenBalance: ReturnType<typeof issuedAmount>;
}> {
  const r = await dex.request({ command: 'amm_info', asset: XRP, asset2: USD() });
  const a = r.amm as { amount: string; amount2: { value: string }; lp_token: { value: string } };
  return {
    balance1: xrpAmount(BigInt(a.amount)),
    balance2: issuedAmount('USD', G, a.amount2.value),
    lpTokenBalance: issuedAmount(LPT, amm, a.lp_token.value),
  };
}

beforeAll(async () => {
  dex = await Dex.start();
  gw = await dex.account('1000000000');
  G = gw.address;
  [alice, bob, carol, dave] = [
    await dex.account('1000000000'),
    await dex.account('1000000000'),
    await dex.account('1000000000'),
    await dex.account('1000000000'),
  ];
  await dex.ok(gw, { TransactionType: 'AccountSet', SetFlag: 8 });
  for (const w of [alice, bob, carol, dave]) {
    await dex.ok(w, { TransactionType: 'TrustSet', LimitAmount: usd(G, '10000') });
    await dex.ok(gw, { TransactionType: 'Payment', Destination: w.address, Amount: usd(G, '1000') });
  }
  await dex.ok(alice, {
    TransactionType: 'AMMCreate',
    Amount: '100000000',
    Amount2: usd(G, '100'),
    TradingFee: 500,
  });
  amm = (await ammEntry()).Account as string;
  // bob and carol each take 10% more of the pool: 10 XRP + 10 USD for 10000 LP tokens.
  for (const w of [bob, carol])
    await dex.ok(w, {
      TransactionType: 'AMMDeposit',
      Asset: XRP,
      Asset2: USD(),
      LPTokenOut: lpt('10000'),
      Flags: 0x00010000,
    });
});
afterAll(async () => {
  vi.useRealTimers();
  await dex.close();
});

describe('AMMBid', () => {
  it('refuses malformed bids in preflight', async () => {
    const five = Array.from({ length: 5 }, () => ({ AuthAccount: { Account: Wallet.generate().address } }));
    expect(await dex.sendUnchecked(bob, bid({ AuthAccounts: five }))).toBe('temMALFORMED');
    const self = [{ AuthAccount: { Account: bob.address } }];
    expect(await dex.sendUnchecked(bob, bid({ AuthAccounts: self }))).toBe('temMALFORMED');
    const twice = [{ AuthAccount: { Account: dave.address } }, { AuthAccount: { Account: dave.address } }];
    expect(await dex.sendUnchecked(bob, bid({ AuthAccounts: twice }))).toBe('temMALFORMED');
    expect((await dex.send(bob, bid({ BidMin: lpt('-1') }))).result).toBe('temBAD_AMOUNT');
    expect((await dex.send(bob, bid({ Asset2: XRP }))).result).toBe('temBAD_AMM_TOKENS');
  });

  it('refuses bids the ledger cannot honour', async () => {
    const eur = { currency: 'EUR', issuer: G };
    expect((await dex.send(bob, bid({ Asset2: eur }))).result).toBe('terNO_AMM');
    expect((await dex.send(dave, bid())).result).toBe('tecAMM_INVALID_TOKENS');
    const ghost = [{ AuthAccount: { Account: Wallet.generate().address } }];
    expect((await dex.send(bob, bid({ AuthAccounts: ghost }))).result).toBe('terNO_ACCOUNT');
    expect((await dex.send(bob, bid({ BidMin: usd(G, '1') }))).result).toBe('temBAD_AMM_TOKENS');
    expect((await dex.send(bob, bid({ BidMin: lpt('10001') }))).result).toBe('tecAMM_INVALID_TOKENS');
    expect((await dex.send(bob, bid({ BidMax: lpt('5'), BidMin: lpt('6') }))).result).toBe(
      'tecAMM_INVALID_TOKENS',
    );
    // The minimum price is 120000 x 0.005 / 25 = 24: a BidMax of 23 cannot buy it.
    expect((await dex.send(bob, bid({ BidMax: lpt('23') }))).result).toBe('tecAMM_FAILED');
    expect((await ammEntry()).LPTokenBalance).toEqual(lpt('120000'));
  });

  it('bob outbids the creator (price 0) in the first interval: pays the minimum 24, all of it burned', async () => {
    const s = await dex.ok(bob, bid());
    const e = await ammEntry();
    expect(e.LPTokenBalance).toEqual(lpt('119976'));
    expect(e.AuctionSlot).toMatchObject({ Account: bob.address, DiscountedFee: 50, Price: lpt('24') });
    expect(await dex.line(bob.address, amm, LPT)).toBe('9976');
    expect(await dex.line(alice.address, amm, LPT)).toBe('100000');
    const tx = await dex.request({ command: 'tx', transaction: s.hash });
    const led = await dex.request({ command: 'ledger', ledger_index: tx.ledger_index });
    const parentClose = (led.ledger as { parent_close_time: number }).parent_close_time;
    expect((e.AuctionSlot as { Expiration: number }).Expiration).toBe(parentClose + 86400);
    const modified = nodesOf(s.meta, 'ModifiedNode', 'AMM')[0] as { FinalFields: Record<string, unknown> };
    expect(modified.FinalFields.LPTokenBalance).toEqual(lpt('119976'));
  });

  it('carol outbids bob: 1.05 x 24 + 119976 x 0.005/25 = 49.1952, bob refunded 95% of 24 = 22.8, 26.3952 burned', async () => {
    await dex.ok(carol, bid({ AuthAccounts: [{ AuthAccount: { Account: dave.address } }] }));
    const e = await ammEntry();
    expect(e.AuctionSlot).toMatchObject({
      Account: carol.address,
      Price: lpt('49.1952'),
      DiscountedFee: 50,
      AuthAccounts: [{ AuthAccount: { Account: dave.address } }],
    });
    expect(e.LPTokenBalance).toEqual(lpt('119949.6048'));
    expect(await dex.line(bob.address, amm, LPT)).toBe('9998.8');
    expect(await dex.line(carol.address, amm, LPT)).toBe('9950.8048');
  });

  it('the holder and its AuthAccount cross the pool at the discounted fee 50; others pay 500', async () => {
    for (const [who, fee] of [
      [carol, 50],
      [dave, 50],
      [bob, 500],
    ] as const) {
      const p = await pool();
      const expected = ammSwapIn(p, xrpAmount(1_000_000n), fee);
      const before = await dex.line(who.address, G);
      // Sell exactly 1 XRP for whatever the pool gives (tfSell | tfImmediateOrCancel, a limit far below the price).
      await dex.ok(who, {
        TransactionType: 'OfferCreate',
        TakerGets: '1000000',
        TakerPays: usd(G, '0.0001'),
        Flags: 0x00080000 | 0x00020000,
      });
      const after = await dex.line(who.address, G);
      // The holder's new balance is the old one plus the pool's output, at 16 digits.
      const sum = issuedAmount('USD', G, before ?? '0').value.add((expected as IssuedAmount).value);
      expect(after).toBe(sum.toString());
    }
  });

  it('in the sixth interval the price decays by (6/20)^60 and the refund is 70%', async () => {
    const slot = (await ammEntry()).AuctionSlot as { Expiration: number };
    const start = slot.Expiration - 86400;
    // Ripple epoch 946684800 s; land well inside interval 5 (4320 s each), then close a ledger at that time.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime((start + 946684800 + 5 * 4320 + 600) * 1000);
    await dex.ok(gw, { TransactionType: 'AccountSet' });
    const T = (await ammEntry()).LPTokenBalance as { value: string };
    const bobBefore = await dex.line(bob.address, amm, LPT);
    const carolBefore = await dex.line(carol.address, amm, LPT);
    await dex.ok(bob, bid());
    // min = T x 0.005 / 25; price = 1.05 x 49.1952 x (1 - 0.3^60) + min = 51.65496 + min (0.3^60 < 1e-31 vanishes
    // at 16 digits); refund = 0.7 x 49.1952 = 34.43664.
    const min = Number(T.value) * 0.0002;
    const e = await ammEntry();
    const price = (e.AuctionSlot as { Price: { value: string } }).Price.value;
    expect(Number(price)).toBeCloseTo(51.65496 + min, 10);
    expect(Number(await dex.line(carol.address, amm, LPT)) - Number(carolBefore)).toBeCloseTo(34.43664, 10);
    expect(Number(bobBefore) - Number(await dex.line(bob.address, amm, LPT))).toBeCloseTo(Number(price), 10);
    expect(Number(T.value) - Number((e.LPTokenBalance as { value: string }).value)).toBeCloseTo(
      Number(price) - 34.43664,
      10,
    );
  });

  it('after expiry the slot sells at the minimum with no refund, and the former holder pays the full fee', async () => {
    const slot = (await ammEntry()).AuctionSlot as { Expiration: number };
    vi.setSystemTime((slot.Expiration + 946684800 + 60) * 1000);
    await dex.ok(gw, { TransactionType: 'AccountSet' });
    const T = Number(((await ammEntry()).LPTokenBalance as { value: string }).value);
    const bobBefore = await dex.line(bob.address, amm, LPT);
    await dex.ok(carol, bid());
    const e = await ammEntry();
    expect(Number((e.AuctionSlot as { Price: { value: string } }).Price.value)).toBeCloseTo(T * 0.0002, 10);
    expect(await dex.line(bob.address, amm, LPT)).toBe(bobBefore);
    expect((e.AuctionSlot as { AuthAccounts?: unknown }).AuthAccounts).toBeUndefined();
  });
});
