import { createHash } from 'node:crypto';
import { ammDeposit, ammWithdraw, issuedAmount, xrpAmount } from '@horizon/protocol';
import { encodeAccountID } from 'ripple-address-codec';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Wallet } from 'xrpl';
import { Dex, accountId, currency3, nodesOf, sha512Half, usd } from './dex-helpers.js';

// Liquidity providers create an XRP/USD pool, deposit and withdraw in each mode, vote on the fee, and empty
// the pool; amm_info and the ledger entries show the exact balances and LP tokens after every step.

let dex: Dex;
let gw: Wallet;
let alice: Wallet;
let bob: Wallet;
let G: string;
const XRP = { currency: 'XRP' };
const ZERO20 = new Uint8Array(20);

/** LP token currency: 0x03 ‖ first 19 bytes of SHA512Half(XRP(20 zero bytes) ‖ USD). */
const LPT = ('03' + sha512Half(ZERO20, currency3('USD')).slice(0, 38)).toUpperCase();
/** AMM ID = SHA512Half(0x0041 ‖ XRP issuer ‖ XRP currency ‖ gw ‖ USD). */
const ammId = () => sha512Half(new Uint8Array([0, 0x41]), ZERO20, ZERO20, accountId(G), currency3('USD'));

async function info() {
  const r = await dex.request({ command: 'amm_info', asset: XRP, asset2: { currency: 'USD', issuer: G } });
  return r.amm as Record<string, unknown>;
}

async function lp(holder: string, amm: string): Promise<string | undefined> {
  return dex.line(holder, amm, LPT);
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
});
afterAll(() => dex.close());

describe('an XRP/USD pool through its life', () => {
  let amm: string;

  it('AMMCreate: 100 XRP and 100 USD give sqrt(1e8 drops x 100) = 100000 LP tokens to the creator', async () => {
    const before = await dex.balance(alice.address);
    const s = await dex.ok(alice, {
      TransactionType: 'AMMCreate',
      Amount: '100000000',
      Amount2: usd(G, '100'),
      TradingFee: 500,
    });
    const a = await info();
    amm = a.account as string;
    // The pseudo-account: RIPEMD160(SHA256(SHA512Half(0u16 ‖ parent ledger hash ‖ AMM ID))).
    const tx = await dex.request({ command: 'tx', transaction: s.hash });
    const led = await dex.request({ command: 'ledger', ledger_index: tx.ledger_index });
    const parent = (led.ledger as { parent_hash: string }).parent_hash;
    const seed = Buffer.from(
      sha512Half(new Uint8Array([0, 0]), Buffer.from(parent, 'hex'), Buffer.from(ammId(), 'hex')),
      'hex',
    );
    const id = createHash('ripemd160').update(createHash('sha256').update(seed).digest()).digest();
    expect(amm).toBe(encodeAccountID(id));
    expect(a).toEqual({
      account: amm,
      amount: '100000000',
      amount2: usd(G, '100'),
      asset2_frozen: false,
      lp_token: { currency: LPT, issuer: amm, value: '100000' },
      trading_fee: 500,
      vote_slots: [{ account: alice.address, trading_fee: 500, vote_weight: 100000 }],
      auction_slot: {
        account: alice.address,
        discounted_fee: 50,
        expiration: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+0000$/),
        price: { currency: LPT, issuer: amm, value: '0' },
        time_interval: 0,
      },
    });
    expect(await dex.balance(alice.address)).toBe(before - 100_000_000n - s.fee);
    expect(await dex.line(alice.address, G)).toBe('900');
    expect(await lp(alice.address, amm)).toBe('100000');
    const root = await dex.request({ command: 'account_info', account: amm });
    expect(root.account_data).toMatchObject({ Balance: '100000000', Flags: 0x01900000, AMMID: ammId() });
    const created = nodesOf(s.meta, 'CreatedNode', 'AMM')[0]?.NewFields as Record<string, unknown>;
    expect(created).toMatchObject({
      Account: amm,
      Asset: XRP,
      Asset2: { currency: 'USD', issuer: G },
      TradingFee: 500,
    });
    // The pool's USD line carries lsfAMMNode (0x01000000).
    const lines = nodesOf(s.meta, 'CreatedNode', 'RippleState').map(
      (n) => (n.NewFields as { Flags: number }).Flags,
    );
    expect(lines.filter((f) => (f & 0x01000000) !== 0)).toHaveLength(1);
  });

  it('refuses a second pool for the same pair with tecDUPLICATE', async () => {
    const s = await dex.send(bob, {
      TransactionType: 'AMMCreate',
      Amount: usd(G, '1'),
      Amount2: '1000000',
      TradingFee: 0,
    });
    expect(s.result).toBe('tecDUPLICATE');
  });

  it('tfLPToken deposit: 10000 LP tokens cost 10% of each side, 10 XRP and 10 USD', async () => {
    const before = await dex.balance(bob.address);
    const s = await dex.ok(bob, {
      TransactionType: 'AMMDeposit',
      Asset: XRP,
      Asset2: { currency: 'USD', issuer: G },
      LPTokenOut: { currency: LPT, issuer: amm, value: '10000' },
      Flags: 0x00010000,
    });
    const a = await info();
    expect([a.amount, a.amount2, (a.lp_token as { value: string }).value]).toEqual([
      '110000000',
      usd(G, '110'),
      '110000',
    ]);
    expect(await dex.balance(bob.address)).toBe(before - 10_000_000n - s.fee);
    expect(await dex.line(bob.address, G)).toBe('990');
    expect(await lp(bob.address, amm)).toBe('10000');
  });

  it('AMMVote: bob votes 1000 with 10000 of 110000 tokens; the fee becomes round(60000000/110000) = 545', async () => {
    await dex.ok(bob, {
      TransactionType: 'AMMVote',
      Asset: XRP,
      Asset2: { currency: 'USD', issuer: G },
      TradingFee: 1000,
    });
    const a = await info();
    expect(a.trading_fee).toBe(545);
    expect(a.vote_slots).toEqual([
      { account: alice.address, trading_fee: 500, vote_weight: 90909 },
      { account: bob.address, trading_fee: 1000, vote_weight: 9091 },
    ]);
    expect((a.auction_slot as { discounted_fee: number }).discounted_fee).toBe(54);
  });

  it('tfTwoAsset deposit: 11 XRP with up to 100 USD deposits in proportion, 11 USD for 11000 tokens', async () => {
    await dex.ok(bob, {
      TransactionType: 'AMMDeposit',
      Asset: XRP,
      Asset2: { currency: 'USD', issuer: G },
      Amount: '11000000',
      Amount2: usd(G, '100'),
      Flags: 0x00100000,
    });
    const a = await info();
    expect([a.amount, a.amount2, (a.lp_token as { value: string }).value]).toEqual([
      '121000000',
      usd(G, '121'),
      '121000',
    ]);
    expect(await lp(bob.address, amm)).toBe('21000');
  });

  it("tfSingleAsset deposit and withdrawal follow the protocol formulas at bob's fee", async () => {
    const a0 = await info();
    const pool = {
      balance1: xrpAmount(BigInt(a0.amount as string)),
      balance2: issuedAmount('USD', G, (a0.amount2 as { value: string }).value),
      lpTokenBalance: issuedAmount(LPT, amm, (a0.lp_token as { value: string }).value),
    };
    const d = ammDeposit(pool, { mode: 'singleAsset', amount: issuedAmount('USD', G, '10') }, 545);
    if (!d.ok) throw new Error(d.code);
    await dex.ok(bob, {
      TransactionType: 'AMMDeposit',
      Asset: XRP,
      Asset2: { currency: 'USD', issuer: G },
      Amount: usd(G, '10'),
      Flags: 0x00080000,
    });
    const a1 = await info();
    expect((a1.lp_token as { value: string }).value).toBe(d.value.lpTokenBalance.value.toString());
    expect((a1.amount2 as { value: string }).value).toBe(
      issuedAmount('USD', G, '121')
        .value.add(
          d.value.amount.kind === 'issued' ? d.value.amount.value : issuedAmount('USD', G, '0').value,
        )
        .toString(),
    );
    // A single-asset deposit of 10 USD into 121 USD at 0.545% buys fewer tokens than the proportional 10000.
    expect(Number(d.value.tokens.value.toString())).toBeLessThan(10000);
    expect(Number(d.value.tokens.value.toString())).toBeGreaterThan(4800);

    const pool1 = {
      balance1: xrpAmount(BigInt(a1.amount as string)),
      balance2: issuedAmount('USD', G, (a1.amount2 as { value: string }).value),
      lpTokenBalance: issuedAmount(LPT, amm, (a1.lp_token as { value: string }).value),
    };
    const held = issuedAmount(LPT, amm, (await lp(bob.address, amm)) as string);
    const w = ammWithdraw(
      pool1,
      { mode: 'singleAsset', amount: xrpAmount(5_000_000n) },
      { lpTokens: held },
      545,
    );
    if (!w.ok) throw new Error(w.code);
    await dex.ok(bob, {
      TransactionType: 'AMMWithdraw',
      Asset: XRP,
      Asset2: { currency: 'USD', issuer: G },
      Amount: '5000000',
      Flags: 0x00080000,
    });
    const a2 = await info();
    // The tokens for 5 XRP are re-priced once (assetOut rounded down), so the pool may pay a drop less.
    const out = w.value.amount.kind === 'xrp' ? w.value.amount.drops : 0n;
    expect(out === 5_000_000n || out === 4_999_999n).toBe(true);
    expect(a2.amount).toBe((BigInt(a1.amount as string) - out).toString());
    expect((a2.lp_token as { value: string }).value).toBe(w.value.lpTokenBalance.value.toString());
    expect(await lp(bob.address, amm)).toBe(held.value.sub(w.value.tokens.value).toString());
  });

  it('refuses to withdraw more LP tokens than held with tecAMM_INVALID_TOKENS', async () => {
    const s = await dex.send(bob, {
      TransactionType: 'AMMWithdraw',
      Asset: XRP,
      Asset2: { currency: 'USD', issuer: G },
      LPTokenIn: { currency: LPT, issuer: amm, value: '100000' },
      Flags: 0x00010000,
    });
    expect(s.result).toBe('tecAMM_INVALID_TOKENS');
  });

  it('tfWithdrawAll for both providers empties and deletes the AMM and its account', async () => {
    await dex.ok(bob, {
      TransactionType: 'AMMWithdraw',
      Asset: XRP,
      Asset2: { currency: 'USD', issuer: G },
      Flags: 0x00020000,
    });
    expect(await lp(bob.address, amm)).toBeUndefined();
    const s = await dex.ok(alice, {
      TransactionType: 'AMMWithdraw',
      Asset: XRP,
      Asset2: { currency: 'USD', issuer: G },
      Flags: 0x00020000,
    });
    expect(nodesOf(s.meta, 'DeletedNode', 'AMM')).toHaveLength(1);
    expect(
      nodesOf(s.meta, 'DeletedNode', 'AccountRoot').map(
        (n) => (n.FinalFields as { Account: string }).Account,
      ),
    ).toEqual([amm]);
    await expect(info()).rejects.toThrow();
    // No USD was created or lost: the holders' USD sums back to the 2000 issued.
    const total = Number(await dex.line(alice.address, G)) + Number(await dex.line(bob.address, G));
    expect(total).toBeCloseTo(2000, 10);
    expect(await dex.ownerCount(alice.address)).toBe(1);
  });
});
