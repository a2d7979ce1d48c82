import { describe, expect, it } from 'vitest';

import { XrplNumber, fromDrops } from '../../src/number/index.js';
import { offerRate } from '../../src/quality/offer-rate.js';
import { RATE_ONE, decodeRate } from '../../src/quality/rate.js';

describe('offer rate (TakerPays / TakerGets)', () => {
  it('is RATE_ONE for an even swap, whatever the units', () => {
    expect(offerRate(fromDrops(1n), fromDrops(1n))).toBe(RATE_ONE);
    expect(offerRate(XrplNumber.fromString('25'), XrplNumber.fromString('25'))).toBe(RATE_ONE);
  });

  it('prices 100 USD for 50 XRP at 2e-6 USD per drop', () => {
    const rate = offerRate(XrplNumber.fromString('100'), fromDrops(50_000_000n));
    expect(decodeRate(rate)).toEqual({ mantissa: 2_000_000_000_000_000n, exponent: -21 });
  });

  it('rounds a repeating quotient with rippled divide (+5 then 16 digits): 1/3', () => {
    const rate = offerRate(XrplNumber.fromString('1'), XrplNumber.fromString('3'));
    expect(decodeRate(rate)).toEqual({ mantissa: 3_333_333_333_333_334n, exponent: -16 });
  });

  it('is 0 when the offer gives nothing', () => {
    expect(offerRate(XrplNumber.fromString('1'), XrplNumber.zero)).toBe(0n);
  });
});
