import { decodeAccountID } from 'ripple-address-codec';
import { describe, expect, it } from 'vitest';
import { keylet } from '../../../src/state/keys.js';
import { fund, newNode, submitUnchecked, walletFor } from '../../helpers/node.js';

const entry = (Account: string, SignerWeight = 1) => ({ SignerEntry: { Account, SignerWeight } });
const [bob, carol, dave] = [2, 3, 4].map((n) => walletFor(n).classicAddress) as [string, string, string];

async function aliceNode(drops = '20000000') {
  const node = await newNode();
  const alice = walletFor(1);
  await fund(node, alice.classicAddress, drops);
  const root = () => node.getLedger('current')?.accountRoot(alice.classicAddress);
  const list = () => node.getLedger('current')?.readEntry(keylet.signerList(alice.classicAddress));
  const dirOf = (owner: string) =>
    node.getLedger('current')?.readEntry(keylet.ownerDir(owner))?.Indexes as string[] | undefined;
  const set = (fields: Record<string, unknown>) =>
    submitUnchecked(node, alice, { TransactionType: 'SignerListSet', ...fields }).engineResult;
  return { node, alice, root, list, set, dirOf };
}

describe('SignerListSet', () => {
  it('creates a list sorted by account, in the owner directory, for one owner count', async () => {
    const { alice, root, list, set, dirOf } = await aliceNode();
    expect(set({ SignerQuorum: 3, SignerEntries: [entry(dave, 2), entry(bob), entry(carol)] })).toBe(
      'tesSUCCESS',
    );
    const sorted = [entry(bob), entry(carol), entry(dave, 2)].sort((a, b) =>
      Buffer.compare(decodeAccountID(a.SignerEntry.Account), decodeAccountID(b.SignerEntry.Account)),
    );
    expect(list()).toMatchObject({
      LedgerEntryType: 'SignerList',
      Flags: 0x00010000,
      OwnerNode: '0',
      SignerQuorum: 3,
      SignerListID: 0,
      SignerEntries: sorted,
    });
    expect(root()?.OwnerCount).toBe(1);
    expect(dirOf(alice.classicAddress)).toContain(keylet.signerList(alice.classicAddress));
  });

  it('replaces a list in place, keeping one owner count, and deletes it with quorum 0 and no entries', async () => {
    const { root, list, set } = await aliceNode();
    expect(set({ SignerQuorum: 1, SignerEntries: [entry(bob)] })).toBe('tesSUCCESS');
    expect(set({ SignerQuorum: 2, SignerEntries: [entry(bob), entry(carol)] })).toBe('tesSUCCESS');
    expect(list()).toMatchObject({ SignerQuorum: 2 });
    expect(root()?.OwnerCount).toBe(1);
    expect(set({ SignerQuorum: 0 })).toBe('tesSUCCESS');
    expect(list()).toBeUndefined();
    expect(root()?.OwnerCount).toBe(0);
    // Deleting a list that is not there succeeds and changes nothing.
    expect(set({ SignerQuorum: 0 })).toBe('tesSUCCESS');
  });

  it('refuses malformed lists: quorum without entries, entries without quorum, none or over 32 entries', async () => {
    const { set } = await aliceNode();
    expect(set({ SignerQuorum: 1 })).toBe('temMALFORMED');
    expect(set({ SignerQuorum: 0, SignerEntries: [entry(bob)] })).toBe('temMALFORMED');
    expect(set({ SignerQuorum: 1, SignerEntries: [] })).toBe('temMALFORMED');
    const many = Array.from({ length: 33 }, (_, i) => entry(walletFor(10 + i).classicAddress));
    expect(set({ SignerQuorum: 1, SignerEntries: many })).toBe('temMALFORMED');
    expect(set({ SignerQuorum: 32, SignerEntries: many.slice(0, 32) })).toBe('tesSUCCESS');
  });

  it('refuses duplicates and the account itself (temBAD_SIGNER), zero weights, unreachable quorums', async () => {
    const { alice, set } = await aliceNode();
    expect(set({ SignerQuorum: 1, SignerEntries: [entry(bob), entry(bob)] })).toBe('temBAD_SIGNER');
    expect(set({ SignerQuorum: 1, SignerEntries: [entry(alice.classicAddress)] })).toBe('temBAD_SIGNER');
    expect(set({ SignerQuorum: 1, SignerEntries: [entry(bob, 0)] })).toBe('temBAD_WEIGHT');
    expect(set({ SignerQuorum: 4, SignerEntries: [entry(bob, 1), entry(carol, 2)] })).toBe('temBAD_QUORUM');
    expect(set({ SignerQuorum: 3, SignerEntries: [entry(bob, 1), entry(carol, 2)] })).toBe('tesSUCCESS');
  });

  it('needs the reserve for the list, counted before the fee (tecINSUFFICIENT_RESERVE)', async () => {
    const { root, list, set } = await aliceNode('1199999');
    expect(set({ SignerQuorum: 1, SignerEntries: [entry(bob)] })).toBe('tecINSUFFICIENT_RESERVE');
    expect(list()).toBeUndefined();
    expect(root()?.OwnerCount).toBe(0);
  });
});
