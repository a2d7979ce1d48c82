import {
  ammOffer,
  ammOfferLimitIn,
  ammOfferLimitOut,
  ammQualityFunction,
  compareAmounts,
  offerRate,
  outFromAverageQuality,
  onGrid,
  amountOf,
  assetOf,
  type Amount,
  type Asset,
  type OfferAmounts,
} from '@horizon/protocol';
import type { ApplyContext } from '../context.js';
import { ammHolding, effectiveFee, readAmm, type AmmState } from '../amm/pool.js';
import { sendAmount } from '../amm/transfer.js';
import { isPositive } from './funds.js';

// The AMM as a liquidity source while crossing (rippled's AMMLiquidity / AMMOffer in BookStep, single path):
// before each book quality level the pool offers what brings its spot price to the book's tip, or, with no
// tip, as much as keeps the fill's average price at the taker's limit.

export interface AmmSource {
  amm: AmmState;
  fee: number;
  initial: OfferAmounts;
  iteration: number;
}

export function ammSource(ctx: ApplyContext, inAsset: Asset, outAsset: Asset): AmmSource | undefined {
  const read = (k: string) => ctx.view.read(k);
  const amm = readAmm(read, inAsset, outAsset);
  if (!amm || amm.pool.lpTokenBalance.value.isZero()) return undefined;
  const fee = effectiveFee(amm, ctx.account, ctx.env.parentCloseTime);
  const initial = {
    in: ammHolding(read, amm.account, inAsset),
    out: ammHolding(read, amm.account, outAsset),
  };
  return { amm, fee, initial, iteration: 0 };
}

/**
 * Takes the pool's offer when it beats the book tip (`clobRate`) and meets the taker's `limitRate`, cut to
 * the taker's limits; answers what moved, or undefined when the pool offers nothing.
 */
export function takeAmm(
  ctx: ApplyContext,
  src: AmmSource,
  clobRate: bigint | undefined,
  limitRate: bigint,
  maxIn: Amount,
  maxOut: Amount | undefined,
): OfferAmounts | string | undefined {
  const read = (k: string) => ctx.view.read(k);
  const pool = {
    in: ammHolding(read, src.amm.account, assetOf(src.initial.in)),
    out: ammHolding(read, src.amm.account, assetOf(src.initial.out)),
  };
  const offer = ammOffer({
    pool,
    initialPool: src.initial,
    fee: src.fee,
    ...(clobRate !== undefined ? { clobRate } : {}),
    multiPath: false,
    iteration: src.iteration,
  });
  if (!offer) return undefined;
  let amt: OfferAmounts = offer;
  // The rate from the amounts themselves (in/out, XRP in drops), as the book's directories encode it.
  if (offerRate(offer.in, offer.out) > limitRate) {
    // A single strand with a limit quality: cut the output so the average price equals the limit.
    const out = outFromAverageQuality(ammQualityFunction(pool, src.fee), limitRate);
    if (!out) return undefined;
    const capped = amountOf(onGrid(out, pool.out.kind === 'xrp'), assetOf(pool.out));
    if (!isPositive(capped) || compareAmounts(capped, offer.out) >= 0) return undefined;
    amt = ammOfferLimitOut(offer, pool, capped, src.fee, false, true);
  }
  if (maxOut && compareAmounts(amt.out, maxOut) > 0)
    amt = ammOfferLimitOut(offer, pool, maxOut, src.fee, false, true);
  if (compareAmounts(amt.in, maxIn) > 0) amt = ammOfferLimitIn(offer, pool, maxIn, src.fee, false, false);
  if (!isPositive(amt.in) || !isPositive(amt.out)) return undefined;
  let ter = sendAmount(ctx.view, ctx.account, src.amm.account, amt.in);
  if (ter === 'tesSUCCESS') ter = sendAmount(ctx.view, src.amm.account, ctx.account, amt.out);
  if (ter !== 'tesSUCCESS') return ter;
  src.iteration++;
  return amt;
}
