import { describe, expect, it } from 'vitest';
import { validateTrustSet } from '../../../src/transaction/checks/trust-set.js';
import { ACCOUNT, USD, horizonErrorOf } from './helpers.js';

describe('TrustSet check', () => {
  it('passes with an issued LimitAmount', () => {
    expect(() =>
      validateTrustSet({ TransactionType: 'TrustSet', Account: ACCOUNT, LimitAmount: USD }),
    ).not.toThrow();
  });

  it('needs LimitAmount', () => {
    const error = horizonErrorOf(() => validateTrustSet({ TransactionType: 'TrustSet', Account: ACCOUNT }));
    expect(error.detail).toBe('TrustSet: missing field LimitAmount');
  });

  it('refuses an XRP LimitAmount', () => {
    const error = horizonErrorOf(() =>
      validateTrustSet({ TransactionType: 'TrustSet', Account: ACCOUNT, LimitAmount: '1000' }),
    );
    expect(error.message).toBe('Invalid transaction field: TrustSet.LimitAmount');
  });
});
