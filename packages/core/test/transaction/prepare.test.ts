import { describe, expect, it } from 'vitest';
import {
  prepareForSigning,
  prepareUnsigned,
  requireLastLedgerSequence,
} from '../../src/transaction/prepare.js';
import { TRANSACTION_CHECKS, isSupportedTransactionType } from '../../src/transaction/registry.js';

const SIGNER = 'rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTh';
const OTHER = 'rQLbzfJH5BT1FS9apRLKV3G8dWEA5njaQi';

describe('preparing a transaction for signing', () => {
  it('forces Account to the signer', () => {
    const tx = prepareForSigning(
      { TransactionType: 'Payment', Account: OTHER, Destination: OTHER, Amount: '10' },
      SIGNER,
      'send transaction',
    );
    expect(tx).toEqual({ TransactionType: 'Payment', Account: SIGNER, Destination: OTHER, Amount: '10' });
  });

  it("needs TransactionType: 'Missing TransactionType in {name}'", () => {
    expect(() => prepareForSigning({ Destination: OTHER }, SIGNER, 'buy transaction')).toThrowError(
      'Missing TransactionType in buy transaction',
    );
    expect(() => prepareForSigning({ TransactionType: '' }, SIGNER, 'fee transaction')).toThrowError(
      'Missing TransactionType in fee transaction',
    );
  });

  it('refuses a signer that is not a valid address', () => {
    expect(() => prepareForSigning({ TransactionType: 'AccountSet' }, 'rBad', 'x')).toThrowError(
      'Invalid wallet address',
    );
  });

  it('refuses a type Horizon never signs', () => {
    expect(() => prepareForSigning({ TransactionType: 'AccountDelete' }, SIGNER, 'x')).toThrowError(
      'Unsupported transaction type',
    );
    expect(() => prepareForSigning({ TransactionType: 'constructor' }, SIGNER, 'x')).toThrowError(
      'Unsupported transaction type',
    );
  });

  it("runs the type's own check", () => {
    expect(() => prepareForSigning({ TransactionType: 'Payment', Amount: '1' }, SIGNER, 'x')).toThrowError(
      'Missing required fields',
    );
  });

  it('converts and prepares an unsigned transaction from the API in one step', () => {
    const tx = prepareUnsigned(
      {
        transaction_type: 'TrustSet',
        account: SIGNER,
        limit_amount: { currency: 'USD', issuer: OTHER, value: '1000000000' },
        fee: '12',
        sequence: 5,
        last_ledger_sequence: 99,
      },
      SIGNER,
      'trustline transaction',
    );
    expect(tx).toEqual({
      TransactionType: 'TrustSet',
      Account: SIGNER,
      LimitAmount: { currency: 'USD', issuer: OTHER, value: '1000000000' },
      Fee: '12',
      Sequence: 5,
      LastLedgerSequence: 99,
    });
  });
});

describe('the registry of checks', () => {
  it('lists exactly the types Horizon signs', () => {
    expect(Object.keys(TRANSACTION_CHECKS).sort()).toEqual([
      'AMMBid',
      'AMMCreate',
      'AMMDeposit',
      'AMMVote',
      'AMMWithdraw',
      'AccountSet',
      'EscrowCancel',
      'EscrowCreate',
      'EscrowFinish',
      'OfferCancel',
      'OfferCreate',
      'Payment',
      'SetRegularKey',
      'TrustSet',
    ]);
    expect(isSupportedTransactionType('Payment')).toBe(true);
    expect(isSupportedTransactionType('toString')).toBe(false);
  });
});

describe('submit and wait', () => {
  it('needs a LastLedgerSequence', () => {
    expect(() =>
      requireLastLedgerSequence({ TransactionType: 'Payment', LastLedgerSequence: 12 }),
    ).not.toThrow();
    expect(() => requireLastLedgerSequence({ TransactionType: 'Payment' })).toThrowError(
      'Missing required fields',
    );
    expect(() =>
      requireLastLedgerSequence({ TransactionType: 'Payment', LastLedgerSequence: '12' }),
    ).toThrowError('Missing required fields');
  });
});
