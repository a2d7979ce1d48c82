/**
 * Contributing and refunding go through the one signing pipeline: a server that tampers with the escrow
 * (beneficiary, amount, an extra transaction, the account, a flag) is refused before the vault's signer.
 */
import type { EscrowPool } from '@horizon/core';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const ME = 'rPT1Sjq2YGrBMTttX4GZHjKu9dyfzbpAYe';
const BENEFICIARY = 'rKkznkpLz382kkhgwqiGWjvAbgGRvknrF6';
const MALLORY = 'rGWrZyQqhTp9Xu7G5Pkayo7bXjH4k4QYpf';
const CANCEL_AFTER = 848_361_601;

const server = vi.hoisted(() => ({ answer: {} as Record<string, unknown>, signerCalls: 0 }));

vi.mock('../../../src/services/app-services.js', () => ({
  api: { call: () => Promise.resolve(server.answer) },
}));
vi.mock('../../../src/wallets/index.js', () => ({
  appWalletService: () => ({
    ensureUnlocked: () => Promise.resolve(),
    withSigner: () => {
      server.signerCalls += 1;
      return Promise.reject(new Error('the signer was reached'));
    },
  }),
}));

const { contributeToPool, refundFromPool } =
  await import('../../../src/features/escrow-pools/pool-actions.js');

const pool = { pool_id: 'p1', beneficiary: BENEFICIARY, cancel_after: CANCEL_AFTER } as EscrowPool;
const escrow = {
  transaction_type: 'EscrowCreate',
  account: ME,
  fee: '12',
  sequence: 7,
  last_ledger_sequence: 100,
  destination: BENEFICIARY,
  amount: '25000000',
  cancel_after: CANCEL_AFTER,
  condition: `A0258020${'CD'.repeat(32)}810120`,
};

beforeEach(() => {
  server.signerCalls = 0;
});

describe('a tampered escrow never reaches the signer', () => {
  it.each([
    ['another beneficiary', { tx_to_sign: { ...escrow, destination: MALLORY } }, 'Destination'],
    ['more drops', { tx_to_sign: { ...escrow, amount: '25000001' } }, 'Amount'],
    ['another account', { tx_to_sign: { ...escrow, account: MALLORY } }, 'account'],
    ['a flag changed', { tx_to_sign: { ...escrow, flags: 0x80000000 } }, 'flags'],
    ['a finish time added', { tx_to_sign: { ...escrow, finish_after: 848_361_000 } }, 'fields'],
  ])('refuses %s', async (_what, answer, message) => {
    server.answer = answer;
    await expect(contributeToPool(ME, pool, '25')).rejects.toThrow(message);
    expect(server.signerCalls).toBe(0);
  });

  it('refuses a refund of someone else’s escrow', async () => {
    server.answer = {
      tx_to_sign: {
        transaction_type: 'EscrowCancel',
        account: ME,
        fee: '12',
        sequence: 8,
        last_ledger_sequence: 100,
        owner: MALLORY,
        offer_sequence: 7,
      },
    };
    await expect(refundFromPool(ME, 'p1', 7)).rejects.toThrow('Owner');
    expect(server.signerCalls).toBe(0);
  });

  it('reaches the signer with the escrow asked', async () => {
    server.answer = { tx_to_sign: escrow };
    await expect(contributeToPool(ME, pool, '25')).rejects.toThrow('the signer was reached');
    expect(server.signerCalls).toBe(1);
  });
});
