import { describe, expect, it } from 'vitest';
import {
  assertAmmDeposit,
  assertAmmVote,
  assertAmmWithdraw,
  assertOfferCancel,
  assertTokenSend,
  assertTrustlineClear,
  assertTrustlineSet,
  assertXrpSend,
} from '../../src/transaction/intents.js';
import type { LedgerTransaction } from '../../src/transaction/types.js';
import { ACCOUNT, ISSUER, USD, USD_ISSUE, XRP_ISSUE, horizonErrorOf, without } from './checks/helpers.js';

const XRP_SEND = { TransactionType: 'Payment', Account: ACCOUNT, Destination: ISSUER, Amount: '2500000' };
const TOKEN_SEND = { ...XRP_SEND, Amount: USD };

describe('XRP send', () => {
  it('is a Payment with Account, Destination and drops', () => {
    expect(() => assertXrpSend(XRP_SEND, 'send transaction')).not.toThrow();
    expect(() =>
      assertXrpSend(XRP_SEND, 'send transaction', { destination: ISSUER, amount: '2500000' }),
    ).not.toThrow();
  });

  it("refuses another type with 'Invalid transaction type'", () => {
    const error = horizonErrorOf(() =>
      assertXrpSend({ ...XRP_SEND, TransactionType: 'OfferCreate' }, 'send'),
    );
    expect(error.message).toBe('Invalid transaction type');
    expect(error.detail).toBe('expected Payment, got OfferCreate');
  });

  it("says 'Missing Account in {name}'", () => {
    const tx = without(XRP_SEND, 'Account') as LedgerTransaction;
    expect(horizonErrorOf(() => assertXrpSend(tx, 'send transaction')).message).toBe(
      'Missing Account in send transaction',
    );
  });

  it('refuses a token amount, or a destination or amount other than asked', () => {
    expect(horizonErrorOf(() => assertXrpSend(TOKEN_SEND, 'send')).detail).toBe('Payment: invalid Amount');
    expect(horizonErrorOf(() => assertXrpSend(XRP_SEND, 'send', { destination: ACCOUNT })).detail).toBe(
      'Payment: invalid Destination',
    );
    expect(horizonErrorOf(() => assertXrpSend(XRP_SEND, 'send', { amount: '2500001' })).detail).toBe(
      'Payment: invalid Amount',
    );
  });
});

describe('token send', () => {
  it('is a Payment whose Amount has currency, issuer and value', () => {
    expect(() => assertTokenSend(TOKEN_SEND, 'send', { amount: { ...USD } })).not.toThrow();
  });

  it('refuses drops and a different token amount', () => {
    expect(horizonErrorOf(() => assertTokenSend(XRP_SEND, 'send')).detail).toBe('Payment: invalid Amount');
    expect(
      horizonErrorOf(() => assertTokenSend(TOKEN_SEND, 'send', { amount: { ...USD, value: '11' } })).detail,
    ).toBe('Payment: invalid Amount');
  });
});

describe('trustlines', () => {
  const set = { TransactionType: 'TrustSet', Account: ACCOUNT, LimitAmount: { ...USD, value: '1000000000' } };

  it('set must yield a TrustSet with Account and LimitAmount', () => {
    expect(() => assertTrustlineSet(set, 'trustline transaction')).not.toThrow();
    expect(
      horizonErrorOf(() =>
        assertTrustlineSet(without(set, 'Account') as LedgerTransaction, 'trustline transaction'),
      ).message,
    ).toBe('Missing Account in trustline transaction');
    expect(
      horizonErrorOf(() => assertTrustlineSet(without(set, 'LimitAmount') as LedgerTransaction, 't')).detail,
    ).toBe('TrustSet: missing field LimitAmount');
    expect(
      horizonErrorOf(() => assertTrustlineSet({ ...set, TransactionType: 'Payment' }, 't')).message,
    ).toBe('Invalid transaction type');
  });

  it('clear is a TrustSet to limit 0; the non-ledger type TrustLine is refused', () => {
    const clear = { ...set, LimitAmount: { ...USD, value: '0' } };
    expect(() => assertTrustlineClear(clear, 'clear')).not.toThrow();
    expect(horizonErrorOf(() => assertTrustlineClear(set, 'clear')).detail).toBe(
      'TrustSet: invalid LimitAmount',
    );
    expect(
      horizonErrorOf(() => assertTrustlineClear({ ...clear, TransactionType: 'TrustLine' }, 'clear')).message,
    ).toBe('Invalid transaction type');
  });
});

describe('cancel', () => {
  it("must be an OfferCancel, else 'Invalid transaction type'", () => {
    const cancel = { TransactionType: 'OfferCancel', Account: ACCOUNT, OfferSequence: 8 };
    expect(() => assertOfferCancel(cancel, 'cancel')).not.toThrow();
    expect(
      horizonErrorOf(() => assertOfferCancel({ ...cancel, TransactionType: 'OfferCreate' }, 'cancel'))
        .message,
    ).toBe('Invalid transaction type');
    expect(
      horizonErrorOf(() => assertOfferCancel(without(cancel, 'Account') as LedgerTransaction, 'cancel order'))
        .message,
    ).toBe('Missing Account in cancel order');
  });
});

describe('AMM', () => {
  const pool = { Account: ACCOUNT, Asset: XRP_ISSUE, Asset2: USD_ISSUE };

  it('deposit, withdraw and vote check type, Account and their fields', () => {
    expect(() =>
      assertAmmDeposit({ TransactionType: 'AMMDeposit', ...pool, Amount: '5' }, 'd'),
    ).not.toThrow();
    expect(() => assertAmmWithdraw({ TransactionType: 'AMMWithdraw', ...pool }, 'w')).not.toThrow();
    expect(() => assertAmmVote({ TransactionType: 'AMMVote', ...pool, TradingFee: 300 }, 'v')).not.toThrow();
    expect(
      horizonErrorOf(() => assertAmmDeposit({ TransactionType: 'AMMWithdraw', ...pool }, 'd')).message,
    ).toBe('Invalid transaction type');
    expect(
      horizonErrorOf(() =>
        assertAmmWithdraw(
          { TransactionType: 'AMMWithdraw', Asset: XRP_ISSUE, Asset2: USD_ISSUE },
          'withdraw',
        ),
      ).message,
    ).toBe('Missing Account in withdraw');
    expect(
      horizonErrorOf(() => assertAmmVote({ TransactionType: 'AMMVote', ...pool, TradingFee: 1001 }, 'v'))
        .message,
    ).toBe('Trading fee must be between 0% and 1%');
  });
});
