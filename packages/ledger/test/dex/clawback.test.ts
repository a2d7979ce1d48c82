import { XrplNumber, IssuedValue, toDrops } from '@horizon/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Wallet } from 'xrpl';
import { Dex, currency3, sha512Half, usd } from './dex-helpers.js';

// Clawback and AMMClawback: the issuer turns AllowTrustLineClawback on while it owns nothing (tecOWNERS after),
// never together with NoFreeze; claws part of a holder's balance, at most all of it, frozen or not; and takes a
// holder's share of an XRP/USD pool out of the pool, keeping the USD and leaving the XRP with the holder.

let dex: Dex;
let gw: Wallet;
let alice: Wallet;
let bob: Wallet;
let G: string;
const XRP = { currency: 'XRP' };
const LPT = ('03' + sha512Half(new Uint8Array(20), currency3('USD')).slice(0, 38)).toUpperCase();
const claw = (holder: string, value: string) => ({
  TransactionType: 'Clawback',
  Amount: { currency: 'USD', issuer: holder, value },
});

beforeAll(async () => {
  dex = await Dex.start();
  gw = await dex.account('1000000000');
  alice = await dex.account('1000000000');
  bob = await dex.account('1000000000');
  G = gw.address;
});
afterAll(() => dex.close());

describe('AllowTrustLineClawback', () => {
  it('cannot go with NoFreeze, either way round', async () => {
    const other = await dex.account('100000000');
    await dex.ok(other, { TransactionType: 'AccountSet', SetFlag: 6 });
    expect((await dex.send(other, { TransactionType: 'AccountSet', SetFlag: 16 })).result).toBe(
      'tecNO_PERMISSION',
    );
    await dex.ok(gw, { TransactionType: 'AccountSet', SetFlag: 16 });
    expect((await dex.send(gw, { TransactionType: 'AccountSet', SetFlag: 6 })).result).toBe(
      'tecNO_PERMISSION',
    );
    const info = await dex.request({ command: 'account_info', account: G });
    expect(((info.account_data as { Flags: number }).Flags & 0x80000000) >>> 0).toBe(0x80000000);
  });

  it('is refused with tecOWNERS once the issuer owns something', async () => {
    const late = await dex.account('100000000');
    await dex.ok(late, { TransactionType: 'TrustSet', LimitAmount: usd(G, '1') });
    expect((await dex.send(late, { TransactionType: 'AccountSet', SetFlag: 16 })).result).toBe('tecOWNERS');
  });
});

describe('Clawback', () => {
  beforeAll(async () => {
    await dex.ok(gw, { TransactionType: 'AccountSet', SetFlag: 8 });
    for (const w of [alice, bob]) {
      await dex.ok(w, { TransactionType: 'TrustSet', LimitAmount: usd(G, '10000') });
      await dex.ok(gw, { TransactionType: 'Payment', Destination: w.address, Amount: usd(G, '1000') });
    }
  });

  it('refuses malformed and impossible claws', async () => {
    expect(await dex.sendUnchecked(gw, claw(G, '1'))).toBe('temBAD_AMOUNT');
    expect(await dex.sendUnchecked(gw, claw(alice.address, '-1'))).toBe('temBAD_AMOUNT');
    expect((await dex.send(alice, claw(G, '1'))).result).toBe('tecNO_PERMISSION');
    const stranger = await dex.account('100000000');
    expect((await dex.send(gw, claw(stranger.address, '1'))).result).toBe('tecNO_LINE');
    await dex.ok(stranger, { TransactionType: 'TrustSet', LimitAmount: usd(G, '5') });
    expect((await dex.send(gw, claw(stranger.address, '1'))).result).toBe('tecINSUFFICIENT_FUNDS');
  });

  it('claws 30 of 1000, then at most what is left even from a frozen line', async () => {
    const s = await dex.ok(gw, claw(alice.address, '30'));
    expect(await dex.line(alice.address, G)).toBe('970');
    expect(s.meta?.AffectedNodes.some((n) => n.ModifiedNode?.LedgerEntryType === 'RippleState')).toBe(true);
    await dex.ok(gw, {
      TransactionType: 'TrustSet',
      LimitAmount: { currency: 'USD', issuer: alice.address, value: '0' },
      Flags: 0x100000,
    });
    await dex.ok(gw, claw(alice.address, '5000'));
    expect(await dex.line(alice.address, G)).toBe('0');
  });
});

describe('AMMClawback', () => {
  let amm: string;
  const USD = () => ({ currency: 'USD', issuer: G });
  const ammClaw = (extra: Record<string, unknown> = {}) => ({
    TransactionType: 'AMMClawback',
    Holder: bob.address,
    Asset: USD(),
    Asset2: XRP,
    ...extra,
  });

  async function pool(): Promise<{ xrp: bigint; usd: string; lpt: string }> {
    const r = (await dex.request({ command: 'amm_info', asset: XRP, asset2: USD() })).amm as {
      account: string;
      amount: string;
      amount2: { value: string };
      lp_token: { value: string };
    };
    amm = r.account;
    return { xrp: BigInt(r.amount), usd: r.amount2.value, lpt: r.lp_token.value };
  }

  beforeAll(async () => {
    const lp = await dex.account('1000000000');
    await dex.ok(lp, { TransactionType: 'TrustSet', LimitAmount: usd(G, '10000') });
    await dex.ok(gw, { TransactionType: 'Payment', Destination: lp.address, Amount: usd(G, '1000') });
    await dex.ok(lp, {
      TransactionType: 'AMMCreate',
      Amount: '100000000',
      Amount2: usd(G, '100'),
      TradingFee: 0,
    });
    await pool();
    // bob takes 10000 of the now 110000 LP tokens for 10 XRP + 10 USD.
    await dex.ok(bob, {
      TransactionType: 'AMMDeposit',
      Asset: XRP,
      Asset2: USD(),
      LPTokenOut: { currency: LPT, issuer: amm, value: '10000' },
      Flags: 0x10000,
    });
  });

  it('refuses malformed and unpermitted claws', async () => {
    expect(await dex.sendUnchecked(gw, ammClaw({ Holder: G }))).toBe('temMALFORMED');
    expect(await dex.sendUnchecked(gw, ammClaw({ Asset: XRP, Asset2: USD() }))).toBe('temMALFORMED');
    expect(await dex.sendUnchecked(gw, ammClaw({ Amount: usd(G, '0') }))).toBe('temBAD_AMOUNT');
    expect(await dex.sendUnchecked(gw, ammClaw({ Flags: 1 }))).toBe('temINVALID_FLAG');
    expect((await dex.send(gw, ammClaw({ Asset2: { currency: 'EUR', issuer: G } }))).result).toBe(
      'terNO_AMM',
    );
    expect((await dex.send(gw, ammClaw({ Holder: alice.address }))).result).toBe('tecAMM_BALANCE');
  });

  it('with Amount 5 USD: the share 5/110 of the pool; bob keeps the XRP, the issuer takes the USD back', async () => {
    const before = await pool();
    const bobUsd = await dex.line(bob.address, G);
    const bobXrp = await dex.balance(bob.address);
    await dex.ok(gw, ammClaw({ Amount: usd(G, '5') }));
    // frac = 5 / 110; tokens = 110000 x frac and XRP = 110e6 drops x frac, each to nearest.
    const frac = XrplNumber.fromBigInt(5n).div(IssuedValue.fromString(before.usd).toXrplNumber());
    const tokens = IssuedValue.fromXrplNumber(IssuedValue.fromString(before.lpt).toXrplNumber().mul(frac));
    const drops = toDrops(XrplNumber.fromBigInt(before.xrp).mul(frac));
    const after = await pool();
    expect(after.usd).toBe(IssuedValue.fromString(before.usd).sub(IssuedValue.fromString('5')).toString());
    expect(after.xrp).toBe(before.xrp - drops);
    expect(after.lpt).toBe(IssuedValue.fromString(before.lpt).sub(tokens).toString());
    expect(await dex.line(bob.address, amm, LPT)).toBe(
      IssuedValue.fromString('10000').sub(tokens).toString(),
    );
    expect(await dex.line(bob.address, G)).toBe(bobUsd);
    expect(await dex.balance(bob.address)).toBe(bobXrp + drops);
  });

  it('without Amount: all of the LP tokens bob holds; his line to the pool goes', async () => {
    const before = await pool();
    const held = await dex.line(bob.address, amm, LPT);
    const bobUsd = await dex.line(bob.address, G);
    await dex.ok(gw, ammClaw());
    const after = await pool();
    expect(after.lpt).toBe(
      IssuedValue.fromString(before.lpt)
        .sub(IssuedValue.fromString(held ?? '0'))
        .toString(),
    );
    expect(await dex.line(bob.address, amm, LPT)).toBeUndefined();
    expect(await dex.line(bob.address, G)).toBe(bobUsd);
  });
});

describe('AMMClawback of both assets (tfClawTwoAssets)', () => {
  const USD = () => ({ currency: 'USD', issuer: G });
  const EUR = () => ({ currency: 'EUR', issuer: G });

  async function pool(): Promise<{
    usd: string;
    eur: string;
    lp: { currency: string; issuer: string; value: string };
  }> {
    const r = (await dex.request({ command: 'amm_info', asset: USD(), asset2: EUR() })).amm as {
      amount: { currency: string; value: string };
      amount2: { value: string };
      lp_token: { currency: string; issuer: string; value: string };
    };
    const [usd, eur] =
      r.amount.currency === 'USD' ? [r.amount.value, r.amount2.value] : [r.amount2.value, r.amount.value];
    return { usd, eur, lp: r.lp_token };
  }

  beforeAll(async () => {
    const lp = await dex.account('1000000000');
    for (const w of [lp, bob])
      await dex.ok(w, { TransactionType: 'TrustSet', LimitAmount: { ...EUR(), value: '10000' } });
    await dex.ok(lp, { TransactionType: 'TrustSet', LimitAmount: usd(G, '10000') });
    for (const w of [lp, bob]) {
      await dex.ok(gw, {
        TransactionType: 'Payment',
        Destination: w.address,
        Amount: { ...EUR(), value: '500' },
      });
      await dex.ok(gw, { TransactionType: 'Payment', Destination: w.address, Amount: usd(G, '500') });
    }
    await dex.ok(lp, {
      TransactionType: 'AMMCreate',
      Amount: { ...USD(), value: '100' },
      Amount2: { ...EUR(), value: '100' },
      TradingFee: 0,
    });
    const { lp: lpt } = await pool();
    await dex.ok(bob, {
      TransactionType: 'AMMDeposit',
      Asset: USD(),
      Asset2: EUR(),
      LPTokenOut: { ...lpt, value: '10' },
      Flags: 0x10000,
    });
  });

  it("takes bob's whole share: 10 USD and 10 EUR leave the pool and both go back to the issuer", async () => {
    const before = await pool();
    expect(before).toMatchObject({ usd: '110', eur: '110' });
    const bobUsd = await dex.line(bob.address, G, 'USD');
    const bobEur = await dex.line(bob.address, G, 'EUR');
    await dex.ok(gw, {
      TransactionType: 'AMMClawback',
      Holder: bob.address,
      Asset: USD(),
      Asset2: EUR(),
      Flags: 1,
    });
    const after = await pool();
    expect(after).toMatchObject({ usd: '100', eur: '100', lp: { value: '100' } });
    expect(await dex.line(bob.address, G, 'USD')).toBe(bobUsd);
    expect(await dex.line(bob.address, G, 'EUR')).toBe(bobEur);
    expect(await dex.line(bob.address, before.lp.issuer, before.lp.currency)).toBeUndefined();
  });
});
