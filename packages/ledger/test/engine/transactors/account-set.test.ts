import { describe, expect, it } from 'vitest';
import { fund, newNode, submit, submitUnchecked, walletFor } from '../../helpers/node.js';

async function aliceNode() {
  const node = await newNode();
  const alice = walletFor(1);
  await fund(node, alice.classicAddress, '20000000');
  const root = () => node.getLedger('current')?.accountRoot(alice.classicAddress);
  return { node, alice, root };
}

describe('AccountSet', () => {
  it('sets and clears account flags by asf number', async () => {
    const { node, alice, root } = await aliceNode();
    for (const [asf, lsf] of [
      [1, 0x00020000],
      [3, 0x00080000],
      [8, 0x00800000],
      [9, 0x01000000],
    ] as const) {
      expect(submit(node, alice, { TransactionType: 'AccountSet', SetFlag: asf }).engineResult).toBe(
        'tesSUCCESS',
      );
      expect(((root()?.Flags as number) & lsf) >>> 0).toBe(lsf);
      expect(submit(node, alice, { TransactionType: 'AccountSet', ClearFlag: asf }).engineResult).toBe(
        'tesSUCCESS',
      );
      expect(((root()?.Flags as number) & lsf) >>> 0).toBe(0);
    }
  });

  it('stores Domain, TransferRate and TickSize, and removes them when set to their defaults', async () => {
    const { node, alice, root } = await aliceNode();
    const set = submit(node, alice, {
      TransactionType: 'AccountSet',
      Domain: '6578616D706C652E636F6D',
      TransferRate: 1_002_000_000,
      TickSize: 5,
    });
    expect(set.engineResult).toBe('tesSUCCESS');
    expect(root()).toMatchObject({
      Domain: '6578616D706C652E636F6D',
      TransferRate: 1_002_000_000,
      TickSize: 5,
    });
    await node.acceptLedger();
    const meta = node.transaction(set.hash)?.meta;
    expect(meta?.AffectedNodes[0]?.ModifiedNode).toMatchObject({
      FinalFields: { Domain: '6578616D706C652E636F6D', TransferRate: 1_002_000_000, TickSize: 5 },
      PreviousFields: { Sequence: 3, Balance: '20000000' },
    });
    expect(
      submit(node, alice, {
        TransactionType: 'AccountSet',
        Domain: '',
        TransferRate: 1_000_000_000,
        TickSize: 0,
      }).engineResult,
    ).toBe('tesSUCCESS');
    const r = root();
    expect(r?.Domain).toBeUndefined();
    expect(r?.TransferRate).toBeUndefined();
    expect(r?.TickSize).toBeUndefined();
  });

  it('rejects out-of-range values with rippled codes', async () => {
    const { node, alice } = await aliceNode();
    expect(
      submit(node, alice, { TransactionType: 'AccountSet', TransferRate: 999_999_999 }).engineResult,
    ).toBe('temBAD_TRANSFER_RATE');
    expect(
      submit(node, alice, { TransactionType: 'AccountSet', TransferRate: 2_000_000_001 }).engineResult,
    ).toBe('temBAD_TRANSFER_RATE');
    expect(submitUnchecked(node, alice, { TransactionType: 'AccountSet', TickSize: 2 }).engineResult).toBe(
      'temBAD_TICK_SIZE',
    );
    expect(
      submit(node, alice, { TransactionType: 'AccountSet', SetFlag: 8, ClearFlag: 8 }).engineResult,
    ).toBe('temINVALID_FLAG');
    expect(
      submit(node, alice, { TransactionType: 'AccountSet', Domain: 'AB'.repeat(257) }).engineResult,
    ).toBe('telBAD_DOMAIN');
  });

  it('lets NoFreeze be permanent and keeps GlobalFreeze once NoFreeze is set', async () => {
    const { node, alice, root } = await aliceNode();
    expect(submit(node, alice, { TransactionType: 'AccountSet', SetFlag: 7 }).engineResult).toBe(
      'tesSUCCESS',
    );
    expect(submit(node, alice, { TransactionType: 'AccountSet', SetFlag: 6 }).engineResult).toBe(
      'tesSUCCESS',
    );
    expect(submit(node, alice, { TransactionType: 'AccountSet', ClearFlag: 7 }).engineResult).toBe(
      'tesSUCCESS',
    );
    expect(((root()?.Flags as number) & 0x00600000) >>> 0).toBe(0x00600000);
  });
});
