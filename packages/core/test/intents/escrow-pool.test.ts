/** The browser signs an escrow only when it is exactly what the user asked for. */
import { describe, expect, it } from 'vitest';
import { assertMatchesIntent } from '../../src/intents/index.js';
import type { SignableBase } from '../../src/transaction/types.js';

const ME = 'rPT1Sjq2YGrBMTttX4GZHjKu9dyfzbpAYe';
const POOL = 'rGWrZyQqhTp9Xu7G5Pkayo7bXjH4k4QYpf';
const asked = {
  kind: 'escrowPoolContribution',
  beneficiary: POOL,
  drops: '25000000',
  cancelAfter: 848_361_601,
} as const;
const create = {
  TransactionType: 'EscrowCreate',
  Account: ME,
  Fee: '12',
  Destination: POOL,
  Amount: '25000000',
  CancelAfter: 848_361_601,
  Condition: `A0258020${'CD'.repeat(32)}810120`,
};
const one = (tx: Record<string, unknown>) => [{ role: 'single', tx: tx as SignableBase }];

describe('a contribution', () => {
  it('is signed as asked', () => {
    expect(() => assertMatchesIntent(asked, one(create), ME)).not.toThrow();
  });

  it.each([
    ['Destination', { Destination: ME }],
    ['Amount', { Amount: '25000001' }],
    ['CancelAfter', { CancelAfter: 848_361_602 }],
    ['Condition', { Condition: undefined }],
    ['fields', { FinishAfter: 1 }],
    ['TransactionType', { TransactionType: 'Payment' }],
    ['account', { Account: POOL }],
    ['network fee', { Fee: '2000001' }],
    ['flags', { Flags: 0x00010000 }],
  ])('is refused when %s differs', (field, change) => {
    expect(() => assertMatchesIntent(asked, one({ ...create, ...change }), ME)).toThrow(field);
  });

  it('is refused with a second transaction beside it', () => {
    const txs = [...one(create), { role: 'extra', tx: create as SignableBase }];
    expect(() => assertMatchesIntent(asked, txs, ME)).toThrow('number of transactions');
  });
});

describe('a refund', () => {
  const cancel = { TransactionType: 'EscrowCancel', Account: ME, Fee: '12', Owner: ME, OfferSequence: 7 };
  const refund = (sequence: number) => ({ kind: 'escrowPoolRefund', sequence }) as const;
  it('cancels only the wallet’s own escrow', () => {
    expect(() => assertMatchesIntent(refund(7), one(cancel), ME)).not.toThrow();
    expect(() => assertMatchesIntent(refund(7), one({ ...cancel, Owner: POOL }), ME)).toThrow('Owner');
    expect(() => assertMatchesIntent(refund(8), one(cancel), ME)).toThrow('OfferSequence');
    expect(() => assertMatchesIntent(refund(7), one({ ...cancel, Account: POOL }), ME)).toThrow('account');
  });
});
