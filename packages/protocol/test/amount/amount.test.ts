import { describe, expect, it } from 'vitest';
import {
  AmountError,
  AmountOverflowError,
  IssuedValue,
  amountFromJson,
  amountToJson,
  assetOf,
  divRound,
  divRoundStrict,
  divideAmounts,
  issuedAmount,
  mulRound,
  mulRoundStrict,
  multiplyAmounts,
  xrpAmount,
  type Amount,
  type Asset,
} from '../../src/amount/index.js';
import { withRoundingMode } from '../../src/number/index.js';

const ISSUER = 'rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTh';
const USD: Asset = { kind: 'issued', currency: 'USD', issuer: ISSUER };
const XRP: Asset = { kind: 'xrp' };
const usd = (value: string): Amount => issuedAmount('USD', ISSUER, value);
const json = (a: Amount): unknown => amountToJson(a);

describe('Amount JSON (the ledger form)', () => {
  it('reads and writes XRP as a drops string', () => {
    expect(amountFromJson('1000000')).toEqual({ kind: 'xrp', drops: 1_000_000n });
    expect(amountToJson(xrpAmount(1n))).toBe('1');
    expect(amountToJson(xrpAmount(100_000_000_000_000_000n))).toBe('100000000000000000');
  });

  it('reads and writes issued amounts as {currency, issuer, value}', () => {
    const hex = '015841551A748AD2C1F76FF6ECB0CCCD00000000';
    const a = amountFromJson({ currency: hex, issuer: ISSUER, value: '-1.5e-3' });
    expect(a.kind === 'issued' && a.value.toString()).toBe('-0.0015');
    expect(json(a)).toEqual({ currency: hex, issuer: ISSUER, value: '-0.0015' });
    expect(json(usd('1e20'))).toEqual({ currency: 'USD', issuer: ISSUER, value: '1000000000000000e5' });
    expect(assetOf(a)).toEqual({ kind: 'issued', currency: hex, issuer: ISSUER });
    expect(assetOf(xrpAmount(5n))).toEqual({ kind: 'xrp' });
  });

  it('refuses malformed JSON with an error that says what is wrong', () => {
    expect(() => amountFromJson(5)).toThrow('Amount must be a drops string');
    expect(() => amountFromJson(null)).toThrow(AmountError);
    expect(() => amountFromJson('1.5')).toThrow("Invalid drops amount: '1.5'");
    expect(() => amountFromJson('100000000000000001')).toThrow(AmountOverflowError);
    expect(() => amountFromJson({ currency: 'USD', issuer: ISSUER })).toThrow('needs a value string');
    expect(() => amountFromJson({ currency: 'USD', value: '1' })).toThrow('needs an issuer string');
    expect(() => amountFromJson({ issuer: ISSUER, value: '1' })).toThrow('needs a currency string');
    expect(() => amountFromJson({ currency: 'XRP', issuer: ISSUER, value: '1' })).toThrow(
      'Invalid issued currency',
    );
    expect(() => amountFromJson({ currency: 'US', issuer: ISSUER, value: '1' })).toThrow(
      'Invalid issued currency',
    );
    expect(() => amountFromJson({ currency: 'USD', issuer: 'bob', value: '1' })).toThrow('Invalid issuer');
    expect(() => amountFromJson({ currency: 'USD', issuer: ISSUER, value: 'abc' })).toThrow(AmountError);
    expect(() => amountFromJson({ currency: 'USD', issuer: ISSUER, value: '1e97' })).toThrow(
      'value overflow',
    );
  });
});

// Known answers from rippled's STAmount_test (testCustomCurrency, testArithmetic, testUnderflow).
describe('mixed XRP / issued arithmetic (rippled multiply and divide)', () => {
  it('multiplies and divides across XRP and issued amounts', () => {
    expect(json(multiplyAmounts(usd('20'), xrpAmount(3n), USD))).toMatchObject({ value: '60' });
    expect(json(multiplyAmounts(usd('20'), xrpAmount(3n), XRP))).toBe('60');
    expect(json(multiplyAmounts(xrpAmount(20n), xrpAmount(3n), USD))).toMatchObject({ value: '60' });
    expect(json(multiplyAmounts(xrpAmount(20n), xrpAmount(3n), XRP))).toBe('60');
    expect(json(divideAmounts(usd('60'), xrpAmount(3n), USD))).toMatchObject({ value: '20' });
    expect(json(divideAmounts(usd('60'), xrpAmount(3n), XRP))).toBe('20');
    expect(json(divideAmounts(usd('60'), usd('3'), XRP))).toBe('20');
  });

  it('expresses an exchange rate as a 16-digit value (getRate(1, 10) is 1e15 x 10^-14)', () => {
    const rate = divideAmounts(xrpAmount(10n), xrpAmount(1n), USD);
    expect(rate.kind === 'issued' && [rate.value.mantissa, rate.value.exponent]).toEqual([
      1_000_000_000_000_000n,
      -14,
    ]);
    const inverse = divideAmounts(usd('1'), usd('10'), USD);
    expect(inverse.kind === 'issued' && [inverse.value.mantissa, inverse.value.exponent]).toEqual([
      1_000_000_000_000_000n,
      -16,
    ]);
  });

  it('rounds tiny results to zero and refuses XRP overflow', () => {
    const small = issuedAmount('USD', ISSUER, IssuedValue.from(5_499_999_999_999_999n, -95));
    expect(json(divideAmounts(small, xrpAmount(50_000_000_000_000_000n), XRP))).toBe('0');
    expect(json(divideAmounts(small, usd('1e90'), XRP))).toBe('0');
    expect(() => multiplyAmounts(xrpAmount(4_000_000_000n), xrpAmount(4_000_000_000n), XRP)).toThrow(
      'Native value overflow',
    );
    expect(() => multiplyAmounts(usd('1e12'), usd('1e6'), XRP)).toThrow(
      'Native currency amount out of range',
    );
  });

  it('converts a 19-digit product to drops with the current rounding mode', () => {
    const value = issuedAmount('USD', ISSUER, IssuedValue.from(751_878_380_596n, -5));
    expect(json(multiplyAmounts(value, usd('1'), XRP))).toBe('7518784');
    expect(withRoundingMode('towards_zero', () => json(multiplyAmounts(value, usd('1'), XRP)))).toBe(
      '7518783',
    );
  });
});

describe('mulRound and divRound (offer and AMM rounding)', () => {
  it('rounds XRP results up or down to whole drops', () => {
    expect(json(divRound(usd('2'), usd('3'), XRP, true))).toBe('1');
    expect(json(divRoundStrict(usd('2'), usd('3'), XRP, true))).toBe('1');
    expect(json(divRoundStrict(usd('2'), usd('3'), XRP, false))).toBe('0');
    // The legacy divRound lets Number round the truncated quotient to nearest: 0.67 drop becomes 1.
    expect(json(divRound(usd('2'), usd('3'), XRP, false))).toBe('1');
    expect(json(mulRound(usd('0.5'), xrpAmount(3n), XRP, true))).toBe('2');
    expect(json(mulRoundStrict(usd('0.5'), xrpAmount(3n), XRP, false))).toBe('1');
  });

  it('never rounds a positive amount up to zero', () => {
    expect(json(mulRound(usd('1e-10'), xrpAmount(1n), XRP, true))).toBe('1');
    expect(json(mulRound(usd('1e-10'), xrpAmount(1n), XRP, false))).toBe('0');
    expect(json(divRound(usd('1e-80'), usd('1e10'), USD, true))).toMatchObject({
      value: '1000000000000000e-96',
    });
  });

  it('rounds toward +infinity for negative results too', () => {
    expect(
      json(mulRoundStrict(usd('-1.000000000000001'), usd('0.3333333333333333'), USD, true)),
    ).toMatchObject({
      value: '-0.3333333333333336',
    });
    expect(
      json(mulRoundStrict(usd('-1.000000000000001'), usd('0.3333333333333333'), USD, false)),
    ).toMatchObject({
      value: '-0.3333333333333337',
    });
  });

  it('multiplies XRP by XRP exactly', () => {
    expect(json(mulRound(xrpAmount(1_000n), xrpAmount(2_000n), XRP, true))).toBe('2000000');
  });
});
