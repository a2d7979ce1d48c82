import { assetOf, type Amount, type Asset } from '../amount/amount.js';
import { offerRate } from '../quality/offer-rate.js';
import type { Rate } from '../quality/rate.js';
import { checkOtherSide, poolSides, type AmmBalances } from './amm-pool.js';
import { FEE_SCALE_FACTOR, assertFeeUnits } from './fee.js';
import {
  divRatio,
  mulRatio,
  ratio,
  subRatio,
  toFixedText,
  toSignificantText,
  unitsOf,
  type Ratio,
} from './exact-ratio.js';

/** 1 - f as an exact ratio. */
function feeMultRatio(fee: number): Ratio {
  assertFeeUnits(fee);
  return ratio(BigInt(FEE_SCALE_FACTOR - fee), BigInt(FEE_SCALE_FACTOR));
}

/** Pool balances of the asset paid in (I) and the asset bought (O), for buying `outAsset`. */
function sidesFor(pool: AmmBalances, outAsset: Asset): { I: Amount; O: Amount } {
  const { own, other } = poolSides(pool, outAsset);
  return { I: other, O: own };
}

/**
 * The pool's spot-price quality for buying `outAsset` (rippled's Quality{balances}: I/O as an offer rate, XRP in
 * drops). The payment engine compares it with the order book's best rate.
 */
export function spotPriceRate(pool: AmmBalances, outAsset: Asset): Rate {
  const { I, O } = sidesFor(pool, outAsset);
  return offerRate(I, O);
}

/**
 * The spot price of one unit of `outAsset` in units of the other asset (XRP as XRP, not drops): I/O, or with the
 * trading fee I/(O·(1 - f)) — the marginal price a trader pays. Exact, shown with `digits` significant digits.
 */
export function spotPrice(pool: AmmBalances, outAsset: Asset, fee = 0, digits = 16): string {
  const { I, O } = sidesFor(pool, outAsset);
  return toSignificantText(divRatio(unitsOf(I), mulRatio(unitsOf(O), feeMultRatio(fee))), digits);
}

/**
 * The price impact of a swap of `amountIn` for `amountOut` against the pool before it, as a percentage with
 * `decimals` places: 1 - (out/in) / (O·(1 - f)/I), the share of value lost to the pool's depth beyond the
 * trading fee (0 for an infinitely deep pool, 100 when nothing comes out). Exact, rounded half away from zero.
 */
export function priceImpactPercent(
  pool: AmmBalances,
  amountIn: Amount,
  amountOut: Amount,
  fee: number,
  decimals = 2,
): string {
  checkOtherSide(pool, assetOf(amountOut), assetOf(amountIn));
  const { I, O } = sidesFor(pool, assetOf(amountOut));
  const got = mulRatio(unitsOf(amountOut), unitsOf(I));
  const fair = mulRatio(mulRatio(unitsOf(amountIn), unitsOf(O)), feeMultRatio(fee));
  const impact = subRatio(ratio(1n, 1n), divRatio(got, fair));
  return toFixedText(mulRatio(impact, ratio(100n, 1n)), decimals);
}
