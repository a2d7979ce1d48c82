import { describe, expect, it } from 'vitest';
import { genesisWallet, newNode, submit, walletFor } from '../helpers/node.js';

describe('account transaction history', () => {
  it('pages newest first with rippled markers, and oldest first with forward', async () => {
    const node = await newNode();
    const hashes: string[] = [];
    for (let i = 0; i < 5; i++) {
      hashes.push(
        submit(node, genesisWallet, {
          TransactionType: 'Payment',
          Destination: walletFor(i + 1).classicAddress,
          Amount: '2000000',
        }).hash,
      );
      if (i % 2 === 1) await node.acceptLedger();
    }
    await node.acceptLedger();
    const g = genesisWallet.classicAddress;
    const first = node.accountTransactions(g, { limit: 2 });
    expect(first.transactions.map((t) => t.hash)).toEqual([hashes[4], hashes[3]]);
    expect(first.marker).toEqual({ ledger: 4, seq: 0 });
    const second = node.accountTransactions(g, { limit: 2, marker: first.marker });
    const third = node.accountTransactions(g, { limit: 2, marker: second.marker });
    expect([...second.transactions, ...third.transactions].map((t) => t.hash)).toEqual([
      hashes[2],
      hashes[1],
      hashes[0],
    ]);
    expect(third.marker).toBeUndefined();
    const forward = node.accountTransactions(g, { limit: 10, forward: true });
    expect(forward.transactions.map((t) => t.hash)).toEqual(hashes);
    expect(forward).toMatchObject({ ledgerIndexMin: 1, ledgerIndexMax: 5 });
    const one = node.accountTransactions(walletFor(3).classicAddress, { limit: 10 });
    expect(one.transactions.map((t) => t.hash)).toEqual([hashes[2]]);
    expect(
      node.accountTransactions(g, { limit: 10, min: 5, max: 5 }).transactions.map((t) => t.hash),
    ).toEqual([hashes[4]]);
  });

  it('simulates an unsigned transaction without keeping anything', async () => {
    const node = await newNode();
    const before = node.getLedger('current')?.accountRoot(genesisWallet.classicAddress);
    const out = node.simulate({
      TransactionType: 'Payment',
      Account: genesisWallet.classicAddress,
      Destination: walletFor(1).classicAddress,
      Amount: '5000000',
    });
    expect(out).toMatchObject({
      ok: true,
      engineResult: 'tesSUCCESS',
      applied: false,
      ledgerIndex: 3,
      txJson: { Fee: '10', Sequence: 1, SigningPubKey: '' },
    });
    if (out.ok) expect(out.meta?.AffectedNodes).toHaveLength(2);
    expect(node.getLedger('current')?.accountRoot(genesisWallet.classicAddress)).toEqual(before);
    expect(
      node.simulate({
        TransactionType: 'Payment',
        Account: genesisWallet.classicAddress,
        TxnSignature: 'AB',
      }),
    ).toMatchObject({
      ok: false,
      error: 'transactionSigned',
    });
  });
});
