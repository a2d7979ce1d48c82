import { describe, expect, it } from 'vitest';
import { expectHashesMatchXrplJs } from '../helpers/hashes.js';
import { newNode } from '../helpers/node.js';

describe('a fresh standalone node', () => {
  it('starts like rippled standalone: genesis 1, closed 2, open 3', async () => {
    const node = await newNode();
    expect(node.closedLedger().seq).toBe(2);
    expect(node.currentLedgerIndex()).toBe(3);
    expect(node.completeLedgers()).toEqual({ min: 1, max: 2 });
    expect(node.getLedger(2)?.header.parentHash).toBe(node.getLedger(1)?.header.hash);
    expect(node.getLedger(1)?.header.closeTime).toBe(0);
  });

  it('gives the genesis account all 100 billion XRP, Sequence 1', async () => {
    const node = await newNode();
    const root = node.getLedger('validated')?.accountRoot('rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTh');
    expect(root).toMatchObject({
      LedgerEntryType: 'AccountRoot',
      Balance: '100000000000000000',
      Sequence: 1,
      OwnerCount: 0,
      Flags: 0,
      PreviousTxnID: '0'.repeat(64),
      PreviousTxnLgrSeq: 0,
    });
    expect(root?.index).toBe('2B6AC232AA4C4BE41BF49D2459FA4A0347E1B543A4C92FCEE0821C0201E2E9A8');
  });

  it('records fees and reserves (mainnet defaults) in FeeSettings', async () => {
    const node = await newNode();
    expect(node.fees()).toEqual({ baseFee: 10n, reserveBase: 1_000_000n, reserveIncrement: 200_000n });
    const fees = node
      .getLedger(2)
      ?.readEntry('4BC50C9B0D8515D3EAAE1E74B29A95804346C491EE1A95BF25E4AAB854A6A651');
    expect(fees).toMatchObject({
      BaseFeeDrops: '10',
      ReserveBaseDrops: '1000000',
      ReserveIncrementDrops: '200000',
    });
  });

  it('has ledger, state and transaction hashes equal to what xrpl.js computes', async () => {
    const node = await newNode();
    expectHashesMatchXrplJs(node, 1);
    expectHashesMatchXrplJs(node, 2);
  });

  it('lists the genesis ledger hash in ledger 2 skip list', async () => {
    const node = await newNode();
    const skip = node
      .getLedger(2)
      ?.readEntry('B4979A36CDC7F3D3D5C31A4EAE2AC7D7209DDA877588B9AFC66799692AB0D66B');
    expect(skip).toMatchObject({
      LedgerEntryType: 'LedgerHashes',
      Hashes: [node.getLedger(1)?.header.hash],
      LastLedgerSequence: 1,
    });
  });

  it('takes configured reserves', async () => {
    const node = await newNode({ fees: { reserveBase: 10_000_000n, reserveIncrement: 2_000_000n } });
    expect(node.fees()).toEqual({ baseFee: 10n, reserveBase: 10_000_000n, reserveIncrement: 2_000_000n });
  });
});
