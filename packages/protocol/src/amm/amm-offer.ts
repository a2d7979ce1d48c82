import { assetOf } from '../amount/amount.js';
import { XrplNumber, fromDrops, toDrops } from '../number/index.js';
import type { OfferAmounts } from '../quality/ceil.js';
import type { Rate } from '../quality/rate.js';
import { withinRelativeDistance } from '../quality/relative-distance.js';
import { amountOf, gridOf } from './amount-grid.js';
import { cmpValues, onGrid, type GridValue } from './grid-value.js';
import { changeSpotPriceQuality, gridOfferRate, type GridOffer } from './offer-sizing.js';
import { swapAssetIn, swapAssetOut, type GridPool } from './swap-math.js';

/** A synthetic AMM offer: what the taker pays in and gets out, and the quality BookStep ranks it by. */
export interface AmmOffer extends OfferAmounts {
  readonly rate: Rate;
}

/** What AMMLiquidity::getOffer knows when BookStep asks the pool for an offer. */
export interface AmmOfferRequest {
  /** The pool now, from the taker's side: `in` is the asset the taker pays, `out` the asset it gets. */
  readonly pool: OfferAmounts;
  /** The pool when the BookStep was built (the base of the multi-path Fibonacci sizing). */
  readonly initialPool: OfferAmounts;
  readonly fee: number;
  /** The order book's best rate at this step, if it has offers. */
  readonly clobRate?: Rate;
  /** More than one strand is active in this pass. */
  readonly multiPath: boolean;
  /** How many passes have consumed the AMM so far (AMMContext curIters). */
  readonly iteration: number;
}

/** AMMContext::MaxIterations: the AMM offers liquidity in at most 30 passes of one payment. */
export const AMM_MAX_ITERATIONS = 30;
const FIB = [
  1, 2, 3, 5, 8, 13, 21, 34, 55, 89, 144, 233, 377, 610, 987, 1597, 2584, 4181, 6765, 10946, 17711, 28657,
  46368, 75025, 121393, 196418, 317811, 514229, 832040, 1346269,
];
const INITIAL_FIB_SEQ_PCT = XrplNumber.fromBigInt(5n).div(XrplNumber.fromBigInt(20_000n));
const MAX_OUT_SHARE = XrplNumber.from(99n, -2);
const SPOT_PRICE_TOLERANCE = '1e-7';

const grid = (p: OfferAmounts): GridPool => ({ in: gridOf(p.in), out: gridOf(p.out) });

/**
 * AMMLiquidity::getOffer: the offer the pool makes against the book's best rate, or null (iterations used up,
 * a side empty or frozen, or a spot price not strictly better than the book beyond 1e-7). Multi-path: Fibonacci
 * slices of 0.025% of the initial pool; single path: sized by changeSpotPriceQuality, else the 99% maxOffer.
 */
export function ammOffer(request: AmmOfferRequest): AmmOffer | null {
  const { pool, clobRate } = request;
  if (request.iteration >= AMM_MAX_ITERATIONS) return null;
  const balances = grid(pool);
  if (balances.in.n.isZero() || balances.out.n.isZero()) return null;
  const spotRate = gridOfferRate(balances);
  if (
    clobRate !== undefined &&
    (spotRate >= clobRate || withinRelativeDistance(spotRate, clobRate, SPOT_PRICE_TOLERANCE))
  ) {
    return null;
  }
  let offer: { amounts: GridOffer; rate: Rate } | null;
  try {
    offer = sizeOffer(request, balances, spotRate);
  } catch {
    // rippled answers no offer when sizing overflows (fixAMMOverflowOffer) or throws.
    return null;
  }
  if (offer === null || offer.amounts.in.n.signum() <= 0 || offer.amounts.out.n.signum() <= 0) return null;
  return {
    in: amountOf(offer.amounts.in, assetOf(pool.in)),
    out: amountOf(offer.amounts.out, assetOf(pool.out)),
    rate: offer.rate,
  };
}

function sizeOffer(request: AmmOfferRequest, balances: GridPool, spotRate: Rate) {
  const { fee, clobRate } = request;
  const withRate = (amounts: GridOffer) => ({ amounts, rate: gridOfferRate(amounts) });
  if (request.multiPath) {
    const amounts = fibSeqOffer(grid(request.initialPool), balances, request.iteration, fee);
    if (amounts === null || (clobRate !== undefined && gridOfferRate(amounts) > clobRate)) return null;
    return withRate(amounts);
  }
  const max = () => {
    const amounts = maxOffer(balances, fee);
    return amounts === null ? null : { amounts, rate: spotRate };
  };
  if (clobRate === undefined) return max();
  const sized = changeSpotPriceQuality(balances, clobRate, fee);
  if (sized !== null) return withRate(sized);
  const fallback = max();
  return fallback !== null && gridOfferRate(fallback.amounts) < clobRate ? fallback : null;
}

/** maxOffer (fixAMMOverflowOffer): out = 99% of the pool's out side rounded down, in = swapOut of it. */
export function maxOffer(pool: GridPool, fee: number): GridOffer | null {
  const out = onGrid(pool.out.n.mul(MAX_OUT_SHARE), pool.out.xrp, 'downward');
  if (out.n.signum() <= 0 || cmpValues(out, pool.out) >= 0) return null;
  return { in: swapAssetOut(pool, out, fee), out };
}

/**
 * generateFibSeqOffer: pass 0 takes in = 0.025% of the initial pool's in side (rounded up) and its swapIn out;
 * pass n takes out = base out · fib[n-1] (rounded down) and in = swapOut of it on the current pool.
 * Null when that out would empty the pool (rippled throws, and getOffer answers no offer).
 */
export function fibSeqOffer(
  initial: GridPool,
  current: GridPool,
  iteration: number,
  fee: number,
): GridOffer | null {
  const baseIn = onGrid(INITIAL_FIB_SEQ_PCT.mul(initial.in.n), current.in.xrp, 'upward');
  const baseOut = swapAssetIn(initial, baseIn, fee);
  if (iteration === 0) return { in: baseIn, out: baseOut };
  const factor = FIB[iteration - 1];
  if (factor === undefined) return null;
  const out: GridValue = baseOut.xrp
    ? { n: fromDrops(toDrops(baseOut.n) * BigInt(factor)), xrp: true }
    : onGrid(baseOut.n.mul(XrplNumber.fromBigInt(BigInt(factor))), false, 'downward');
  if (cmpValues(out, current.out) >= 0) return null;
  return { in: swapAssetOut(current, out, fee), out };
}
