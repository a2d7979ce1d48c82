import { describe, expect, it } from 'vitest';

import { issuedAmount, xrpAmount } from '../../src/amount/amount.js';
import { composeRates, offerRate, rateValue } from '../../src/quality/offer-rate.js';
import { RATE_ONE, decodeRate } from '../../src/quality/rate.js';

const GW = 'rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTh';
const usd = (v: string) => issuedAmount('USD', GW, v);

describe('offer rate of an amount pair (TakerPays / TakerGets)', () => {
  it('is RATE_ONE for an even swap, whatever the units', () => {
    expect(offerRate(xrpAmount(1n), xrpAmount(1n))).toBe(RATE_ONE);
    expect(offerRate(usd('25'), usd('25'))).toBe(RATE_ONE);
  });

  it('prices 100 USD for 50 XRP at 2e-6 USD per drop', () => {
    expect(decodeRate(offerRate(usd('100'), xrpAmount(50_000_000n)))).toEqual({
      mantissa: 2_000_000_000_000_000n,
      exponent: -21,
    });
  });

  it('rounds a repeating quotient with rippled divide (+5 then 16 digits): 1/3', () => {
    expect(decodeRate(offerRate(usd('1'), usd('3')))).toEqual({
      mantissa: 3_333_333_333_333_334n,
      exponent: -16,
    });
  });

  it('is 0 when the offer gives nothing', () => {
    expect(offerRate(usd('1'), usd('0'))).toBe(0n);
  });

  it('reads back as the token value rippled multiplies by: 1000 drops for 3 USD is 333.3333333333334', () => {
    expect(rateValue(offerRate(xrpAmount(1000n), usd('3'))).toString()).toBe('333.3333333333334');
  });
});

describe('composing the rates of two steps (composed_quality)', () => {
  it('multiplies exact rates exactly: 2 then 3 is 6', () => {
    const rate = composeRates(offerRate(usd('2'), usd('1')), offerRate(usd('3'), usd('1')));
    expect(decodeRate(rate)).toEqual({ mantissa: 6_000_000_000_000_000n, exponent: -15 });
  });

  it('rounds up, so a bridged path never looks better than it is: 0.3333333333333334 · 3 = 1.000000000000001', () => {
    const rate = composeRates(offerRate(usd('1'), usd('3')), offerRate(usd('3'), usd('1')));
    expect(decodeRate(rate)).toEqual({ mantissa: 1_000_000_000_000_001n, exponent: -15 });
  });
});
