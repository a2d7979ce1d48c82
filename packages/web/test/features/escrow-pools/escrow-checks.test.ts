/** The browser signs an escrow only when it is exactly what the user asked for. */
import { describe, expect, it } from 'vitest';
import { checkContribution, checkRefund } from '../../../src/features/escrow-pools/escrow-checks.js';

const ME = 'rPT1Sjq2YGrBMTttX4GZHjKu9dyfzbpAYe';
const POOL = 'rGWrZyQqhTp9Xu7G5Pkayo7bXjH4k4QYpf';
const asked = { address: ME, beneficiary: POOL, drops: '25000000', cancelAfter: 848_361_601 };
const create = {
  TransactionType: 'EscrowCreate',
  Account: ME,
  Destination: POOL,
  Amount: '25000000',
  CancelAfter: 848_361_601,
  Condition: `A0258020${'CD'.repeat(32)}810120`,
};

describe('a contribution', () => {
  it('is signed as asked', () => {
    expect(() => checkContribution(create, asked)).not.toThrow();
  });

  it.each([
    ['Destination', { Destination: ME }],
    ['Amount', { Amount: '25000001' }],
    ['CancelAfter', { CancelAfter: 848_361_602 }],
    ['Condition', { Condition: undefined }],
    ['fields', { FinishAfter: 1 }],
    ['TransactionType', { TransactionType: 'Payment' }],
  ])('is refused when %s differs', (field, change) => {
    expect(() => checkContribution({ ...create, ...change }, asked)).toThrow(field);
  });
});

describe('a refund', () => {
  const cancel = { TransactionType: 'EscrowCancel', Account: ME, Owner: ME, OfferSequence: 7 };
  it('cancels only the wallet’s own escrow', () => {
    expect(() => checkRefund(cancel, { address: ME, sequence: 7 })).not.toThrow();
    expect(() => checkRefund({ ...cancel, Owner: POOL }, { address: ME, sequence: 7 })).toThrow('Owner');
    expect(() => checkRefund(cancel, { address: ME, sequence: 8 })).toThrow('OfferSequence');
  });
});
