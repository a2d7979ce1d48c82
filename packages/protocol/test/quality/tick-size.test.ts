import { describe, expect, it } from 'vitest';

import { issuedAmount } from '../../src/amount/amount.js';
import { applyTickSize, offerTickSize } from '../../src/quality/tick-size.js';

const GW = 'rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTh';
const usd = (v: string) => issuedAmount('USD', GW, v);
const eur = (v: string) => issuedAmount('EUR', GW, v);

describe("an issuer's TickSize", () => {
  // 100 EUR for 30 USD: rate 3.333333333333334, rounded up to 5 digits: 3.3334.
  const offer = { takerPays: eur('100'), takerGets: usd('30') };

  it('makes a sell offer ask 100.002 EUR for its 30 USD', () => {
    expect(applyTickSize(offer, 5, true)).toEqual({ takerPays: eur('100.002'), takerGets: usd('30') });
  });

  it('makes a buy offer give 29.99940001199976 USD for its 100 EUR', () => {
    expect(applyTickSize(offer, 5, false)).toEqual({
      takerPays: eur('100'),
      takerGets: usd('29.99940001199976'),
    });
  });

  it('leaves offers alone without a tick size, and takes the smaller of two issuers', () => {
    expect(applyTickSize(offer, 16, true)).toBe(offer);
    expect(offerTickSize()).toBe(16);
    expect(offerTickSize(5, 8)).toBe(5);
    expect(offerTickSize(undefined, 8)).toBe(8);
  });
});
