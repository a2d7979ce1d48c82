import { describe, expect, it } from 'vitest';
import { validatePayment } from '../../../src/transaction/checks/payment.js';
import type { LedgerTransaction } from '../../../src/transaction/types.js';
import { ACCOUNT, ISSUER, USD, horizonErrorOf, without } from './helpers.js';

const PAYMENT = { TransactionType: 'Payment', Account: ACCOUNT, Destination: ISSUER, Amount: '1000' };

describe('Payment check', () => {
  it('passes an XRP or token payment with Destination and Amount', () => {
    expect(() => validatePayment(PAYMENT)).not.toThrow();
    expect(() =>
      validatePayment({ ...PAYMENT, Amount: USD, SendMax: '2000', DeliverMin: USD }),
    ).not.toThrow();
  });

  it.each(['Destination', 'Amount'])('needs %s', (field) => {
    const error = horizonErrorOf(() => validatePayment(without(PAYMENT, field) as LedgerTransaction));
    expect(error.message).toBe('Missing required fields');
    expect(error.code).toBe('signing.missingRequiredFields');
    expect(error.detail).toBe(`Payment: missing field ${field}`);
  });

  it.each([
    ['Amount', 12],
    ['Amount', { currency: 'USD', value: '1' }],
    ['SendMax', 'ten'],
    ['DeliverMin', { ...USD, issuer: 'rBad' }],
    ['Destination', ''],
  ])('refuses a malformed %s', (field, value) => {
    const error = horizonErrorOf(() => validatePayment({ ...PAYMENT, [field]: value }));
    expect(error.message).toBe(`Invalid transaction field: Payment.${field}`);
    expect(error.detail).toBe(`Payment: invalid ${field}`);
  });
});
