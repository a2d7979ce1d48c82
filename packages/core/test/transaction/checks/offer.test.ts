import { describe, expect, it } from 'vitest';
import { validateOfferCancel } from '../../../src/transaction/checks/offer-cancel.js';
import { validateOfferCreate } from '../../../src/transaction/checks/offer-create.js';
import type { LedgerTransaction } from '../../../src/transaction/types.js';
import { ACCOUNT, USD, horizonErrorOf, without } from './helpers.js';

const OFFER = { TransactionType: 'OfferCreate', Account: ACCOUNT, TakerGets: '1000000', TakerPays: USD };

describe('OfferCreate check', () => {
  it('passes with TakerGets and TakerPays', () => {
    expect(() => validateOfferCreate(OFFER)).not.toThrow();
  });

  it.each(['TakerGets', 'TakerPays'])('needs %s', (field) => {
    const error = horizonErrorOf(() => validateOfferCreate(without(OFFER, field) as LedgerTransaction));
    expect(error.detail).toBe(`OfferCreate: missing field ${field}`);
  });

  it('refuses a malformed TakerGets', () => {
    const error = horizonErrorOf(() => validateOfferCreate({ ...OFFER, TakerGets: '-5' }));
    expect(error.message).toBe('Invalid transaction field: OfferCreate.TakerGets');
  });
});

describe('OfferCancel check', () => {
  it('passes with OfferSequence', () => {
    expect(() => validateOfferCancel({ TransactionType: 'OfferCancel', OfferSequence: 12 })).not.toThrow();
  });

  it('needs an integer OfferSequence', () => {
    expect(horizonErrorOf(() => validateOfferCancel({ TransactionType: 'OfferCancel' })).detail).toBe(
      'OfferCancel: missing field OfferSequence',
    );
    expect(
      horizonErrorOf(() => validateOfferCancel({ TransactionType: 'OfferCancel', OfferSequence: '12' }))
        .message,
    ).toBe('Invalid transaction field: OfferCancel.OfferSequence');
  });
});
