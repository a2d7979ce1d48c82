import { describe, expect, it } from 'vitest';

import { AmmRequestError } from '../../src/amm/amount-grid.js';
import { ammCreateLpTokens, ammSwapIn, ammSwapOut } from '../../src/amm/amm-pool.js';
import { lpTokenCurrency } from '../../src/currency/lp-token-currency.js';
import { AMM_ACCOUNT, POOL, btc, drops, eur, text, usd, xrp } from './amount-helpers.js';

describe('swap quotes on Amounts', () => {
  it('pays whole drops, rounded down: 100 USD into 10,000 / 10,000 buys 99.0099 XRP', () => {
    expect(ammSwapIn(POOL, usd('100'), 0)).toEqual(drops(99_009_900n));
  });

  it('pays a 16-digit token amount: 100 XRP at 1% buys 98.029507872066 USD', () => {
    expect(text(ammSwapIn(POOL, xrp(100n), 1000))).toBe('98.029507872066');
  });

  // rippled AMM_test testBid, fee 1% (discounted to 0.1% for the slot holder): payments through the pool.
  it('asks 100,000,668 drops for 100 USD at the 0.1% discounted fee', () => {
    const pool = { balance1: xrp(13_000n), balance2: usd('13112.92609877019') };
    expect(ammSwapOut(pool, usd('100'), 100)).toEqual(drops(100_000_668n));
  });

  it('asks 101.1105317024647 USD for 100 XRP at the full 1% fee, leaving 13114.03663047265 USD', () => {
    const pool = { balance1: drops(13_100_000_668n), balance2: usd('13012.92609877019') };
    const paid = ammSwapOut(pool, xrp(100n), 1000);
    expect(text(paid)).toBe('101.1105317024647');
    expect(
      usd('13012.92609877019')
        .value.add(usd(text(paid)).value)
        .toString(),
    ).toBe('13114.03663047265');
  });

  it('charges 10,010,011 drops for 10 USD from 1000 XRP / 1010 USD at 0.1%, and 10.10090898081112 USD back', () => {
    expect(ammSwapOut({ balance1: xrp(1000n), balance2: usd('1010') }, usd('10'), 100)).toEqual(
      drops(10_010_011n),
    );
    const back = ammSwapOut({ balance1: drops(1_010_010_011n), balance2: usd('1000') }, xrp(10n), 1000);
    expect(text(back)).toBe('10.10090898081112');
  });

  it('knows a currency written as 40 hex digits is the same as its 3-character code', () => {
    const hexUsd = { ...usd('10000'), currency: '0000000000000000000000005553440000000000' };
    expect(ammSwapIn({ balance1: xrp(10_000n), balance2: hexUsd }, usd('100'), 0)).toEqual(
      drops(99_009_900n),
    );
  });

  it('refuses an asset the pool does not hold', () => {
    expect(() => ammSwapIn(POOL, eur('1'), 0)).toThrow(AmmRequestError);
    expect(() => ammSwapOut(POOL, eur('1'), 0)).toThrow(AmmRequestError);
  });
});

describe('LP tokens of a new AMM (AMMCreate)', () => {
  it('issues 10,000,000 tokens for 10,000 XRP / 10,000 USD, in the pair LP token from the AMM account', () => {
    const tokens = ammCreateLpTokens(xrp(10_000n), usd('10000'), AMM_ACCOUNT);
    expect(text(tokens)).toBe('10000000');
    expect(tokens.currency).toBe(lpTokenCurrency('XRP', 'USD'));
    expect(tokens.issuer).toBe(AMM_ACCOUNT);
  });

  it('issues 100 tokens for 20,000 USD / 0.5 BTC (rippled testInstanceCreate)', () => {
    expect(text(ammCreateLpTokens(usd('20000'), btc('0.5'), AMM_ACCOUNT))).toBe('100');
  });
});
