import { describe, expect, it } from 'vitest';

import {
  RATE_ONE,
  RateError,
  compareRates,
  decodeRate,
  encodeRate,
  isBetterRate,
  rateOneStepBetter,
  rateOneStepWorse,
  rateToHex,
  roundRateToTickSize,
} from '../../src/quality/rate.js';

describe('rate encoding', () => {
  it('encodes a 1:1 price as the familiar book-directory suffix 55038D7EA4C68000', () => {
    expect(encodeRate(1_000_000_000_000_000n, -15)).toBe(RATE_ONE);
    expect(rateToHex(RATE_ONE)).toBe('55038D7EA4C68000');
  });

  it('puts exponent + 100 in the top byte and the mantissa in the low 56 bits', () => {
    const rate = encodeRate(2_500_000_000_000_000n, -21);
    expect(rate >> 56n).toBe(79n);
    expect(rate & 0xff_ffff_ffff_ffffn).toBe(2_500_000_000_000_000n);
    expect(decodeRate(rate)).toEqual({ mantissa: 2_500_000_000_000_000n, exponent: -21 });
  });

  it('keeps zero as the "no rate" value', () => {
    expect(encodeRate(0n, 0)).toBe(0n);
    expect(decodeRate(0n)).toEqual({ mantissa: 0n, exponent: 0 });
  });

  it('refuses a mantissa that is not normalised or an exponent that does not fit a byte', () => {
    expect(() => encodeRate(123n, 0)).toThrow(RateError);
    expect(() => encodeRate(1_000_000_000_000_000n, 156)).toThrow(RateError);
    expect(() => encodeRate(1_000_000_000_000_000n, -101)).toThrow(RateError);
  });
});

describe('rate order', () => {
  const cheap = encodeRate(1_000_000_000_000_000n, -16); // 0.1 paid per unit received
  const dear = encodeRate(2_000_000_000_000_000n, -15); // 2 paid per unit received

  it('ranks the lower rate as the better price for the taker', () => {
    expect(isBetterRate(cheap, dear)).toBe(true);
    expect(isBetterRate(dear, cheap)).toBe(false);
    expect([dear, RATE_ONE, cheap].sort(compareRates)).toEqual([cheap, RATE_ONE, dear]);
  });

  it('steps one unit better or worse, as a passive offer needs', () => {
    expect(rateOneStepBetter(RATE_ONE)).toBe(RATE_ONE - 1n);
    expect(rateOneStepWorse(RATE_ONE)).toBe(RATE_ONE + 1n);
    expect(() => rateOneStepBetter(0n)).toThrow(RateError);
  });
});

describe('TickSize rounding', () => {
  it('rounds the mantissa up to the issuer tick size, in the offer owner favour', () => {
    const rate = encodeRate(1_234_567_890_123_456n, -10);
    expect(decodeRate(roundRateToTickSize(rate, 5))).toEqual({
      mantissa: 1_234_600_000_000_000n,
      exponent: -10,
    });
    expect(decodeRate(roundRateToTickSize(rate, 15))).toEqual({
      mantissa: 1_234_567_890_123_460n,
      exponent: -10,
    });
  });

  it('leaves a rate that already has few digits unchanged', () => {
    expect(roundRateToTickSize(RATE_ONE, 3)).toBe(RATE_ONE);
    expect(roundRateToTickSize(RATE_ONE, 16)).toBe(RATE_ONE);
  });

  it('keeps a mantissa that rounds up to 10^16 in place, as rippled does', () => {
    const rate = encodeRate(9_999_999_999_999_999n, -5);
    expect(decodeRate(roundRateToTickSize(rate, 3))).toEqual({
      mantissa: 10_000_000_000_000_000n,
      exponent: -5,
    });
  });
});
