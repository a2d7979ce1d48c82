import { decodeAccountID } from 'ripple-address-codec';
import { describe, expect, it } from 'vitest';
import { txSetHash } from '../../src/chain/tx-map.js';
import type { LedgerClosedEvent } from '../../src/node/node-api.js';
import { expectHashesMatchXrplJs } from '../helpers/hashes.js';
import { fund, genesisWallet, newNode, submit, walletFor } from '../helpers/node.js';

function saltedKey(address: string, salt: string): string {
  const id = decodeAccountID(address);
  let out = '';
  for (let i = 0; i < 32; i++)
    out += (((id[i] ?? 0) ^ parseInt(salt.slice(i * 2, i * 2 + 2), 16)) & 0xff).toString(16).padStart(2, '0');
  return out;
}

describe('closing a ledger', () => {
  it('orders transactions canonically: by account XOR the transaction-set hash, then sequence', async () => {
    const node = await newNode();
    const wallets = [1, 2, 3, 4, 5, 6].map((n) => walletFor(n));
    for (const w of wallets) await fund(node, w.classicAddress, '10000000');
    const hashes = wallets.flatMap((w) => [
      submit(node, w, {
        TransactionType: 'Payment',
        Destination: genesisWallet.classicAddress,
        Amount: '1000',
      }).hash,
      submit(node, w, {
        TransactionType: 'Payment',
        Destination: genesisWallet.classicAddress,
        Amount: '2000',
      }).hash,
    ]);
    await node.acceptLedger();
    const salt = txSetHash(hashes);
    const records = node.getLedger('validated')?.transactions() ?? [];
    const expected = [...records].sort((a, b) => {
      const ka = saltedKey(a.txJson.Account, salt);
      const kb = saltedKey(b.txJson.Account, salt);
      return ka !== kb ? (ka < kb ? -1 : 1) : (a.txJson.Sequence as number) - (b.txJson.Sequence as number);
    });
    expect(records.map((r) => r.hash)).toEqual(expected.map((r) => r.hash));
    expect(records.map((r) => r.meta.TransactionIndex)).toEqual([...Array(12).keys()]);
    expectHashesMatchXrplJs(node, node.closedLedger().seq);
  });

  it('retries a transaction that failed only because of order, so its final result can differ from the preliminary one', async () => {
    const node = await newNode();
    const alice = walletFor(1);
    const bob = walletFor(2);
    await fund(node, alice.classicAddress, '2000000');
    const early = submit(node, alice, {
      TransactionType: 'Payment',
      Destination: bob.classicAddress,
      Amount: '5000000',
    });
    expect(early.engineResult).toBe('tecUNFUNDED_PAYMENT');
    submit(node, genesisWallet, {
      TransactionType: 'Payment',
      Destination: alice.classicAddress,
      Amount: '10000000',
    });
    const events: LedgerClosedEvent[] = [];
    node.on('ledgerClosed', (e) => events.push(e));
    await node.acceptLedger();
    expect(node.transaction(early.hash)?.meta.TransactionResult).toBe('tesSUCCESS');
    expect(events).toHaveLength(1);
    expect(events[0]?.transactions.map((t) => t.engineResult)).toEqual(['tesSUCCESS', 'tesSUCCESS']);
    expect(events[0]?.validatedLedgers).toEqual({ min: 1, max: 4 });
  });

  it('sets close times on the resolution grid, always after the parent', async () => {
    let t = Date.UTC(2026, 0, 1, 0, 0, 3);
    const node = await newNode({ now: () => new Date(t) });
    const c2 = node.closedLedger().closeTime;
    expect(c2 % 10).toBe(0);
    await node.acceptLedger();
    expect(node.closedLedger().closeTime).toBe(c2 + 1);
    t += 60_000;
    await node.acceptLedger();
    expect(node.closedLedger().closeTime).toBe(c2 + 60);
    expect(node.closedLedger().parentCloseTime).toBe(c2 + 1);
  });

  it('emits transactionProposed for each submit with its preliminary result', async () => {
    const node = await newNode();
    const seen: string[] = [];
    node.on('transactionProposed', (e) => seen.push(`${e.result.engineResult}:${e.accounts.length}`));
    submit(node, genesisWallet, {
      TransactionType: 'Payment',
      Destination: walletFor(1).classicAddress,
      Amount: '2000000',
    });
    expect(seen).toEqual(['tesSUCCESS:2']);
  });
});
