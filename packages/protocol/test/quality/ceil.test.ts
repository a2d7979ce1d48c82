import { describe, expect, it } from 'vitest';

import { amountToJson, issuedAmount, xrpAmount } from '../../src/amount/amount.js';
import { ceilIn, ceilOut } from '../../src/quality/ceil.js';
import { offerRate } from '../../src/quality/offer-rate.js';

const GW = 'rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTh';
const usd = (v: string) => issuedAmount('USD', GW, v);
const json = amountToJson;

describe('taking part of an offer at its rate (ceil_in / ceil_out)', () => {
  // 1000 drops for 3 USD: the rate is 333.3333333333334 drops per USD.
  const offer = { in: xrpAmount(1000n), out: usd('3') };
  const rate = offerRate(offer.in, offer.out);

  it('charges 334 drops for 1 USD rounding up, 333 rounding down, strict or not', () => {
    expect(json(ceilOut(offer, usd('1'), rate, true).in)).toBe('334');
    expect(json(ceilOut(offer, usd('1'), rate, false).in)).toBe('333');
    expect(json(ceilOut(offer, usd('1'), rate, true, true).in)).toBe('334');
    expect(json(ceilOut(offer, usd('1'), rate, false, true).in)).toBe('333');
  });

  it('gives 0.3 USD for 100 drops rounding up, 0.2999999999999999 rounding down', () => {
    expect(ceilIn(offer, xrpAmount(100n), rate, true)).toEqual({ in: xrpAmount(100n), out: usd('0.3') });
    expect(json(ceilIn(offer, xrpAmount(100n), rate, false, true).out)).toEqual(
      json(usd('0.2999999999999999')),
    );
  });

  it('leaves an offer already within the limit as it is', () => {
    expect(ceilOut(offer, usd('5'), rate)).toBe(offer);
    expect(ceilIn(offer, xrpAmount(1000n), rate)).toBe(offer);
  });

  it('never pays out more than the offer had', () => {
    const exact = { in: xrpAmount(1000n), out: usd('0.3') };
    const taken = ceilIn(exact, xrpAmount(999n), offerRate(exact.in, exact.out), true);
    expect(json(taken.out)).toEqual(json(usd('0.2997')));
  });
});
