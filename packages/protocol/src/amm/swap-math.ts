import { XrplNumber, withRoundingMode } from '../number/index.js';
import { feeFraction } from './fee.js';
import { maxOf, onGrid, zeroOf, type GridValue } from './grid-value.js';

/**
 * rippled's swapAssetIn / swapAssetOut (AMMHelpers.h) with fixAMMv1_1 rounding: every step is rounded in the
 * pool's favour, so (I + in)·(O - out) >= I·O always holds. I is the pool balance of the asset paid in, O of the
 * asset paid out, f the trading fee fraction.
 */
export interface GridPool {
  readonly in: GridValue;
  readonly out: GridValue;
}

const ONE = XrplNumber.one;

/** out = O - I·O / (I + in·(1 - f)); rounded down, never negative. */
export function swapAssetIn(pool: GridPool, assetIn: GridValue, fee: number): GridValue {
  const numerator = withRoundingMode('upward', () => pool.in.n.mul(pool.out.n));
  const f = withRoundingMode('upward', () => feeFraction(fee));
  const denom = withRoundingMode('downward', () => pool.in.n.add(assetIn.n.mul(ONE.sub(f))));
  if (denom.signum() <= 0) return zeroOf(pool.out);
  const ratio = withRoundingMode('upward', () => numerator.div(denom));
  const out = withRoundingMode('downward', () => pool.out.n.sub(ratio));
  if (out.signum() < 0) return zeroOf(pool.out);
  return withRoundingMode('downward', () => onGrid(out, pool.out.xrp, 'downward'));
}

/** in = (I·O / (O - out) - I) / (1 - f); rounded up; the asset's maximum when the pool cannot pay `out`. */
export function swapAssetOut(pool: GridPool, assetOut: GridValue, fee: number): GridValue {
  const numerator = withRoundingMode('upward', () => pool.in.n.mul(pool.out.n));
  const denom = withRoundingMode('downward', () => pool.out.n.sub(assetOut.n));
  if (denom.signum() <= 0) return maxOf(pool.in);
  const numerator2 = withRoundingMode('upward', () => numerator.div(denom).sub(pool.in.n));
  const f = withRoundingMode('upward', () => feeFraction(fee));
  const mult = withRoundingMode('downward', () => ONE.sub(f));
  const assetIn = withRoundingMode('upward', () => numerator2.div(mult));
  if (assetIn.signum() < 0) return zeroOf(pool.in);
  return withRoundingMode('upward', () => onGrid(assetIn, pool.in.xrp, 'upward'));
}
