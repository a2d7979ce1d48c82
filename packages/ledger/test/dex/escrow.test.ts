import { createHash } from 'node:crypto';
import { IssuedValue } from '@horizon/protocol';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Wallet } from 'xrpl';
import { accept } from '../api/helpers.js';
import { Dex, nodesOf, usd } from './dex-helpers.js';

// Escrows of XRP and of an issuer's token: created with FinishAfter / CancelAfter (the parent ledger's close time
// must pass them), finished by the destination or cancelled back to the owner, a PREIMAGE-SHA-256 condition,
// the owner's reserve and directories, and the token's transfer fee taken at finish.

let dex: Dex;
let gw: Wallet;
let alice: Wallet;
let bob: Wallet;
let carol: Wallet;
let G: string;
const RIPPLE_EPOCH = 946684800;
let clock = Date.now();

/** Ripple time now (on the faked clock). */
const now = () => Math.floor(clock / 1000) - RIPPLE_EPOCH;

/** Moves the clock forward and closes a ledger, so the next ledger's parent close time is past `seconds`. */
async function advance(seconds: number): Promise<void> {
  clock += seconds * 1000;
  vi.setSystemTime(clock);
  await accept(dex.client);
}

/** The Sequence of a validated transaction (tx_json in API v2). */
async function sequenceOf(hash: string): Promise<number> {
  const r = await dex.request({ command: 'tx', transaction: hash });
  return ((r.tx_json as { Sequence: number } | undefined) ?? (r as { Sequence: number })).Sequence;
}

async function ownerCount(w: Wallet): Promise<number> {
  return dex.ownerCount(w.address);
}

async function escrowsOf(address: string): Promise<Record<string, unknown>[]> {
  const r = await dex.request({ command: 'account_objects', account: address, type: 'escrow' });
  return r.account_objects as Record<string, unknown>[];
}

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(clock);
  dex = await Dex.start();
  gw = await dex.account('1000000000');
  alice = await dex.account('1000000000');
  bob = await dex.account('1000000000');
  carol = await dex.account('1000000000');
  G = gw.address;
});
afterAll(async () => {
  await dex.close();
  vi.useRealTimers();
});

describe('XRP escrow', () => {
  it('refuses malformed escrows', async () => {
    const base = { TransactionType: 'EscrowCreate', Destination: bob.address, Amount: '1000000' };
    expect(await dex.sendUnchecked(alice, { ...base })).toBe('temBAD_EXPIRATION');
    const t = now() + 100;
    expect((await dex.send(alice, { ...base, FinishAfter: t, CancelAfter: t })).result).toBe(
      'temBAD_EXPIRATION',
    );
    expect(await dex.sendUnchecked(alice, { ...base, CancelAfter: t })).toBe('temMALFORMED');
    expect((await dex.send(alice, { ...base, FinishAfter: t, Amount: '0' })).result).toBe('temBAD_AMOUNT');
    expect((await dex.send(alice, { ...base, FinishAfter: t, Condition: 'A0' })).result).toBe('temMALFORMED');
    expect((await dex.send(alice, { ...base, FinishAfter: now() - 100 })).result).toBe('tecNO_PERMISSION');
    expect((await dex.send(alice, { ...base, FinishAfter: t, Amount: '100000000000' })).result).toBe(
      'tecUNFUNDED',
    );
    const ghost = (await import('xrpl')).Wallet.generate().address;
    expect((await dex.send(alice, { ...base, FinishAfter: t, Destination: ghost })).result).toBe('tecNO_DST');
  });

  it('10 XRP to bob: locked from alice with one more owned object, listed for both, finished by bob after FinishAfter', async () => {
    const aliceBefore = await dex.balance(alice.address);
    const countBefore = await ownerCount(alice);
    const finishAfter = now() + 60;
    const created = await dex.ok(alice, {
      TransactionType: 'EscrowCreate',
      Destination: bob.address,
      Amount: '10000000',
      FinishAfter: finishAfter,
      CancelAfter: finishAfter + 600,
      DestinationTag: 7,
    });
    expect(await dex.balance(alice.address)).toBe(aliceBefore - 10_000_000n - created.fee);
    expect(await ownerCount(alice)).toBe(countBefore + 1);
    const node = nodesOf(created.meta, 'CreatedNode', 'Escrow')[0] as { NewFields: Record<string, unknown> };
    expect(node.NewFields).toMatchObject({
      Account: alice.address,
      Destination: bob.address,
      Amount: '10000000',
      FinishAfter: finishAfter,
      CancelAfter: finishAfter + 600,
      DestinationTag: 7,
    });
    expect(await escrowsOf(bob.address)).toHaveLength(1);
    const seq = await sequenceOf(created.hash);
    const finish = { TransactionType: 'EscrowFinish', Owner: alice.address, OfferSequence: seq };
    expect((await dex.send(bob, finish)).result).toBe('tecNO_PERMISSION');
    expect((await dex.send(bob, { ...finish, OfferSequence: seq + 1000 })).result).toBe('tecNO_TARGET');
    await advance(90);
    const bobBefore = await dex.balance(bob.address);
    const done = await dex.ok(bob, finish);
    expect(await dex.balance(bob.address)).toBe(bobBefore + 10_000_000n - done.fee);
    expect(await ownerCount(alice)).toBe(countBefore);
    expect(nodesOf(done.meta, 'DeletedNode', 'Escrow')).toHaveLength(1);
    expect(await escrowsOf(alice.address)).toHaveLength(0);
    expect(await escrowsOf(bob.address)).toHaveLength(0);
  });

  it('after CancelAfter it can no longer be finished, and anyone returns it to the owner', async () => {
    const cancelAfter = now() + 60;
    const created = await dex.ok(alice, {
      TransactionType: 'EscrowCreate',
      Destination: bob.address,
      Amount: '5000000',
      FinishAfter: cancelAfter - 30,
      CancelAfter: cancelAfter,
    });
    const seq = await sequenceOf(created.hash);
    const cancel = { TransactionType: 'EscrowCancel', Owner: alice.address, OfferSequence: seq };
    expect((await dex.send(carol, cancel)).result).toBe('tecNO_PERMISSION');
    await advance(90);
    expect((await dex.send(bob, { ...cancel, TransactionType: 'EscrowFinish' })).result).toBe(
      'tecNO_PERMISSION',
    );
    const before = await dex.balance(alice.address);
    await dex.ok(carol, cancel);
    expect(await dex.balance(alice.address)).toBe(before + 5_000_000n);
  });

  it('a PREIMAGE-SHA-256 condition: the wrong preimage fails, the right one (fee 10 x (33 + 15/16)) releases it', async () => {
    const preimage = Buffer.from('horizon preimage', 'utf8');
    const fp = createHash('sha256').update(preimage).digest('hex');
    const condition = `A0258020${fp}8101${preimage.length.toString(16).padStart(2, '0')}`.toUpperCase();
    const fulfillment = (p: Buffer) =>
      `A0${(p.length + 2).toString(16).padStart(2, '0')}80${p.length.toString(16).padStart(2, '0')}${p.toString('hex')}`.toUpperCase();
    const created = await dex.ok(alice, {
      TransactionType: 'EscrowCreate',
      Destination: bob.address,
      Amount: '1000000',
      Condition: condition,
      CancelAfter: now() + 3600,
    });
    const seq = await sequenceOf(created.hash);
    const finish = {
      TransactionType: 'EscrowFinish',
      Owner: alice.address,
      OfferSequence: seq,
      Condition: condition,
    };
    expect(
      (await dex.send(bob, { ...finish, Fulfillment: fulfillment(Buffer.from('wrong preimage!!')) })).result,
    ).toBe('tecCRYPTOCONDITION_ERROR');
    // An 18-byte fulfillment costs 10 + 10 x (32 + floor(18 / 16)) = 340 drops at least.
    const fulfilled = { ...finish, Fulfillment: fulfillment(preimage) };
    expect(await dex.sendUnchecked(bob, { ...fulfilled, Fee: '339' })).toBe('telINSUF_FEE_P');
    const before = await dex.balance(bob.address);
    expect(await dex.sendUnchecked(bob, { ...fulfilled, Fee: '340' })).toBe('tesSUCCESS');
    expect(await dex.balance(bob.address)).toBe(before + 1_000_000n - 340n);
    expect(await escrowsOf(bob.address)).toHaveLength(0);
  });
});

describe('token escrow (TokenEscrow)', () => {
  beforeAll(async () => {
    await dex.ok(gw, { TransactionType: 'AccountSet', SetFlag: 8 });
    await dex.ok(alice, { TransactionType: 'TrustSet', LimitAmount: usd(G, '10000') });
    await dex.ok(gw, { TransactionType: 'Payment', Destination: alice.address, Amount: usd(G, '1000') });
  });

  const create = (extra: Record<string, unknown> = {}) => ({
    TransactionType: 'EscrowCreate',
    Destination: bob.address,
    Amount: usd(G, '100'),
    FinishAfter: now() + 60,
    CancelAfter: now() + 600,
    ...extra,
  });

  it('needs the issuer to allow trust line locking, a line and enough balance, and no freeze', async () => {
    expect((await dex.send(alice, create())).result).toBe('tecNO_PERMISSION');
    await dex.ok(gw, { TransactionType: 'AccountSet', SetFlag: 17 });
    expect((await dex.send(carol, create())).result).toBe('tecNO_LINE');
    expect((await dex.send(alice, create({ Amount: usd(G, '5000') }))).result).toBe('tecINSUFFICIENT_FUNDS');
    expect((await dex.send(gw, create({ Destination: alice.address }))).result).toBe('tecNO_PERMISSION');
    const freeze = (flag: number) => ({
      TransactionType: 'TrustSet',
      LimitAmount: { currency: 'USD', issuer: alice.address, value: '0' },
      Flags: flag,
    });
    await dex.ok(gw, freeze(0x100000));
    expect((await dex.send(alice, create())).result).toBe('tecFROZEN');
    await dex.ok(gw, freeze(0x200000));
  });

  it('100 USD locked (back with the issuer), listed for the issuer too; bob finishes and gets 100 / 1.002 rounded up', async () => {
    await dex.ok(gw, { TransactionType: 'AccountSet', TransferRate: 1_002_000_000 });
    const s = await dex.ok(alice, create());
    expect(await dex.line(alice.address, G)).toBe('900');
    const escrow = nodesOf(s.meta, 'CreatedNode', 'Escrow')[0] as { NewFields: Record<string, unknown> };
    expect(escrow.NewFields).toMatchObject({ Amount: usd(G, '100'), TransferRate: 1_002_000_000 });
    expect(await escrowsOf(G)).toHaveLength(1);
    const seq = await sequenceOf(s.hash);
    const finish = { TransactionType: 'EscrowFinish', Owner: alice.address, OfferSequence: seq };
    await advance(90);
    // bob has no USD line: only bob himself may finish (creating it).
    expect((await dex.send(carol, finish)).result).toBe('tecNO_LINE');
    await dex.ok(bob, finish);
    // 100 / 1.002 = 99.8003992015968063…, rounded up at 16 digits.
    expect(await dex.line(bob.address, G)).toBe('99.80039920159681');
    expect(await escrowsOf(G)).toHaveLength(0);
  });

  it('cancelled, the full amount returns to the owner with no transfer fee', async () => {
    const s = await dex.ok(alice, create({ Amount: usd(G, '50') }));
    expect(await dex.line(alice.address, G)).toBe('850');
    const seq = await sequenceOf(s.hash);
    await advance(700);
    await dex.ok(carol, { TransactionType: 'EscrowCancel', Owner: alice.address, OfferSequence: seq });
    expect(await dex.line(alice.address, G)).toBe('900');
  });

  it('finishing into a deep-frozen line is refused (tecFROZEN); past the line limit when others finish (tecLIMIT_EXCEEDED)', async () => {
    const s = await dex.ok(alice, create({ Amount: usd(G, '10') }));
    const seq = await sequenceOf(s.hash);
    const finish = { TransactionType: 'EscrowFinish', Owner: alice.address, OfferSequence: seq };
    await advance(90);
    // bob's line (created when he finished the first escrow) has limit 0: carol finishing would exceed it.
    expect((await dex.send(carol, finish)).result).toBe('tecLIMIT_EXCEEDED');
    const freeze = (flags: number) => ({
      TransactionType: 'TrustSet',
      LimitAmount: { currency: 'USD', issuer: bob.address, value: '0' },
      Flags: flags,
    });
    await dex.ok(gw, freeze(0x100000 | 0x400000));
    expect((await dex.send(bob, finish)).result).toBe('tecFROZEN');
    await dex.ok(gw, freeze(0x200000 | 0x800000));
    const before = await dex.line(bob.address, G);
    await dex.ok(bob, finish);
    // 10 / 1.002 = 9.98003992015968…, rounded up at 16 digits.
    expect(await dex.line(bob.address, G)).toBe(
      IssuedValue.fromString(before ?? '0')
        .add(IssuedValue.fromString('9.980039920159681'))
        .toString(),
    );
  });
});
