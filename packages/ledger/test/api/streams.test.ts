import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, Wallet, type LedgerStream, type TransactionStream } from 'xrpl';
import { accept, pay, withLocalnet, type Fixture } from './helpers.js';

// Subscriptions as a wallet or indexer uses them: ledger closes, every transaction, and one account's activity.

let f: Fixture;
beforeAll(async () => {
  f = await withLocalnet();
});
afterAll(() => f.close());

async function listener(): Promise<{ client: Client; ledgers: LedgerStream[]; txs: TransactionStream[] }> {
  const client = new Client(f.net.url);
  await client.connect();
  const ledgers: LedgerStream[] = [];
  const txs: TransactionStream[] = [];
  client.on('ledgerClosed', (l) => ledgers.push(l));
  client.on('transaction', (t) => txs.push(t));
  return { client, ledgers, txs };
}

const settle = () => new Promise((r) => setTimeout(r, 50));

describe('subscriptions', () => {
  it('answers a ledger subscription with the validated ledger and streams each close', async () => {
    const l = await listener();
    try {
      const sub = await l.client.request({ command: 'subscribe', streams: ['ledger'] });
      const validated = await f.client.getLedgerIndex();
      expect(sub.result).toMatchObject({
        ledger_index: validated,
        fee_base: 10,
        reserve_base: 1000000,
        reserve_inc: 200000,
      });
      expect((sub.result as { validated_ledgers?: string }).validated_ledgers).toBe(`1-${validated}`);
      await accept(f.client);
      await settle();
      expect(l.ledgers).toHaveLength(1);
      expect(l.ledgers[0]).toMatchObject({
        type: 'ledgerClosed',
        ledger_index: validated + 1,
        txn_count: 0,
        network_id: 0,
      });
      expect(Object.keys(l.ledgers[0] as object).sort()).toEqual(
        [
          'fee_base',
          'ledger_hash',
          'ledger_index',
          'ledger_time',
          'network_id',
          'reserve_base',
          'reserve_inc',
          'txn_count',
          'type',
          'validated_ledgers',
        ].sort(),
      );
    } finally {
      await l.client.disconnect();
    }
  });

  it('streams validated transactions with metadata in API v2 form', async () => {
    const l = await listener();
    try {
      await l.client.request({ command: 'subscribe', streams: ['transactions'] });
      const hash = await pay(f.client, f.genesis, Wallet.generate().address, '40000000');
      await settle();
      expect(l.txs).toHaveLength(1);
      const t = l.txs[0] as unknown as Record<string, unknown>;
      expect(t).toMatchObject({
        type: 'transaction',
        hash,
        validated: true,
        status: 'closed',
        engine_result: 'tesSUCCESS',
      });
      expect(Object.keys(t).sort()).toEqual(
        [
          'close_time_iso',
          'engine_result',
          'engine_result_code',
          'engine_result_message',
          'hash',
          'ledger_hash',
          'ledger_index',
          'meta',
          'status',
          'tx_json',
          'type',
          'validated',
        ].sort(),
      );
      expect(t.tx_json).toMatchObject({ DeliverMax: '40000000', date: expect.any(Number) as number });
    } finally {
      await l.client.disconnect();
    }
  });

  it('streams in API v1 form to a session that subscribed with api_version 1', async () => {
    const l = await listener();
    try {
      await l.client.request({ command: 'subscribe', streams: ['transactions'], api_version: 1 });
      const hash = await pay(f.client, f.genesis, Wallet.generate().address, '41000000');
      await settle();
      const t = l.txs[0] as unknown as Record<string, Record<string, unknown>>;
      expect(t.transaction).toMatchObject({ hash, Amount: '41000000', DeliverMax: '41000000' });
      expect(t).not.toHaveProperty('tx_json');
      expect(t).not.toHaveProperty('hash');
    } finally {
      await l.client.disconnect();
    }
  });

  it("tells an account's subscriber about its payments only, proposed and then validated", async () => {
    const watched = Wallet.generate();
    const l = await listener();
    try {
      await l.client.request({ command: 'subscribe', accounts_proposed: [watched.address] });
      await pay(f.client, f.genesis, Wallet.generate().address, '42000000');
      const hash = await pay(f.client, f.genesis, watched.address, '43000000');
      await settle();
      expect(l.txs.map((t) => [t.hash, t.validated])).toEqual([
        [hash, false],
        [hash, true],
      ]);
      const proposed = l.txs[0] as unknown as Record<string, unknown>;
      expect(proposed.status).toBe('proposed');
      expect(proposed).not.toHaveProperty('meta');
      expect(typeof proposed.ledger_current_index).toBe('number');
    } finally {
      await l.client.disconnect();
    }
  });

  it('stops streaming after unsubscribe', async () => {
    const l = await listener();
    try {
      await l.client.request({ command: 'subscribe', streams: ['ledger', 'transactions'] });
      await l.client.request({ command: 'unsubscribe', streams: ['ledger', 'transactions'] });
      await pay(f.client, f.genesis, Wallet.generate().address, '44000000');
      await settle();
      expect(l.ledgers).toEqual([]);
      expect(l.txs).toEqual([]);
    } finally {
      await l.client.disconnect();
    }
  });
});
