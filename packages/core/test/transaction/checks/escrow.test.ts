import { describe, expect, it } from 'vitest';
import { validateEscrowCreate, validateEscrowRelease } from '../../../src/transaction/checks/escrow.js';
import { validateAccountSet } from '../../../src/transaction/checks/account-set.js';
import { validateSetRegularKey } from '../../../src/transaction/checks/set-regular-key.js';
import type { LedgerTransaction } from '../../../src/transaction/types.js';
import { ACCOUNT, ISSUER, horizonErrorOf, without } from './helpers.js';

describe('escrow checks', () => {
  const create = {
    TransactionType: 'EscrowCreate',
    Account: ACCOUNT,
    Destination: ISSUER,
    Amount: '5',
    FinishAfter: 1,
  };

  it('EscrowCreate needs Destination, Amount and a time', () => {
    expect(() => validateEscrowCreate(create)).not.toThrow();
    expect(() =>
      validateEscrowCreate({ ...without(create, 'FinishAfter'), CancelAfter: 2 } as LedgerTransaction),
    ).not.toThrow();
    expect(
      horizonErrorOf(() => validateEscrowCreate(without(create, 'FinishAfter') as LedgerTransaction)).detail,
    ).toBe('EscrowCreate: missing field FinishAfter or CancelAfter');
    expect(
      horizonErrorOf(() => validateEscrowCreate(without(create, 'Amount') as LedgerTransaction)).detail,
    ).toBe('EscrowCreate: missing field Amount');
  });

  it('EscrowFinish and EscrowCancel need Owner and OfferSequence', () => {
    const finish = { TransactionType: 'EscrowFinish', Owner: ISSUER, OfferSequence: 4 };
    expect(() => validateEscrowRelease(finish)).not.toThrow();
    expect(
      horizonErrorOf(() => validateEscrowRelease(without(finish, 'Owner') as LedgerTransaction)).detail,
    ).toBe('EscrowFinish: missing field Owner');
    expect(
      horizonErrorOf(() => validateEscrowRelease({ TransactionType: 'EscrowCancel', Owner: ISSUER })).detail,
    ).toBe('EscrowCancel: missing field OfferSequence');
  });
});

describe('checks with nothing required', () => {
  it('AccountSet and SetRegularKey pass with the common fields only', () => {
    expect(() => validateAccountSet({ TransactionType: 'AccountSet', Account: ACCOUNT })).not.toThrow();
    expect(() => validateSetRegularKey({ TransactionType: 'SetRegularKey', Account: ACCOUNT })).not.toThrow();
  });
});
