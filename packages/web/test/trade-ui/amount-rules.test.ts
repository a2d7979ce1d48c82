/** The trade forms' messages against the wallet's balances (spec §8 Buy, Sell) and exact order totals. */
import { type HoldingsResponse, INPUT_ERRORS } from '@horizon/core';
import { describe, expect, it } from 'vitest';
import {
  amountFieldProblem,
  amountInput,
  isSendableAmount,
  orderTotalText,
  spendError,
  typedAmount,
} from '../../src/trade-ui/amount-rules.js';

const TOKEN = 'USD:rPT1Sjq2YGrBMTttX4GZHjKu9dyfzbpAYe';
const HOLDINGS = {
  xrp_balance_available: '12.5',
  token_holdings: [{ token_id: TOKEN, balance: '3.25' }],
} as unknown as HoldingsResponse;

describe('spending more than the wallet holds', () => {
  it('XRP above the available balance: the buy message', () => {
    expect(spendError(HOLDINGS, null, '12.5')).toBeNull();
    expect(spendError(HOLDINGS, null, '12.500001')).toBe('Insufficient XRP balance for this transaction');
  });

  it('tokens above the balance, or a token without a trustline: the sell messages', () => {
    expect(spendError(HOLDINGS, TOKEN, '3.25')).toBeNull();
    expect(spendError(HOLDINGS, TOKEN, '3.26')).toBe('Insufficient token balance for this transaction');
    expect(spendError(HOLDINGS, 'EUR:rPT1Sjq2YGrBMTttX4GZHjKu9dyfzbpAYe', '1')).toBe(
      'No trustline exists for this token',
    );
  });

  it('says nothing before balances load or while the amount is empty', () => {
    expect(spendError(null, null, '1000')).toBeNull();
    expect(spendError(HOLDINGS, null, '')).toBeNull();
  });
});

describe('limit order total', () => {
  it('tokens × price to the drop, as signed: a bid rounded down, an ask up', () => {
    expect(orderTotalText('100', '0.5', false)).toBe('50');
    expect(orderTotalText('3', '0.3333333', false)).toBe('0.999999');
    expect(orderTotalText('3', '0.3333333', true)).toBe('1');
    expect(orderTotalText('0', '1', false)).toBeNull();
  });

  it('typing keeps digits and the dot only', () => {
    expect(amountInput('1,5 xrp.2')).toBe('15.2');
  });
});

describe('an amount field’s own message (core’s words, never the schema’s)', () => {
  it('says nothing while empty, and what is wrong once typed', () => {
    expect(amountFieldProblem('', 'xrp')).toBeNull();
    expect(amountFieldProblem('1.1234567', 'xrp')).toBe(INPUT_ERRORS.xrpDecimals);
    expect(amountFieldProblem('1.1234567', 'token')).toBeNull();
    expect(amountFieldProblem('-5', 'xrp')).toBe(INPUT_ERRORS.amountNegative);
    expect(amountFieldProblem('0', 'token')).toBe(INPUT_ERRORS.amountZero);
    expect(amountFieldProblem('1,5', 'xrp')).toBe(INPUT_ERRORS.amountNotNumber);
  });

  it('keeps a minus sign or a comma as typed, so it is refused in words and never turned into 5', () => {
    expect(typedAmount('-5')).toBe('-5');
    expect(typedAmount('1,5 XRP')).toBe('1,5');
    expect(isSendableAmount(typedAmount('-5'), 'xrp')).toBe(false);
    expect(isSendableAmount('.5', 'xrp')).toBe(true);
  });
});
