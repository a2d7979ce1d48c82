import { XrplNumber, root2, withRoundingMode } from '../number/index.js';
import { rateValue, stRate } from '../quality/offer-rate.js';
import type { Rate } from '../quality/rate.js';
import { feeMult } from './fee.js';
import { gridToSt, onGrid, type GridValue } from './grid-value.js';
import { swapAssetIn, swapAssetOut, type GridPool } from './swap-math.js';

/**
 * rippled's AMM offer sizing for a single path (AMMHelpers.h changeSpotPriceQuality, fixAMMv1_1): the synthetic
 * offer is sized so that, once taken, either the pool's spot price or the offer's own price equals the order
 * book's best rate. Everything here is on the grid (XRP in drops); `in`/`out` are the taker's side.
 */
export interface GridOffer {
  readonly in: GridValue;
  readonly out: GridValue;
}

const TWO = XrplNumber.fromBigInt(2n);
const FOUR = XrplNumber.fromBigInt(4n);
const REDUCED_OFFER = XrplNumber.from(9999n, -4);

/** The offer's quality as a rate (rippled's Quality{amounts} = getRate(out, in)). */
export function gridOfferRate(offer: GridOffer): Rate {
  return stRate(gridToSt(offer.in), gridToSt(offer.out));
}

/** solveQuadraticEqSmallest: the smaller root in the stable form 2c / (-b ∓ sqrt(b² - 4ac)); null if none. */
export function solveQuadraticEqSmallest(a: XrplNumber, b: XrplNumber, c: XrplNumber): XrplNumber | null {
  const d = b.mul(b).sub(FOUR.mul(a).mul(c));
  if (d.signum() < 0) return null;
  const twoC = TWO.mul(c);
  return b.signum() > 0 ? twoC.div(b.neg().sub(root2(d))) : twoC.div(b.neg().add(root2(d)));
}

/** detail::reduceOffer: amount · 0.9999 toward zero, so a retry is always smaller. */
const reduceOffer = (amount: XrplNumber): XrplNumber =>
  withRoundingMode('towards_zero', () => amount.mul(REDUCED_OFFER));

/** The sized offer, retried once 0.9999 smaller when rounding left its quality below the target. */
function sized(proposed: XrplNumber, target: Rate, build: (n: XrplNumber) => GridOffer, side: 'in' | 'out') {
  const first = build(proposed);
  return gridOfferRate(first) > target ? build(reduceOffer(first[side].n)) : first;
}

/** getAMMOfferStartWithTakerGets (XRP out): takerGets o from o² + o(I(1 - 1/f)/q - 2O) + O² - IO/q = 0. */
function startWithTakerGets(pool: GridPool, target: Rate, fee: number): GridOffer | null {
  const f = feeMult(fee);
  const q = rateValue(target).toXrplNumber();
  const I = pool.in.n;
  const O = pool.out.n;
  const b = I.mul(XrplNumber.one.sub(XrplNumber.one.div(f)))
    .div(q)
    .sub(TWO.mul(O));
  const c = O.mul(O).sub(I.mul(O).div(q));
  let o = solveQuadraticEqSmallest(XrplNumber.one, b, c);
  if (o === null || o.signum() <= 0) return null;
  const cap = O.sub(I.div(q.mul(f)));
  if (cap.signum() <= 0) return null;
  if (cap.lt(o)) o = cap;
  const build = (n: XrplNumber): GridOffer => {
    const out = onGrid(n, pool.out.xrp, 'downward');
    return { in: swapAssetOut(pool, out, fee), out };
  };
  return sized(o, target, build, 'out');
}

/** getAMMOfferStartWithTakerPays: takerPays i from f·i² + I(1 + f)·i + I² - I·O·q = 0. */
function startWithTakerPays(pool: GridPool, target: Rate, fee: number): GridOffer | null {
  const f = feeMult(fee);
  const q = rateValue(target).toXrplNumber();
  const I = pool.in.n;
  const O = pool.out.n;
  let i = solveQuadraticEqSmallest(f, I.mul(XrplNumber.one.add(f)), I.mul(I).sub(I.mul(O).mul(q)));
  if (i === null || i.signum() <= 0) return null;
  const cap = O.mul(q).sub(I.div(f));
  if (cap.signum() <= 0) return null;
  if (cap.lt(i)) i = cap;
  const build = (n: XrplNumber): GridOffer => {
    const paid = onGrid(n, pool.in.xrp, 'downward');
    return { in: paid, out: swapAssetIn(pool, paid, fee) };
  };
  return sized(i, target, build, 'in');
}

/**
 * changeSpotPriceQuality: the largest offer whose taking leaves the pool's spot price at `target` (or whose own
 * price is `target`), starting from the XRP side when the pool pays XRP; null when none is at least as good.
 */
export function changeSpotPriceQuality(pool: GridPool, target: Rate, fee: number): GridOffer | null {
  if (target === 0n) return null;
  const offer = withRoundingMode('to_nearest', () =>
    pool.out.xrp ? startWithTakerGets(pool, target, fee) : startWithTakerPays(pool, target, fee),
  );
  return offer === null || gridOfferRate(offer) > target ? null : offer;
}
