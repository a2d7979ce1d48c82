import { describe, expect, it } from 'vitest';

import { swapAssetIn, swapAssetOut } from '../../src/amm/swap-math.js';
import { drops, iou, norm, text, xrp } from './grid-helpers.js';

// Expected values worked by hand: each step rounded to 16 digits in the direction rippled uses, divisions
// truncated to 17 digits first as rippled's Number does (so a remainder beyond them cannot round a quotient up).
describe('swap in: what the pool pays for a given input', () => {
  it('pays 0.9851972869944 for 10 into I = 1000, O = 100 at a 0.5% fee', () => {
    // I·O = 100000; I + 10·0.995 = 1009.95; ratio 99.0148027130055943… rounds up to 99.01480271300560.
    const out = swapAssetIn({ in: iou('1000'), out: iou('100') }, iou('10'), 500);
    expect(text(out)).toBe(norm('0.9851972869944'));
  });

  it('pays whole drops, rounded down: 100 USD into 10,000 USD / 10,000 XRP gives 99.0099 XRP', () => {
    const out = swapAssetIn({ in: iou('10000'), out: xrp(10_000n) }, iou('100'), 0);
    expect(out.n.eq(drops(99_009_900n).n)).toBe(true);
  });

  it('charges the trading fee on the input: 100 XRP at 1% gives 98.029507872066 USD', () => {
    const out = swapAssetIn({ in: xrp(10_000n), out: iou('10000') }, xrp(100n), 1000);
    expect(text(out)).toBe(norm('98.029507872066'));
  });

  it('pays nothing for nothing', () => {
    expect(swapAssetIn({ in: iou('1000'), out: iou('100') }, iou('0'), 0).n.isZero()).toBe(true);
  });
});

describe('swap out: what the pool asks for a given output', () => {
  it('asks exactly 10 back for the 0.9851972869944 a 10 input bought', () => {
    const input = swapAssetOut({ in: iou('1000'), out: iou('100') }, iou('0.9851972869944'), 500);
    expect(text(input)).toBe(norm('10'));
  });

  it('asks 99.99999899 USD for 99009900 drops (1e14 / 9900990100 = 10099.99999899000000010…)', () => {
    const input = swapAssetOut({ in: iou('10000'), out: xrp(10_000n) }, drops(99_009_900n), 0);
    expect(text(input)).toBe(norm('99.99999899'));
  });

  it('asks whole drops, rounded up: 98.02 USD at 1% costs 99990205 drops', () => {
    const input = swapAssetOut({ in: xrp(10_000n), out: iou('10000') }, iou('98.02'), 1000);
    expect(input.n.eq(drops(99_990_205n).n)).toBe(true);
  });

  it('answers the largest amount when the pool cannot pay that much', () => {
    const all = swapAssetOut({ in: xrp(10_000n), out: iou('10000') }, iou('10000'), 0);
    expect(all.n.eq(drops(100_000_000_000_000_000n).n)).toBe(true);
    const tokens = swapAssetOut({ in: iou('10000'), out: xrp(10_000n) }, xrp(20_000n), 0);
    expect(text(tokens)).toBe('9999999999999999e80');
  });
});
