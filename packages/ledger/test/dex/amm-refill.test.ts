import { ammDeposit, issuedAmount, xrpAmount, type IssuedAmount, type XrpAmount } from '@horizon/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Wallet } from 'xrpl';
import { Dex, currency3, nodesOf, sha512Half, usd } from './dex-helpers.js';
import { lpHolders } from './empty-amm.js';

// An AMM left empty by its last withdrawal (more than 512 LP-token lines keep it from being deleted) refuses every
// deposit but tfTwoAssetIfEmpty and every withdrawal (tecAMM_EMPTY); tfTwoAssetIfEmpty refills it as AMMCreate
// would: LP tokens sqrt(20,000,000 drops x 30 USD) = sqrt(6e8) = 24494.89742783178 (16 digits, hand-worked), the
// depositor's trading fee, vote slot and auction slot.

let dex: Dex;
let gw: Wallet;
let alice: Wallet;
let bob: Wallet;
let G: string;
let amm: string;
const XRP = { currency: 'XRP' };
const USD = () => ({ currency: 'USD', issuer: G });
const LPT = ('03' + sha512Half(new Uint8Array(20), currency3('USD')).slice(0, 38)).toUpperCase();
const tf = { withdrawAll: 0x00020000, singleAsset: 0x00080000, twoAssetIfEmpty: 0x00800000 };
const HOLDERS = 520;

async function info(): Promise<Record<string, unknown>> {
  const r = await dex.request({ command: 'amm_info', asset: XRP, asset2: USD() });
  return r.amm as Record<string, unknown>;
}

beforeAll(async () => {
  dex = await Dex.start();
  gw = await dex.account('1000000000');
  alice = await dex.account('1000000000');
  bob = await dex.account('1000000000');
  G = gw.address;
  await dex.ok(gw, { TransactionType: 'AccountSet', SetFlag: 8 });
  for (const w of [alice, bob]) {
    await dex.ok(w, { TransactionType: 'TrustSet', LimitAmount: usd(G, '10000') });
    await dex.ok(gw, { TransactionType: 'Payment', Destination: w.address, Amount: usd(G, '1000') });
  }
  await dex.ok(alice, {
    TransactionType: 'AMMCreate',
    Amount: '10000000',
    Amount2: usd(G, '10'),
    TradingFee: 0,
  });
  amm = (await info()).account as string;
  await lpHolders(dex, amm, LPT, HOLDERS);
  await dex.ok(alice, { TransactionType: 'AMMWithdraw', Asset: XRP, Asset2: USD(), Flags: tf.withdrawAll });
}, 120_000);
afterAll(() => dex.close());

describe('an empty AMM', () => {
  it('is empty: no balances, no LP tokens', async () => {
    expect(await info()).toMatchObject({ amount: '0', amount2: usd(G, '0'), lp_token: { value: '0' } });
  });

  it('refuses other deposits and withdrawals with tecAMM_EMPTY', async () => {
    const single = { TransactionType: 'AMMDeposit', Asset: XRP, Asset2: USD(), Amount: '1000000' };
    expect((await dex.send(bob, { ...single, Flags: tf.singleAsset })).result).toBe('tecAMM_EMPTY');
    const out = { TransactionType: 'AMMWithdraw', Asset: XRP, Asset2: USD(), Flags: tf.withdrawAll };
    expect((await dex.send(alice, out)).result).toBe('tecAMM_EMPTY');
  });

  it('tfTwoAssetIfEmpty refills it: both amounts in, sqrt of their product out, the fee, vote and auction slot reset', async () => {
    const before = await dex.balance(bob.address);
    const s = await dex.ok(bob, {
      TransactionType: 'AMMDeposit',
      Asset: XRP,
      Asset2: USD(),
      Amount: '20000000',
      Amount2: usd(G, '30'),
      TradingFee: 250,
      Flags: tf.twoAssetIfEmpty,
    });
    const lp = { currency: LPT, issuer: amm, value: '24494.89742783178' };
    const a = await info();
    expect(a).toMatchObject({ amount: '20000000', amount2: usd(G, '30'), lp_token: lp, trading_fee: 250 });
    expect(a.vote_slots).toEqual([{ account: bob.address, trading_fee: 250, vote_weight: 100000 }]);
    expect(a.auction_slot).toMatchObject({
      account: bob.address,
      discounted_fee: 25,
      price: lp && { value: '0' },
    });
    expect(await dex.balance(bob.address)).toBe(before - 20_000_000n - s.fee);
    expect(await dex.line(bob.address, G)).toBe('970');
    expect(await dex.line(bob.address, amm, LPT)).toBe('24494.89742783178');
    const entry = nodesOf(s.meta, 'ModifiedNode', 'AMM')[0]?.FinalFields as Record<string, unknown>;
    expect(entry.LPTokenBalance).toEqual(lp);
    expect(entry.TradingFee).toBe(250);
  });

  it('works as a pool again: a tfLPToken deposit moves what the protocol formula asks (fixAMMv1_3 rounding)', async () => {
    const tokens = issuedAmount(LPT, amm, '2449.489742783178');
    const pool = {
      balance1: xrpAmount(20_000_000n),
      balance2: issuedAmount('USD', G, '30'),
      lpTokenBalance: issuedAmount(LPT, amm, '24494.89742783178'),
    };
    const d = ammDeposit(pool, { mode: 'lpToken', tokens }, 0);
    if (!d.ok) throw new Error(d.code);
    const before = await dex.balance(alice.address);
    const s = await dex.ok(alice, {
      TransactionType: 'AMMDeposit',
      Asset: XRP,
      Asset2: USD(),
      LPTokenOut: { currency: LPT, issuer: amm, value: tokens.value.toString() },
      Flags: 0x00010000,
    });
    const xrpIn = (d.value.amount as XrpAmount).drops;
    const usdIn = (d.value.amount2 as IssuedAmount).value;
    expect(await dex.balance(alice.address)).toBe(before - xrpIn - s.fee);
    expect(await info()).toMatchObject({
      amount: (20_000_000n + xrpIn).toString(),
      amount2: usd(G, issuedAmount('USD', G, '30').value.add(usdIn).toString()),
      lp_token: { value: d.value.lpTokenBalance.value.toString() },
    });
  });
});
