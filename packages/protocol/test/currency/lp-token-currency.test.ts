import { describe, expect, it } from 'vitest';

import { isLpTokenCode } from '../../src/currency/currency-code.js';
import { lpTokenCurrency } from '../../src/currency/lp-token-currency.js';

describe('AMM LP-token currency code', () => {
  it('matches the mainnet XRP/NEX pool (xrpl.org AMM entry example)', () => {
    expect(lpTokenCurrency('XRP', 'NEX')).toBe('03DC324562A8915B7C65E9D31B93D62D02BC491C');
  });

  it('matches the XRP/TST pool of the xrpl.org amm_info example', () => {
    expect(lpTokenCurrency('XRP', 'TST')).toBe('039C99CD9AB0B70B32ECDA51EAAE471625608EA2');
  });

  it('matches the mainnet XRP/USD (Bitstamp) pool', () => {
    expect(lpTokenCurrency('USD', 'XRP')).toBe('03930D02208264E2E40EC1B0C09E4DB96EE197B1');
  });

  it('does not depend on the order the two assets are named in', () => {
    const hex = '534F4C4F00000000000000000000000000000000';
    expect(lpTokenCurrency(hex, 'USD')).toBe(lpTokenCurrency('USD', hex));
    expect(lpTokenCurrency('0'.repeat(40), 'TST')).toBe(lpTokenCurrency('TST', 'XRP'));
  });

  it('is recognised as an LP-token code', () => {
    expect(isLpTokenCode(lpTokenCurrency('USD', 'EUR'))).toBe(true);
  });
});
