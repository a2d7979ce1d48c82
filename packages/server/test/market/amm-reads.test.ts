/**
 * The pool percents the LP reads answer (share of the pool, a deposit's price impact, the pool's fee) are worked
 * out in exact decimals: the same digits as before, without the float noise a × 100 or a − 1 added.
 */
import { type Decimal, requireDecimal } from '@horizon/core';
import { describe, expect, it } from 'vitest';
import { depositPriceImpact, sharePercent, tradingFeePercent } from '../../src/market/amm-reads.js';
import type { PoolState } from '../../src/market/ledger-reads.js';

const d = (text: string): Decimal => requireDecimal(text);

// 1000 XRP and 100 tokens, LP tokens √(1000 × 100): xrpl-protocol.md §3.3's sanity pool.
const POOL: PoolState = {
  ammAccount: 'rAmm',
  tokenId: 'QTE:rIssuer',
  xrpDrops: 1_000_000_000n,
  tokenAmount: d('100'),
  lpTokenId: 'LP:rAmm',
  lpBalance: d('316.227766016838'),
  tradingFee: 500,
};

describe('sharePercent', () => {
  it('is the share to 12 significant digits, in percent', () => {
    expect(sharePercent(d('31.6227766016838'), d('316.227766016838'))).toBe(10);
    expect(sharePercent(d('1'), d('3'))).toBe(33.3333333333);
    expect(sharePercent(d('2'), d('3'))).toBe(66.6666666666); // cut toward zero, as before
    expect(sharePercent(d('5'), d('5'))).toBe(100);
  });

  it('has no float noise (it answered 56.99999999999999 for 57 of 100)', () => {
    expect(sharePercent(d('57'), d('100'))).toBe(57);
    expect(sharePercent(d('7'), d('100'))).toBe(7);
  });

  it('keeps a tiny share, and is 0 for nothing or an empty pool', () => {
    expect(sharePercent(d('1'), d('1000000000'))).toBe(0.0000001);
    expect(sharePercent(d('0'), d('100'))).toBe(0);
    expect(sharePercent(d('5'), d('0'))).toBe(0);
  });
});

describe('depositPriceImpact', () => {
  it('is 0 for a proportional deposit', () => {
    expect(depositPriceImpact(POOL, 100_000_000n, d('10'))).toBe(0);
  });

  it('is exact for one side alone (it answered 1.0000000000000009 for 10 XRP into 1000)', () => {
    expect(depositPriceImpact(POOL, 10_000_000n, d('0'))).toBe(1);
  });

  it('is the size of the move either way, to the ratio’s 12 significant digits', () => {
    // 1000 / 110 against 10: the ratio 0.909090909090, so a fall of 9.090909091 %.
    expect(depositPriceImpact(POOL, 0n, d('10'))).toBe(9.090909091);
  });
});

describe('tradingFeePercent', () => {
  it('reads ledger fee units (1/100000) as percent', () => {
    expect(tradingFeePercent(500)).toBe(0.5);
    expect(tradingFeePercent(1000)).toBe(1);
    expect(tradingFeePercent(123)).toBe(0.123);
    expect(tradingFeePercent(1)).toBe(0.001);
    expect(tradingFeePercent(0)).toBe(0);
  });
});
