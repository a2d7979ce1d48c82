import { describe, expect, it } from 'vitest';
import { genesisWallet, newNode, submit, walletFor } from '../helpers/node.js';

const pay = (to: string, sequence: number) => ({
  TransactionType: 'Payment',
  Destination: to,
  Amount: '2000000',
  Sequence: sequence,
});

describe('held transactions (sequence gaps)', () => {
  it('applies every held successor in order once the gap fills, in the open ledger and after a close', async () => {
    const node = await newNode();
    const dest = walletFor(1).classicAddress;
    expect(submit(node, genesisWallet, pay(dest, 4)).engineResult).toBe('terPRE_SEQ');
    expect(submit(node, genesisWallet, pay(dest, 3)).engineResult).toBe('terPRE_SEQ');
    // Held across a close: they come back in the next open ledger, still waiting for sequence 2.
    expect(submit(node, genesisWallet, pay(dest, 1)).engineResult).toBe('tesSUCCESS');
    await node.acceptLedger();
    expect(node.openTransactions()).toEqual([]);
    expect(submit(node, genesisWallet, pay(dest, 2)).engineResult).toBe('tesSUCCESS');
    expect(node.openTransactions().map((t) => t.txJson.Sequence)).toEqual([2, 3, 4]);
    await node.acceptLedger();
    expect(node.getLedger('validated')?.accountRoot(dest)?.Balance).toBe('8000000');
    expect(node.getLedger('validated')?.accountRoot(genesisWallet.classicAddress)?.Sequence).toBe(5);
  });
});
