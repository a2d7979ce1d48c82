import { LIMIT_FEE_TEXT, TRADE_OUTCOME_TITLES } from '@horizon/core';
import { describe, expect, it } from 'vitest';
import { feeNotice, outcomeTitles } from '../../src/trade-flow/outcome-text.js';

describe('outcomeTitles', () => {
  it('calls what a trade delivered received', () => {
    for (const kind of ['buy', 'sell', 'swap', 'limitOrder', 'ammDeposit'] as const) {
      expect(outcomeTitles(kind)).toEqual({
        reported: TRADE_OUTCOME_TITLES.received,
        expected: TRADE_OUTCOME_TITLES.receivedAtLeast,
      });
    }
  });

  it('names what a cancel, a trustline, a vote or a withdrawal did instead of "Received"', () => {
    const shown = (['cancelOrder', 'trustlineSet', 'trustlineClear', 'ammVote', 'ammWithdraw'] as const).map(
      (kind) => outcomeTitles(kind),
    );
    expect(shown.map((t) => t.reported)).toEqual([
      'Order cancelled',
      'Trustline set',
      'Trustline removed',
      'Vote cast',
      'Withdrawn from the pool',
    ]);
    for (const titles of shown) {
      expect(titles.expected).toBe(titles.reported);
      expect(titles.reported).not.toMatch(/Received/);
    }
  });
});

describe('feeNotice', () => {
  it("says a limit order's fee is not refunded, before placing it and when cancelling", () => {
    expect(feeNotice('limitOrder')).toBe(LIMIT_FEE_TEXT.review);
    expect(feeNotice('cancelOrder')).toBe(LIMIT_FEE_TEXT.cancel);
    expect(LIMIT_FEE_TEXT.review).toMatch(/not refunded/);
    expect(LIMIT_FEE_TEXT.cancel).toMatch(/not refund/);
  });

  it('says nothing for a market trade', () => {
    expect(feeNotice('buy')).toBeNull();
    expect(feeNotice('swap')).toBeNull();
  });
});
