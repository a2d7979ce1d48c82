import { describe, expect, it } from 'vitest';
import { keylet } from '../../src/state/keys.js';
import { expectHashesMatchXrplJs } from '../helpers/hashes.js';
import { balance, fund, genesisWallet, newNode, submit, walletFor } from '../helpers/node.js';

const GENESIS = genesisWallet.classicAddress;

describe('XRP payments', () => {
  it('creates an account at the base reserve, with metadata shaped as rippled', async () => {
    const node = await newNode();
    const alice = walletFor(1);
    const r = submit(node, genesisWallet, {
      TransactionType: 'Payment',
      Destination: alice.classicAddress,
      Amount: '1000000',
    });
    expect(r).toMatchObject({
      engineResult: 'tesSUCCESS',
      engineResultCode: 0,
      applied: true,
      kept: true,
      accepted: true,
    });
    expect(r.engineResultMessage).toBe('The transaction was applied. Only final in a validated ledger.');
    expect(r.accountSequenceNext).toBe(2);
    await node.acceptLedger();
    const rec = node.transaction(r.hash);
    expect(rec?.ledgerIndex).toBe(3);
    expect(rec?.deliveredAmount).toBe('1000000');
    const genesisIndex = keylet.account(GENESIS);
    const aliceIndex = keylet.account(alice.classicAddress);
    const created = {
      CreatedNode: {
        LedgerEntryType: 'AccountRoot',
        LedgerIndex: aliceIndex,
        NewFields: { Account: alice.classicAddress, Balance: '1000000', Sequence: 3 },
      },
    };
    const modified = {
      ModifiedNode: {
        LedgerEntryType: 'AccountRoot',
        LedgerIndex: genesisIndex,
        FinalFields: { Account: GENESIS, Balance: '99999999998999990', Flags: 0, OwnerCount: 0, Sequence: 2 },
        PreviousFields: { Balance: '100000000000000000', Sequence: 1 },
      },
    };
    const expected = genesisIndex < aliceIndex ? [modified, created] : [created, modified];
    expect(rec?.meta).toEqual({
      AffectedNodes: expected,
      TransactionIndex: 0,
      TransactionResult: 'tesSUCCESS',
    });
    expect(node.closedLedger().totalCoins).toBe(100_000_000_000_000_000n - 10n);
    expectHashesMatchXrplJs(node, 3);
  });

  it('threads PreviousTxnID through the sender on its next transaction', async () => {
    const node = await newNode();
    const alice = walletFor(1);
    const bob = walletFor(2);
    await fund(node, alice.classicAddress, '50000000');
    const first = node.closedLedger();
    const firstTx = node.getLedger(first.seq)?.transactions()[0];
    const r = submit(node, alice, {
      TransactionType: 'Payment',
      Destination: bob.classicAddress,
      Amount: '2000000',
    });
    await node.acceptLedger();
    const meta = node.transaction(r.hash)?.meta;
    const aliceNode = meta?.AffectedNodes.find(
      (n) =>
        (n.ModifiedNode as { LedgerIndex?: string } | undefined)?.LedgerIndex ===
        keylet.account(alice.classicAddress),
    );
    expect(aliceNode?.ModifiedNode).toMatchObject({
      PreviousTxnID: firstTx?.hash,
      PreviousTxnLgrSeq: first.seq,
      PreviousFields: { Balance: '50000000', Sequence: 3 },
      FinalFields: { Balance: '47999990', Sequence: 4 },
    });
    expect(node.getLedger('validated')?.accountRoot(alice.classicAddress)).toMatchObject({
      PreviousTxnID: r.hash,
      PreviousTxnLgrSeq: 4,
    });
  });

  it('refuses to create an account below the base reserve (tecNO_DST_INSUF_XRP), still charging the fee', async () => {
    const node = await newNode();
    const r = submit(node, genesisWallet, {
      TransactionType: 'Payment',
      Destination: walletFor(3).classicAddress,
      Amount: '999999',
    });
    expect(r.engineResult).toBe('tecNO_DST_INSUF_XRP');
    expect(r.engineResultCode).toBe(125);
    expect(r.applied).toBe(true);
    await node.acceptLedger();
    expect(node.transaction(r.hash)?.meta.TransactionResult).toBe('tecNO_DST_INSUF_XRP');
    expect(node.transaction(r.hash)?.deliveredAmount).toBeUndefined();
    expect(balance(node, GENESIS)).toBe('99999999999999990');
  });

  it('refuses a payment that would dip into the reserve (tecUNFUNDED_PAYMENT)', async () => {
    const node = await newNode();
    const alice = walletFor(1);
    await fund(node, alice.classicAddress, '3000000');
    const r = submit(node, alice, { TransactionType: 'Payment', Destination: GENESIS, Amount: '2000001' });
    expect(r.engineResult).toBe('tecUNFUNDED_PAYMENT');
    expect(balance(node, alice.classicAddress)).toBe('2999990');
    const ok = submit(node, alice, { TransactionType: 'Payment', Destination: GENESIS, Amount: '1999980' });
    expect(ok.engineResult).toBe('tesSUCCESS');
  });

  it('requires a destination tag where the destination asks for one', async () => {
    const node = await newNode();
    const alice = walletFor(1);
    await fund(node, alice.classicAddress, '10000000');
    expect(submit(node, alice, { TransactionType: 'AccountSet', SetFlag: 1 }).engineResult).toBe(
      'tesSUCCESS',
    );
    const noTag = submit(node, genesisWallet, {
      TransactionType: 'Payment',
      Destination: alice.classicAddress,
      Amount: '5',
    });
    expect(noTag.engineResult).toBe('tecDST_TAG_NEEDED');
    const tagged = submit(node, genesisWallet, {
      TransactionType: 'Payment',
      Destination: alice.classicAddress,
      Amount: '5',
      DestinationTag: 7,
    });
    expect(tagged.engineResult).toBe('tesSUCCESS');
  });

  it('blocks payments to a DepositAuth account above the base reserve (tecNO_PERMISSION)', async () => {
    const node = await newNode();
    const alice = walletFor(1);
    await fund(node, alice.classicAddress, '10000000');
    expect(submit(node, alice, { TransactionType: 'AccountSet', SetFlag: 9 }).engineResult).toBe(
      'tesSUCCESS',
    );
    expect(
      submit(node, genesisWallet, {
        TransactionType: 'Payment',
        Destination: alice.classicAddress,
        Amount: '5',
      }).engineResult,
    ).toBe('tecNO_PERMISSION');
  });

  it('rejects malformed payments with rippled tem codes', async () => {
    const node = await newNode();
    const alice = walletFor(1).classicAddress;
    const cases: [Record<string, unknown>, string][] = [
      [{ Destination: alice, Amount: '0' }, 'temBAD_AMOUNT'],
      [{ Destination: GENESIS, Amount: '5' }, 'temREDUNDANT'],
      [{ Destination: alice, Amount: '5', SendMax: '6' }, 'temBAD_SEND_XRP_MAX'],
      [{ Destination: alice, Amount: '5', Flags: 0x20000 }, 'temBAD_SEND_XRP_PARTIAL'],
      [{ Destination: alice, Amount: '5', Flags: 0x1 }, 'temINVALID_FLAG'],
    ];
    for (const [fields, code] of cases) {
      expect(submit(node, genesisWallet, { TransactionType: 'Payment', ...fields }).engineResult).toBe(code);
    }
    expect(node.openTransactions()).toEqual([]);
  });
});
