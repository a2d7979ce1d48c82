import { IssuedValue } from '../amount/issued-value.js';
import { XrplNumber, power } from '../number/index.js';
import { AUCTION_SLOT_DISCOUNTED_FEE_FRACTION, feeFraction } from './fee.js';
import { subValues, type GridValue } from './grid-value.js';
import { adjustLpTokens } from './lp-math.js';
import { fail, succeed, type AmmOutcome } from './outcome.js';

/** The auction slot lasts 24 hours, in 20 intervals of 72 minutes; its minimum price is T·fee/25. */
export const AUCTION_SLOT_TOTAL_SECONDS = 86_400;
export const AUCTION_SLOT_INTERVALS = 20;
export const AUCTION_SLOT_INTERVAL_SECONDS = 4_320;
export const AUCTION_SLOT_MIN_FEE_FRACTION = 25;

/** The slot's interval 0..19 at `now` (Ripple-epoch seconds), or null when expired or not yet started. */
export function auctionTimeSlot(now: number, expiration: number): number | null {
  if (expiration < AUCTION_SLOT_TOTAL_SECONDS) return null;
  const start = expiration - AUCTION_SLOT_TOTAL_SECONDS;
  if (now < start || now - start >= AUCTION_SLOT_TOTAL_SECONDS) return null;
  return Math.floor((now - start) / AUCTION_SLOT_INTERVAL_SECONDS);
}

/** The least a slot sells for: LPTokenBalance · fee / 25, in Number arithmetic (to nearest). */
export function minSlotPrice(lpTokenBalance: IssuedValue, tradingFee: number): XrplNumber {
  return lpTokenBalance
    .toXrplNumber()
    .mul(feeFraction(tradingFee))
    .div(XrplNumber.fromBigInt(BigInt(AUCTION_SLOT_MIN_FEE_FRACTION)));
}

/** The price of an owned slot in interval k bought at `price`: 1.05·p·(1 - ((k+1)/20)^60) + min (k = 0: 1.05·p + min). */
export function slotPrice(price: IssuedValue, timeSlot: number, minPrice: XrplNumber): XrplNumber {
  const p105 = price.toXrplNumber().mul(XrplNumber.from(105n, -2));
  if (timeSlot === 0) return p105.add(minPrice);
  const used = fractionUsed(timeSlot);
  return p105.mul(XrplNumber.one.sub(power(used, 60))).add(minPrice);
}

const fractionUsed = (timeSlot: number): XrplNumber =>
  XrplNumber.fromBigInt(BigInt(timeSlot + 1)).div(XrplNumber.fromBigInt(BigInt(AUCTION_SLOT_INTERVALS)));

/** The AMM's auction slot now: its owner (absent when never bought), Expiration and Price. */
export interface AuctionSlot {
  readonly account?: string;
  readonly expiration: number;
  readonly price: IssuedValue;
}

export interface BidInput {
  readonly lpTokenBalance: IssuedValue;
  /** The AMM's TradingFee in units. */
  readonly tradingFee: number;
  readonly slot: AuctionSlot;
  /** False when the slot owner's account no longer exists (the slot is then free). */
  readonly ownerExists?: boolean;
  /** The parent ledger's close time, Ripple-epoch seconds. */
  readonly now: number;
  /** The bidder's LP tokens, and the transaction's BidMin / BidMax. */
  readonly held: IssuedValue;
  readonly bidMin?: IssuedValue;
  readonly bidMax?: IssuedValue;
}

export interface BidResult {
  /** What the bidder pays (the slot's new Price), the refund to the previous owner and the tokens burned. */
  readonly price: IssuedValue;
  readonly refund: IssuedValue;
  readonly burned: IssuedValue;
  readonly lpTokenBalance: IssuedValue;
  readonly expiration: number;
  readonly discountedFee: number;
}

/**
 * AMMBid (AMMBid.cpp preclaim + applyBid): a free, expired or last-interval slot sells at max(min price, BidMin);
 * an owned one at max(computed price, BidMin), refunding (1 - (k+1)/20) of the old price to its owner. The price
 * must be at most BidMax (tecAMM_FAILED) and the bidder's tokens (tecAMM_INVALID_TOKENS); the rest is burned.
 */
export function ammBid(input: BidInput): AmmOutcome<BidResult> {
  const { lpTokenBalance: T, held, bidMin, bidMax } = input;
  if (T.isZero()) return fail('tecAMM_EMPTY');
  if (held.isZero()) return fail('tecAMM_INVALID_TOKENS');
  for (const bound of [bidMin, bidMax]) {
    if (bound && (bound.gt(held) || bound.gte(T))) return fail('tecAMM_INVALID_TOKENS');
  }
  if (bidMin && bidMax && bidMin.gt(bidMax)) return fail('tecAMM_INVALID_TOKENS');
  const minPrice = minSlotPrice(T, input.tradingFee);
  const timeSlot = auctionTimeSlot(input.now, input.slot.expiration);
  const owned =
    input.slot.account !== undefined && input.ownerExists !== false && timeSlot !== null && timeSlot < 19;
  const computed = owned ? slotPrice(input.slot.price, timeSlot, minPrice) : minPrice;
  const pay = payPrice(computed, bidMin, bidMax);
  if (pay === null) return fail('tecAMM_FAILED');
  if (pay.gt(held.toXrplNumber())) return fail('tecAMM_INVALID_TOKENS');
  const refund = owned
    ? XrplNumber.one.sub(fractionUsed(timeSlot)).mul(input.slot.price.toXrplNumber())
    : XrplNumber.zero;
  if (refund.gt(pay)) return fail('tecINTERNAL');
  const lp: GridValue = { n: T.toXrplNumber(), xrp: false };
  const burned = adjustLpTokens(lp, { n: pay.sub(refund), xrp: false }, false);
  if (burned.n.gte(lp.n)) return fail('tecINTERNAL');
  return succeed({
    price: IssuedValue.fromXrplNumber(pay),
    refund: IssuedValue.fromXrplNumber(refund),
    burned: IssuedValue.fromXrplNumber(burned.n),
    lpTokenBalance: IssuedValue.fromXrplNumber(subValues(lp, burned).n),
    expiration: input.now + AUCTION_SLOT_TOTAL_SECONDS,
    discountedFee: Math.floor(input.tradingFee / AUCTION_SLOT_DISCOUNTED_FEE_FRACTION),
  });
}

/** max(computed, BidMin), refused (null) when above BidMax. */
function payPrice(computed: XrplNumber, bidMin?: IssuedValue, bidMax?: IssuedValue): XrplNumber | null {
  if (bidMax && computed.gt(bidMax.toXrplNumber())) return null;
  const min = bidMin?.toXrplNumber();
  return min && min.gt(computed) ? min : computed;
}
