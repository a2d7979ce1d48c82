import { describe, expect, it } from 'vitest';
import { keylet } from '../../../src/state/keys.js';
import { fund, newNode, submit, submitUnchecked, walletFor } from '../../helpers/node.js';

async function aliceNode(drops = '20000000') {
  const node = await newNode();
  const alice = walletFor(1);
  const bob = walletFor(2).classicAddress;
  await fund(node, alice.classicAddress, drops);
  const root = () => node.getLedger('current')?.accountRoot(alice.classicAddress);
  const ticket = (seq: number) =>
    node.getLedger('current')?.readEntry(keylet.ticket(alice.classicAddress, seq));
  const pay = (ticketSeq: number, amount = '1000000') =>
    submit(node, alice, {
      TransactionType: 'Payment',
      Destination: bob,
      Amount: amount,
      Sequence: 0,
      TicketSequence: ticketSeq,
    });
  return { node, alice, bob, root, ticket, pay };
}

describe('TicketCreate', () => {
  it('sets aside the next TicketCount sequences as owned tickets and moves Sequence past them', async () => {
    const { node, alice, root, ticket } = await aliceNode();
    const seq = root()?.Sequence as number;
    const r = submit(node, alice, { TransactionType: 'TicketCreate', TicketCount: 3 });
    expect(r.engineResult).toBe('tesSUCCESS');
    expect(root()).toMatchObject({ Sequence: seq + 4, TicketCount: 3, OwnerCount: 3 });
    for (const s of [seq + 1, seq + 2, seq + 3])
      expect(ticket(s)).toMatchObject({
        LedgerEntryType: 'Ticket',
        Account: alice.classicAddress,
        TicketSequence: s,
        OwnerNode: '0',
        Flags: 0,
      });
    expect(ticket(seq)).toBeUndefined();
    expect(ticket(seq + 4)).toBeUndefined();
  });

  it('refuses a TicketCount of 0 or over 250 (temINVALID_COUNT)', async () => {
    const { node, alice } = await aliceNode();
    for (const n of [0, 251])
      expect(
        submitUnchecked(node, alice, { TransactionType: 'TicketCreate', TicketCount: n }).engineResult,
      ).toBe('temINVALID_COUNT');
  });

  it('refuses more than 250 tickets held at once (tecDIR_FULL)', async () => {
    const { node, alice, root } = await aliceNode('100000000');
    expect(submit(node, alice, { TransactionType: 'TicketCreate', TicketCount: 200 }).engineResult).toBe(
      'tesSUCCESS',
    );
    expect(submit(node, alice, { TransactionType: 'TicketCreate', TicketCount: 51 }).engineResult).toBe(
      'tecDIR_FULL',
    );
    expect(root()?.TicketCount).toBe(200);
  });

  it('needs the reserve for every ticket, counted before the fee (tecINSUFFICIENT_RESERVE)', async () => {
    // 1 XRP base + 0.2 XRP per owned object: 2 tickets need 1.4 XRP.
    const { node, alice, root } = await aliceNode('1400000');
    expect(submit(node, alice, { TransactionType: 'TicketCreate', TicketCount: 3 }).engineResult).toBe(
      'tecINSUFFICIENT_RESERVE',
    );
    expect(root()).toMatchObject({ OwnerCount: 0, Balance: '1399990' });
    expect(submit(node, alice, { TransactionType: 'TicketCreate', TicketCount: 2 }).engineResult).toBe(
      'tecINSUFFICIENT_RESERVE',
    );
  });
});

describe('a transaction spending a ticket', () => {
  it('uses tickets in any order, removing each and leaving Sequence alone', async () => {
    const { node, alice, root, ticket, pay } = await aliceNode();
    const seq = root()?.Sequence as number;
    submit(node, alice, { TransactionType: 'TicketCreate', TicketCount: 2 });
    expect(pay(seq + 2).engineResult).toBe('tesSUCCESS');
    expect(ticket(seq + 2)).toBeUndefined();
    expect(root()).toMatchObject({ Sequence: seq + 3, TicketCount: 1, OwnerCount: 1 });
    expect(pay(seq + 1).engineResult).toBe('tesSUCCESS');
    expect(root()?.TicketCount).toBeUndefined();
    expect(root()).toMatchObject({ Sequence: seq + 3, OwnerCount: 0 });
    // As rippled's ticketDelete, the emptied owner directory's root stays.
    expect(node.getLedger('current')?.readEntry(keylet.ownerDir(alice.classicAddress))).toMatchObject({
      Indexes: [],
    });
  });

  it('answers tefNO_TICKET for a used or never-created ticket, terPRE_TICKET for a future one', async () => {
    const { node, alice, root, pay } = await aliceNode();
    const seq = root()?.Sequence as number;
    submit(node, alice, { TransactionType: 'TicketCreate', TicketCount: 1 });
    expect(pay(seq + 1).engineResult).toBe('tesSUCCESS');
    expect(pay(seq + 1, '2000000').engineResult).toBe('tefNO_TICKET');
    // The sequence the TicketCreate itself spent was never a ticket.
    expect(pay(seq).engineResult).toBe('tefNO_TICKET');
    expect(pay(seq + 2).engineResult).toBe('terPRE_TICKET');
  });

  it('still spends the ticket when the transaction fails with a tec', async () => {
    const { node, alice, root, ticket, pay } = await aliceNode();
    const seq = root()?.Sequence as number;
    submit(node, alice, { TransactionType: 'TicketCreate', TicketCount: 1 });
    expect(pay(seq + 1, '100000000').engineResult).toBe('tecUNFUNDED_PAYMENT');
    expect(ticket(seq + 1)).toBeUndefined();
    expect(root()).toMatchObject({ OwnerCount: 0, Sequence: seq + 2 });
  });

  it('refuses a ticket with a non-zero Sequence (temSEQ_AND_TICKET)', async () => {
    const { node, alice, root } = await aliceNode();
    const seq = root()?.Sequence as number;
    submit(node, alice, { TransactionType: 'TicketCreate', TicketCount: 1 });
    const r = submitUnchecked(node, alice, {
      TransactionType: 'AccountSet',
      Sequence: seq + 2,
      TicketSequence: seq + 1,
    });
    expect(r.engineResult).toBe('temSEQ_AND_TICKET');
  });

  it('can create more tickets with a ticket, starting at the current Sequence', async () => {
    const { node, alice, root, ticket } = await aliceNode();
    const seq = root()?.Sequence as number;
    submit(node, alice, { TransactionType: 'TicketCreate', TicketCount: 1 });
    const r = submit(node, alice, {
      TransactionType: 'TicketCreate',
      TicketCount: 2,
      Sequence: 0,
      TicketSequence: seq + 1,
    });
    expect(r.engineResult).toBe('tesSUCCESS');
    expect(ticket(seq + 1)).toBeUndefined();
    expect(ticket(seq + 2)).toBeDefined();
    expect(ticket(seq + 3)).toBeDefined();
    expect(root()).toMatchObject({ Sequence: seq + 4, TicketCount: 2, OwnerCount: 2 });
  });

  it('holds a transaction with a future ticket and applies it once the ticket exists', async () => {
    const { node, alice, root, ticket, pay } = await aliceNode();
    const seq = root()?.Sequence as number;
    const early = pay(seq + 1);
    expect(early.engineResult).toBe('terPRE_TICKET');
    submit(node, alice, { TransactionType: 'TicketCreate', TicketCount: 1 });
    await node.acceptLedger();
    // The next open ledger retries the held transaction, as rippled's LocalTxs: the ticket is spent.
    expect(node.openTransactions().map((t) => t.txJson.TicketSequence)).toEqual([seq + 1]);
    expect(ticket(seq + 1)).toBeUndefined();
    await node.acceptLedger();
    expect(node.transaction(early.hash)?.meta.TransactionResult).toBe('tesSUCCESS');
  });
});
