import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Wallet } from 'xrpl';
import { Dex, accountId, nodesOf, usd } from './dex-helpers.js';

// The issuer controls an issuer-risk score reads, set through TrustSet and AccountSet: freeze and deep freeze of
// one line (deep only on a frozen line, never both set and cleared at once), NoFreeze giving up freezing for good,
// global freeze, RequireAuth with tfSetfAuth, AllowTrustLineLocking.

let dex: Dex;
let gw: Wallet;
let alice: Wallet;
let G: string;

const tf = {
  setfAuth: 0x10000,
  setFreeze: 0x100000,
  clearFreeze: 0x200000,
  setDeep: 0x400000,
  clearDeep: 0x800000,
};
const lsf = { lowFreeze: 0x400000, highFreeze: 0x800000, lowDeep: 0x2000000, highDeep: 0x4000000 };
const asf = { requireAuth: 2, noFreeze: 6, globalFreeze: 7, allowLocking: 17 };

/** True when `a` sorts above `b` by account ID (it is the line's high side). */
function isHigh(a: string, b: string): boolean {
  return Buffer.compare(Buffer.from(accountId(a)), Buffer.from(accountId(b))) > 0;
}

async function lineFlags(holder: string, issuer: string, currency = 'USD'): Promise<number> {
  const r = await dex.request({
    command: 'ledger_entry',
    ripple_state: { accounts: [holder, issuer], currency },
  });
  return (r.node as { Flags: number }).Flags;
}

async function accountFlags(address: string): Promise<number> {
  const r = await dex.request({ command: 'account_info', account: address });
  return (r.account_data as { Flags: number }).Flags;
}

const freezeLine = (flags: number, value = '0') => ({
  TransactionType: 'TrustSet',
  LimitAmount: { currency: 'USD', issuer: alice.address, value },
  Flags: flags,
});

beforeAll(async () => {
  dex = await Dex.start();
  gw = await dex.account('1000000000');
  alice = await dex.account('1000000000');
  G = gw.address;
  await dex.ok(alice, { TransactionType: 'TrustSet', LimitAmount: usd(G, '1000') });
  await dex.ok(gw, { TransactionType: 'Payment', Destination: alice.address, Amount: usd(G, '100') });
});
afterAll(() => dex.close());

describe('freezing one line', () => {
  it('tfSetFreeze sets the issuer side freeze flag; the metadata shows it', async () => {
    const [freeze, deep] = isHigh(G, alice.address)
      ? [lsf.highFreeze, lsf.highDeep]
      : [lsf.lowFreeze, lsf.lowDeep];
    const s = await dex.ok(gw, freezeLine(tf.setFreeze));
    const m = nodesOf(s.meta, 'ModifiedNode', 'RippleState')[0] as { FinalFields: { Flags: number } };
    expect(m.FinalFields.Flags & freeze).toBe(freeze);
    expect((await lineFlags(alice.address, G)) & (freeze | deep)).toBe(freeze);
  });

  it('refuses freezing and unfreezing at once, and clearing the freeze under a deep freeze', async () => {
    expect((await dex.send(gw, freezeLine(tf.setFreeze | tf.clearDeep))).result).toBe('tecNO_PERMISSION');
    expect((await dex.send(gw, freezeLine(tf.setDeep | tf.clearFreeze))).result).toBe('tecNO_PERMISSION');
    await dex.ok(gw, freezeLine(tf.setDeep));
    const [freeze, deep] = isHigh(G, alice.address)
      ? [lsf.highFreeze, lsf.highDeep]
      : [lsf.lowFreeze, lsf.lowDeep];
    expect((await lineFlags(alice.address, G)) & (freeze | deep)).toBe(freeze | deep);
    expect((await dex.send(gw, freezeLine(tf.clearFreeze))).result).toBe('tecNO_PERMISSION');
    await dex.ok(gw, freezeLine(tf.clearDeep));
    await dex.ok(gw, freezeLine(tf.clearFreeze));
    expect((await lineFlags(alice.address, G)) & (freeze | deep)).toBe(0);
  });

  it('a deep freeze alone on an unfrozen line is refused; with tfSetFreeze in the same transaction it is taken', async () => {
    expect((await dex.send(gw, freezeLine(tf.setDeep))).result).toBe('tecNO_PERMISSION');
    await dex.ok(gw, freezeLine(tf.setFreeze | tf.setDeep));
    const [freeze, deep] = isHigh(G, alice.address)
      ? [lsf.highFreeze, lsf.highDeep]
      : [lsf.lowFreeze, lsf.lowDeep];
    expect((await lineFlags(alice.address, G)) & (freeze | deep)).toBe(freeze | deep);
    await dex.ok(gw, freezeLine(tf.clearFreeze | tf.clearDeep));
    expect((await lineFlags(alice.address, G)) & (freeze | deep)).toBe(0);
  });

  it('tfSetfAuth is refused with tefNO_AUTH_REQUIRED when the issuer does not require auth', async () => {
    expect((await dex.send(gw, freezeLine(tf.setfAuth))).result).toBe('tefNO_AUTH_REQUIRED');
  });
});

describe('account-wide controls', () => {
  it('global freeze sets lsfGlobalFreeze (0x00400000) and clears again', async () => {
    await dex.ok(gw, { TransactionType: 'AccountSet', SetFlag: asf.globalFreeze });
    expect((await accountFlags(G)) & 0x400000).toBe(0x400000);
    await dex.ok(gw, { TransactionType: 'AccountSet', ClearFlag: asf.globalFreeze });
    expect((await accountFlags(G)) & 0x400000).toBe(0);
  });

  it('AllowTrustLineLocking sets lsfAllowTrustLineLocking (0x40000000) and clears', async () => {
    await dex.ok(gw, { TransactionType: 'AccountSet', SetFlag: asf.allowLocking });
    expect((await accountFlags(G)) & 0x40000000).toBe(0x40000000);
    await dex.ok(gw, { TransactionType: 'AccountSet', ClearFlag: asf.allowLocking });
    expect((await accountFlags(G)) & 0x40000000).toBe(0);
  });

  it('RequireAuth needs an empty owner directory (tecOWNERS), then tfSetfAuth authorizes a holder line', async () => {
    expect((await dex.send(gw, { TransactionType: 'AccountSet', SetFlag: asf.requireAuth })).result).toBe(
      'tecOWNERS',
    );
    const issuer = await dex.account('1000000000');
    const holder = await dex.account('1000000000');
    await dex.ok(issuer, { TransactionType: 'AccountSet', SetFlag: asf.requireAuth });
    expect((await accountFlags(issuer.address)) & 0x40000).toBe(0x40000);
    await dex.ok(holder, { TransactionType: 'TrustSet', LimitAmount: usd(issuer.address, '50') });
    const s = await dex.ok(issuer, {
      TransactionType: 'TrustSet',
      LimitAmount: { currency: 'USD', issuer: holder.address, value: '0' },
      Flags: tf.setfAuth,
    });
    const auth = isHigh(issuer.address, holder.address) ? 0x80000 : 0x40000;
    const m = nodesOf(s.meta, 'ModifiedNode', 'RippleState')[0] as { FinalFields: { Flags: number } };
    expect(m.FinalFields.Flags & auth).toBe(auth);
  });

  it('NoFreeze is for good: no line freeze after it, and a global freeze can no longer be lifted', async () => {
    await dex.ok(gw, { TransactionType: 'AccountSet', SetFlag: asf.globalFreeze });
    await dex.ok(gw, { TransactionType: 'AccountSet', SetFlag: asf.noFreeze });
    expect((await accountFlags(G)) & 0x200000).toBe(0x200000);
    expect((await dex.send(gw, freezeLine(tf.setFreeze))).result).toBe('tecNO_PERMISSION');
    expect((await dex.send(gw, freezeLine(tf.setDeep))).result).toBe('tecNO_PERMISSION');
    await dex.ok(gw, { TransactionType: 'AccountSet', ClearFlag: asf.globalFreeze });
    expect((await accountFlags(G)) & 0x400000).toBe(0x400000);
  });
});
