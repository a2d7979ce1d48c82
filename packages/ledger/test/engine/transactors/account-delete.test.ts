import { describe, expect, it } from 'vitest';
import { keylet } from '../../../src/state/keys.js';
import { fund, genesisWallet, newNode, submit, walletFor } from '../../helpers/node.js';

describe('AccountDelete', () => {
  it('is too soon within 256 ledgers of the account creation (tecTOO_SOON)', async () => {
    const node = await newNode();
    const alice = walletFor(1);
    await fund(node, alice.classicAddress, '20000000');
    const r = submit(node, alice, {
      TransactionType: 'AccountDelete',
      Destination: genesisWallet.classicAddress,
      Fee: '200000',
    });
    expect(r.engineResult).toBe('tecTOO_SOON');
  });

  it('needs the owner reserve as fee (telINSUF_FEE_P) and a destination other than itself', async () => {
    const node = await newNode();
    const alice = walletFor(1);
    await fund(node, alice.classicAddress, '20000000');
    expect(
      submit(node, alice, { TransactionType: 'AccountDelete', Destination: genesisWallet.classicAddress })
        .engineResult,
    ).toBe('telINSUF_FEE_P');
    expect(
      submit(node, alice, {
        TransactionType: 'AccountDelete',
        Destination: walletFor(7).classicAddress,
        Fee: '200000',
      }).engineResult,
    ).toBe('tecNO_DST');
  });

  it('deletes the account and delivers the rest to the destination', async () => {
    const node = await newNode();
    const alice = walletFor(1);
    const bob = walletFor(2);
    await fund(node, alice.classicAddress, '20000000');
    await fund(node, bob.classicAddress, '20000000');
    while (node.currentLedgerIndex() < 4 + 256) await node.acceptLedger();
    const r = submit(node, alice, {
      TransactionType: 'AccountDelete',
      Destination: bob.classicAddress,
      Fee: '200000',
    });
    expect(r.engineResult).toBe('tesSUCCESS');
    await node.acceptLedger();
    const rec = node.transaction(r.hash);
    expect(rec?.deliveredAmount).toBe('19800000');
    expect(rec?.meta.DeliveredAmount).toBe('19800000');
    const deleted = rec?.meta.AffectedNodes.find((n) => n.DeletedNode)?.DeletedNode;
    expect(deleted).toMatchObject({
      LedgerEntryType: 'AccountRoot',
      LedgerIndex: keylet.account(alice.classicAddress),
      FinalFields: {
        Account: alice.classicAddress,
        Balance: '0',
        Sequence: 4,
        OwnerCount: 0,
        Flags: 0,
        PreviousTxnLgrSeq: 3,
      },
      PreviousFields: { Balance: '20000000', Sequence: 3 },
    });
    expect(node.getLedger('validated')?.accountRoot(alice.classicAddress)).toBeUndefined();
    expect(node.getLedger('validated')?.accountRoot(bob.classicAddress)?.Balance).toBe('39800000');
  });

  it('deletes the account signer list and tickets along with it', async () => {
    const node = await newNode();
    const alice = walletFor(1);
    const bob = walletFor(2);
    await fund(node, alice.classicAddress, '20000000');
    await fund(node, bob.classicAddress, '20000000');
    const seq = node.getLedger('current')?.accountRoot(alice.classicAddress)?.Sequence as number;
    submit(node, alice, { TransactionType: 'TicketCreate', TicketCount: 2 });
    submit(node, alice, {
      TransactionType: 'SignerListSet',
      SignerQuorum: 1,
      SignerEntries: [{ SignerEntry: { Account: bob.classicAddress, SignerWeight: 1 } }],
    });
    while (node.currentLedgerIndex() < seq + 3 + 256) await node.acceptLedger();
    const r = submit(node, alice, {
      TransactionType: 'AccountDelete',
      Destination: bob.classicAddress,
      Fee: '200000',
    });
    expect(r.engineResult).toBe('tesSUCCESS');
    const current = node.getLedger('current');
    for (const key of [
      keylet.account(alice.classicAddress),
      keylet.ownerDir(alice.classicAddress),
      keylet.signerList(alice.classicAddress),
      keylet.ticket(alice.classicAddress, seq + 1),
      keylet.ticket(alice.classicAddress, seq + 2),
    ])
      expect(current?.readEntry(key)).toBeUndefined();
  });
});
