import { Decimal } from 'decimal.js';
import { describe, expect, it } from 'vitest';

import { depositSingleAsset, type GridAmm } from '../../src/amm/deposit-math.js';
import { swapAssetIn } from '../../src/amm/swap-math.js';
import { withdrawSingleAsset } from '../../src/amm/withdraw-math.js';
import { iou, text } from './grid-helpers.js';

const D = Decimal.clone({ precision: 50 });
const POOL_100: GridAmm = { balance1: iou('100'), balance2: iou('100'), lpBalance: iou('100') };

/** The code's value is below (or above) the exact one, by less than 1e-14 of it: rounding, on the pool's side. */
const TOLERANCE = new D('1e-14');
function closeBelow(code: string, exact: Decimal): boolean {
  const c = new D(code);
  return c.lte(exact) && exact.minus(c).lte(exact.times(TOLERANCE));
}
function closeAbove(code: string, exact: Decimal): boolean {
  const c = new D(code);
  return c.gte(exact) && c.minus(exact).lte(exact.times(TOLERANCE));
}

// xrpl-protocol.md §3.3 sanity values. The exact values come from decimal.js at 50 digits on the unrounded
// formulas; the pinned 16-digit values are what the code gives, checked here to sit on the pool's side of the
// exact value by less than 1e-14 of it (rippled rounds every step in the pool's favour; the swap's 16-digit
// ratio I·O/(I + in·(1 - f)) ≈ 99.01 is what costs its result the digits after the 13th).
describe('xrpl-protocol.md §3.3 sanity values', () => {
  it('swaps 10 into I = 1000, O = 100 at 0.5% for 0.985197…', () => {
    const out = text(swapAssetIn({ in: iou('1000'), out: iou('100') }, iou('10'), 500));
    expect(out.slice(0, 8)).toBe('0.985197');
    expect(out).toBe('0.9851972869944'); // 16 digits: 0.9851972869944000
    const exact = new D(100).minus(new D(100_000).div(new D(1000).plus(new D(10).times('0.995'))));
    expect(exact.toFixed(20)).toBe('0.98519728699440566365');
    expect(closeBelow(out, exact)).toBe(true);
  });

  it('deposits 100 of one asset into A = B = T = 100 at 0.3% for 41.3591… tokens', () => {
    const d = depositSingleAsset(POOL_100, iou('100'), 300);
    if (!d.ok) throw new Error(d.code);
    const tokens = text(d.value.tokens);
    expect(tokens.slice(0, 7)).toBe('41.3591');
    expect(tokens).toBe('41.3591445339146'); // 16 digits: 41.35914453391460
    expect(text(d.value.amount1)).toBe('100');
    const f1 = new D(1).minus('0.003');
    const f2 = new D(1).minus('0.0015').div(f1);
    const c = f2.pow(2).plus(new D(1).div(f1)).sqrt().minus(f2);
    const exact = new D(100).times(new D(1).minus(c)).div(c.plus(1));
    expect(exact.toFixed(20)).toBe('41.35914453391465822828');
    expect(closeBelow(tokens, exact)).toBe(true);
  });

  it('withdraws 10 of one asset from A = B = T = 100 at 0.3% for 5.13898… tokens', () => {
    const w = withdrawSingleAsset(POOL_100, iou('10'), 300, iou('100'));
    if (!w.ok) throw new Error(w.code);
    const tokens = text(w.value.tokens);
    expect(tokens.slice(0, 7)).toBe('5.13898');
    expect(tokens).toBe('5.138983378377'); // 16 digits: 5.138983378377000
    const c = new D('0.1').times('0.003').plus(2).minus('0.003');
    const exact = new D(100).times(c.minus(c.pow(2).minus('0.4').sqrt())).div(2);
    expect(exact.toFixed(20)).toBe('5.13898337837698350163');
    expect(closeAbove(tokens, exact)).toBe(true);
  });
});
