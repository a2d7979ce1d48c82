/** The preview says what every kind of transaction does, read from its decoded fields. */
import type { SignableBase } from '@horizon/core';
import { describe, expect, it } from 'vitest';
import { amountText, feePercent, mainLines } from '../../src/trade-flow/preview-lines.js';
import { ISSUER, TRADER } from './fixtures.js';

const tx = (fields: Record<string, unknown>) => ({ Account: TRADER, Fee: '12', ...fields }) as SignableBase;
const usd = (value: string) => ({ currency: 'USD', issuer: ISSUER, value });
const LP = { currency: '03930D02208264E2E40EC1B0C09E4DB96EE197B1', issuer: ISSUER, value: '12.5' };

describe('preview lines', () => {
  it('a deposit: what goes in, and the least LP tokens that come back', () => {
    expect(mainLines(tx({ TransactionType: 'AMMDeposit', Amount: '5000000', LPTokenOut: LP }))).toEqual({
      leaving: [{ label: 'You deposit', amount: '5 XRP' }],
      arriving: [{ label: 'You receive at least', amount: '12.5 LP tokens' }],
    });
  });

  it('a withdraw-all names the whole share; a vote its fee; a cleared line its token', () => {
    expect(mainLines(tx({ TransactionType: 'AMMWithdraw' })).arriving).toEqual([
      { label: 'You withdraw', amount: 'your whole share' },
    ]);
    expect(mainLines(tx({ TransactionType: 'AMMVote', TradingFee: 500 })).arriving).toEqual([
      { label: 'Your vote', amount: '0.5%' },
    ]);
    expect(mainLines(tx({ TransactionType: 'TrustSet', LimitAmount: usd('0') })).arriving).toEqual([
      { label: 'Trustline removed', amount: 'USD' },
    ]);
    expect(mainLines(tx({ TransactionType: 'OfferCancel', OfferSequence: 7 })).arriving).toEqual([
      { label: 'Order cancelled', amount: '#7' },
    ]);
  });

  it('a payment shows the tag and the memo the receiver will read', () => {
    const memo = Buffer.from('thanks ✓', 'utf8').toString('hex').toUpperCase();
    const pay = tx({
      TransactionType: 'Payment',
      Destination: ISSUER,
      Amount: '1000000',
      DestinationTag: 42,
      Memos: [{ Memo: { MemoData: memo } }],
    });
    expect(mainLines(pay).leaving).toEqual([
      { label: `To ${ISSUER}`, amount: '1 XRP' },
      { label: 'Destination tag', amount: '42' },
      { label: 'Memo', amount: 'thanks ✓' },
    ]);
  });

  it('amounts and fees read exactly', () => {
    expect(amountText('1')).toBe('0.000001 XRP');
    expect(amountText(usd('1.50'))).toBe('1.5 USD');
    expect([0, 1, 500, 1000].map(feePercent)).toEqual(['0%', '0.001%', '0.5%', '1%']);
  });
});
