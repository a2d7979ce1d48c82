import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RippledError, Wallet } from 'xrpl';
import { createNode, type LedgerNode } from '../../src/node/index.js';
import { execute } from '../../src/api/index.js';
import { GENESIS, withLocalnet, type Fixture } from './helpers.js';

// rippled's error objects for bad input, as an xrpl.js caller receives them.

let f: Fixture;
beforeAll(async () => {
  f = await withLocalnet();
});
afterAll(() => f.close());

async function failure(request: Record<string, unknown>): Promise<Record<string, unknown>> {
  try {
    await f.client.request(request as never);
  } catch (e) {
    expect(e).toBeInstanceOf(RippledError);
    return (e as RippledError).data as Record<string, unknown>;
  }
  throw new Error('expected an error');
}

describe('error answers', () => {
  it('reports an unfunded account with actNotFound, the account and the ledger it looked in', async () => {
    const account = Wallet.generate().address;
    const data = await failure({ command: 'account_info', account });
    expect(data).toMatchObject({
      error: 'actNotFound',
      error_code: 19,
      error_message: 'Account not found.',
      account,
      validated: false,
      status: 'error',
      type: 'response',
    });
    expect(typeof data.ledger_current_index).toBe('number');
    expect(data.request).toMatchObject({ command: 'account_info', account, api_version: 2 });
  });

  it('reports a malformed address with actMalformed', async () => {
    expect(await failure({ command: 'account_info', account: 'rNotAnAddress' })).toMatchObject({
      error: 'actMalformed',
      error_code: 35,
      error_message: 'Account malformed.',
    });
  });

  it("reports a missing field with invalidParams and rippled's message", async () => {
    expect(await failure({ command: 'account_lines' })).toMatchObject({
      error: 'invalidParams',
      error_code: 31,
      error_message: "Missing field 'account'.",
    });
  });

  it('reports a ledger it does not have with lgrNotFound', async () => {
    expect(await failure({ command: 'ledger', ledger_index: 999999 })).toMatchObject({
      error: 'lgrNotFound',
      error_code: 21,
      error_message: 'ledgerNotFound',
    });
    expect(
      await failure({ command: 'account_info', account: GENESIS, ledger_index: 'banana' }),
    ).toMatchObject({
      error: 'invalidParams',
      error_message: 'ledgerIndexMalformed',
    });
  });

  it('reports an unknown transaction with txnNotFound, and a bad hash with notImpl as rippled does', async () => {
    expect(await failure({ command: 'tx', transaction: 'A'.repeat(64) })).toMatchObject({
      error: 'txnNotFound',
      error_code: 29,
      error_message: 'Transaction not found.',
    });
    expect(await failure({ command: 'tx', transaction: 'xyz' })).toMatchObject({
      error: 'notImpl',
      error_code: 74,
    });
  });

  it('reports a bad limit as not an unsigned integer', async () => {
    expect(await failure({ command: 'account_tx', account: GENESIS, limit: -3 })).toMatchObject({
      error: 'invalidParams',
      error_message: "Invalid field 'limit', not unsigned integer.",
    });
  });

  it('reports an unknown stream with malformedStream', async () => {
    expect(await failure({ command: 'subscribe', streams: ['ledger', 'gossip'] })).toMatchObject({
      error: 'malformedStream',
      error_code: 71,
      error_message: 'Stream malformed.',
    });
  });

  it('reports a missing ledger entry with entryNotFound', async () => {
    expect(await failure({ command: 'ledger_entry', index: 'B'.repeat(64) })).toMatchObject({
      error: 'entryNotFound',
      error_code: 98,
      error_message: 'Entry not found.',
    });
  });
});

describe('admin methods', () => {
  let node: LedgerNode;
  beforeAll(async () => {
    node = await createNode();
  });
  afterAll(() => node.close());
  const env = { startedAt: Date.now(), ports: [], hostid: 'test', pubkeyNode: 'n' };

  it('refuse callers that are not on this machine with noPermission', async () => {
    for (const method of ['ledger_accept', 'wallet_propose']) {
      expect(await execute(method, { node, env, admin: false, params: {}, apiVersion: 1 })).toEqual({
        error: 'noPermission',
        error_code: 6,
        error_message: "You don't have permission for this command.",
      });
    }
  });

  it('serve local callers', async () => {
    const before = node.currentLedgerIndex();
    expect(await execute('ledger_accept', { node, env, admin: true, params: {}, apiVersion: 1 })).toEqual({
      ledger_current_index: before + 1,
    });
  });
});
