/** The one check before signing: shared refusals every intent gets, and the registry covering every intent. */
import { describe, expect, it } from 'vitest';
import { INTENT_CHECKS, assertMatchesIntent } from '../../src/intents/index.js';
import type { RoleTx } from '../../src/intents/index.js';
import type { SignableBase } from '../../src/transaction/types.js';

const ME = 'rPT1Sjq2YGrBMTttX4GZHjKu9dyfzbpAYe';
const OTHER = 'rGWrZyQqhTp9Xu7G5Pkayo7bXjH4k4QYpf';
const CANCEL = { kind: 'cancelOrder', offerSequence: 7 } as const;
const cancel = (fields: Record<string, unknown> = {}): RoleTx => ({
  role: 'single',
  tx: { TransactionType: 'OfferCancel', Account: ME, Fee: '12', OfferSequence: 7, ...fields } as SignableBase,
});

describe('every intent', () => {
  it('has its checker', () => {
    expect(Object.keys(INTENT_CHECKS).sort()).toEqual(
      [
        'ammDeposit',
        'ammVote',
        'ammWithdraw',
        'buy',
        'cancelOrder',
        'escrowPoolContribution',
        'escrowPoolRefund',
        'launchStep',
        'limitOrder',
        'sell',
        'sendToken',
        'sendXrp',
        'swap',
        'trustlineClear',
        'trustlineClearAll',
        'trustlineSet',
      ].sort(),
    );
  });

  it('accepts what was asked', () => {
    expect(() => assertMatchesIntent(CANCEL, [cancel()], ME)).not.toThrow();
  });

  it('refuses an empty answer', () => {
    expect(() => assertMatchesIntent(CANCEL, [], ME)).toThrow();
  });

  it('refuses another account, a network fee above 2 XRP, or no fee', () => {
    expect(() => assertMatchesIntent(CANCEL, [cancel({ Account: OTHER })], ME)).toThrow('single account');
    expect(() => assertMatchesIntent(CANCEL, [cancel({ Fee: '2000001' })], ME)).toThrow('network fee');
    expect(() => assertMatchesIntent(CANCEL, [cancel({ Fee: undefined })], ME)).toThrow('network fee');
    expect(() => assertMatchesIntent(CANCEL, [cancel({ Fee: '2000000' })], ME)).not.toThrow();
  });

  it('refuses a second transaction beside a single one', () => {
    const extra = { role: 'extra', tx: cancel().tx };
    expect(() => assertMatchesIntent(CANCEL, [cancel(), extra], ME)).toThrow('number of transactions');
  });

  it('refuses another order', () => {
    expect(() => assertMatchesIntent(CANCEL, [cancel({ OfferSequence: 8 })], ME)).toThrow('order');
  });
});
