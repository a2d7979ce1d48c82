import { describe, expect, it } from 'vitest';
import {
  isValidTradingFeeUnits,
  resolveTradingFee,
  validateAmmVotePercent,
  validateAmmVoteRate,
} from '../../src/validation/trading-fee.js';

const RANGE = { ok: false, error: 'Trading fee must be between 0% and 1%' };

describe('AMM vote fee', () => {
  it('accepts rates from 0 to 0.01 and gives ledger units (1% = 1000)', () => {
    expect(validateAmmVoteRate('0')).toEqual({ ok: true, value: 0 });
    expect(validateAmmVoteRate('0.01')).toEqual({ ok: true, value: 1000 });
    expect(validateAmmVoteRate('0.005')).toEqual({ ok: true, value: 500 });
    expect(validateAmmVoteRate(0.003)).toEqual({ ok: true, value: 300 });
    expect(validateAmmVoteRate('0.00001')).toEqual({ ok: true, value: 1 });
  });

  it('refuses rates outside 0..0.01 with the spec message', () => {
    expect(validateAmmVoteRate('0.0100001')).toEqual(RANGE);
    expect(validateAmmVoteRate('-0.001')).toEqual(RANGE);
    expect(validateAmmVoteRate('1')).toEqual(RANGE);
    expect(validateAmmVoteRate('abc')).toEqual(RANGE);
    expect(validateAmmVoteRate(Number.NaN)).toEqual(RANGE);
  });

  it('refuses a rate finer than one ledger unit', () => {
    expect(validateAmmVoteRate('0.000005')).toEqual({
      ok: false,
      error: 'Trading fee must be a multiple of 0.001%',
    });
  });

  it('reads a fee typed in percent', () => {
    expect(validateAmmVotePercent('1')).toEqual({ ok: true, value: 1000 });
    expect(validateAmmVotePercent('0.3')).toEqual({ ok: true, value: 300 });
    expect(validateAmmVotePercent('1.5')).toEqual(RANGE);
    expect(validateAmmVotePercent('x')).toEqual(RANGE);
  });
});

describe('trading fee units', () => {
  it('is an integer from 0 to 1000', () => {
    expect([0, 1, 1000].map(isValidTradingFeeUnits)).toEqual([true, true, true]);
    expect([-1, 1001, 1.5, '500', undefined].map(isValidTradingFeeUnits)).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
  });

  it('uses the given integer, else rate × 100000', () => {
    expect(resolveTradingFee({ tradingFee: 250 })).toEqual({ ok: true, value: 250 });
    expect(resolveTradingFee({ rate: '0.01' })).toEqual({ ok: true, value: 1000 });
    expect(resolveTradingFee({ tradingFee: 250, rate: '0.01' })).toEqual({ ok: true, value: 250 });
    expect(resolveTradingFee({ tradingFee: 2.5 })).toEqual(RANGE);
    expect(resolveTradingFee({})).toEqual(RANGE);
  });
});
