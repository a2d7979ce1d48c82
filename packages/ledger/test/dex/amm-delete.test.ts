import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Wallet } from 'xrpl';
import { Dex, currency3, nodesOf, sha512Half, usd } from './dex-helpers.js';
import { lpHolders, ownedObjects } from './empty-amm.js';

// AMMDelete: refused while LP tokens are out (tecAMM_NOT_EMPTY) or with no pool (terNO_AMM); an AMM whose
// directory lists more than 512 entries survives its last withdrawal empty (the lines past the limit stay) and
// AMMDelete then removes the rest, the AMM entry and the pseudo-account.

let dex: Dex;
let gw: Wallet;
let alice: Wallet;
let G: string;
let amm: string;
const XRP = { currency: 'XRP' };
const USD = () => ({ currency: 'USD', issuer: G });
const LPT = ('03' + sha512Half(new Uint8Array(20), currency3('USD')).slice(0, 38)).toUpperCase();
const del = { TransactionType: 'AMMDelete', Asset: XRP, Asset2: { currency: 'USD', issuer: '' } };
const HOLDERS = 520;

beforeAll(async () => {
  dex = await Dex.start();
  gw = await dex.account('1000000000');
  alice = await dex.account('1000000000');
  G = gw.address;
  del.Asset2.issuer = G;
  await dex.ok(gw, { TransactionType: 'AccountSet', SetFlag: 8 });
  await dex.ok(alice, { TransactionType: 'TrustSet', LimitAmount: usd(G, '10000') });
  await dex.ok(gw, { TransactionType: 'Payment', Destination: alice.address, Amount: usd(G, '1000') });
});
afterAll(() => dex.close());

describe('AMMDelete', () => {
  it('terNO_AMM when the pair has no pool', async () => {
    expect((await dex.send(alice, del)).result).toBe('terNO_AMM');
  });

  it('tecAMM_NOT_EMPTY while LP tokens are outstanding', async () => {
    await dex.ok(alice, {
      TransactionType: 'AMMCreate',
      Amount: '10000000',
      Amount2: usd(G, '10'),
      TradingFee: 0,
    });
    const r = await dex.request({ command: 'amm_info', asset: XRP, asset2: USD() });
    amm = (r.amm as { account: string }).account;
    expect((await dex.send(alice, del)).result).toBe('tecAMM_NOT_EMPTY');
  });

  it(`${HOLDERS} LP-token trust lines: the last withdrawal leaves the AMM empty; AMMDelete removes the rest`, async () => {
    const holders = await lpHolders(dex, amm, LPT, HOLDERS);
    const dirBefore = await ownedObjects(dex, amm);
    // The AMM entry, its USD line and one line per holder (alice's LP line too).
    expect(dirBefore.length).toBeGreaterThan(512);

    const w = await dex.ok(alice, {
      TransactionType: 'AMMWithdraw',
      Asset: XRP,
      Asset2: USD(),
      Flags: 0x00020000,
    });
    // 512 directory entries visited: the AMM entry and 511 lines deleted; the AMM entry and account stay.
    expect(nodesOf(w.meta, 'DeletedNode', 'AMM')).toHaveLength(0);
    const deleted = nodesOf(w.meta, 'DeletedNode', 'RippleState').length;
    expect(deleted).toBeGreaterThanOrEqual(511);
    const info = (await dex.request({ command: 'amm_info', asset: XRP, asset2: USD() })).amm as Record<
      string,
      unknown
    >;
    expect(info.lp_token).toEqual({ currency: LPT, issuer: amm, value: '0' });
    expect(info.amount).toBe('0');
    expect(await dex.balance(alice.address)).toBeGreaterThan(0n);

    // Every holder whose line went has its owner count back to 0.
    const counts = await Promise.all(holders.slice(0, 5).map((h) => dex.ownerCount(h.address)));
    expect(counts.filter((c) => c === 0).length + counts.filter((c) => c === 1).length).toBe(5);

    const d = await dex.ok(alice, del);
    expect(nodesOf(d.meta, 'DeletedNode', 'AMM')).toHaveLength(1);
    expect(
      nodesOf(d.meta, 'DeletedNode', 'AccountRoot').map(
        (n) => (n.FinalFields as { Account: string }).Account,
      ),
    ).toEqual([amm]);
    expect(deleted + nodesOf(d.meta, 'DeletedNode', 'RippleState').length).toBe(dirBefore.length - 1);
    for (const h of holders.slice(-5)) expect(await dex.ownerCount(h.address)).toBe(0);
    await expect(dex.request({ command: 'amm_info', asset: XRP, asset2: USD() })).rejects.toThrow();
    expect((await dex.send(alice, del)).result).toBe('terNO_AMM');
    // 520 accounts made and paid LP tokens first: 15 s on a quiet machine, over 30 s when the suite runs beside it.
  }, 180_000);
});
